/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerEventDetail } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventDetailsPage } from './event-details-page';
import { testPartnerEvent } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

function draftEvent(): TPartnerEventDetail {
  return testPartnerEvent({ currentStatus: 'DRAFT', endDateTime: '2099-05-02T17:00:00.000Z', subEvents: [] });
}

describe('the event page in German', () => {
  inLanguage('de');

  it("names the organiser's tools, the draft and the cancellation in German", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /partner/events/10': answer(draftEvent()) });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    expect(await screen.findByText('Diese Veranstaltung ist ein Entwurf')).toBeInTheDocument();
    expect(screen.getByText('Nur Ihr Team kann diesen Entwurf sehen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilder und Dokumente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellungen herunterladen (CSV)' })).toBeInTheDocument();
    expect(screen.getByText('Noch nicht eingereicht.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Veranstaltung absagen' }));
    const dialog = await screen.findByRole('dialog', { name: /absagen\?$/ });
    expect(within(dialog).getByRole('button', { name: 'Veranstaltung behalten' })).toBeInTheDocument();
  });
});
