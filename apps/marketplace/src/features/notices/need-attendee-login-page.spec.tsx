/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import NeedAttendeeLoginPage from './need-attendee-login-page';

describe('NeedAttendeeLoginPage in German', () => {
  inLanguage('de');

  it('explains that tickets need an attendee account', async () => {
    mockApi({ 'GET /session': answer({ authenticated: false, session: null }) });
    renderRoutes(
      [{ path: '/notice/need-attendee-login', element: <NeedAttendeeLoginPage /> }],
      '/notice/need-attendee-login?next=/checkout',
    );
    expect(
      await screen.findByRole('heading', { name: 'Tickets werden mit einem Teilnehmerkonto gekauft' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Die gewählten Tickets bleiben in diesem Browser-Tab erhalten/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teilnehmerkonto erstellen' })).toBeInTheDocument();
  });
});
