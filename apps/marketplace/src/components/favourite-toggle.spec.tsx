/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { FavouriteToggle } from './favourite-toggle';

describe('FavouriteToggle in German', () => {
  inLanguage('de');

  it('says in German that the event is saved and how to remove it', async () => {
    mockApi({ 'GET /session': answer(sessionOf('attendee')) });
    renderRoutes(
      [{ path: '/', element: <FavouriteToggle eventId={7} eventName="Port Tech Summit" isFavourited /> }],
      '/',
    );
    const button = await screen.findByRole('button', {
      name: 'Gespeichert: Port Tech Summit. Aus gespeicherten Veranstaltungen entfernen',
    });
    expect(button).toHaveTextContent('Gespeichert');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
