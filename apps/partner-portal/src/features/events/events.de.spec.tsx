/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerEventRow } from '@pavilion/domain';
import { inLanguage, testEventCard } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventsListPage } from './events-list-page';

const row = (overrides: Partial<TPartnerEventRow> = {}): TPartnerEventRow => ({
  ...testEventCard(),
  status: 'APPROVED',
  capacity: 1200,
  ticketsSold: 1045,
  currentVersionStatus: 'APPROVED',
  hasPendingChanges: false,
  cancelled: false,
  timeZone: 'Europe/London',
  ...overrides,
});

describe('the list of events in German', () => {
  inLanguage('de');

  it('shows the cards, their status and sales, and the list tools in German', async () => {
    mockApi({
      'GET /partner/events/': answer(paged([row(), row({ id: 12, name: 'Harbour Forum', cancelled: true })])),
    });
    renderPartnerPage([{ path: '/dashboard/events', element: <EventsListPage /> }], '/dashboard/events');
    const summit = await screen.findByRole('article', { name: 'FinTech Summit' });
    expect(within(summit).getByText('GENEHMIGT')).toBeInTheDocument();
    expect(within(summit).getByText('1.045 von 1.200 Tickets verkauft')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Harbour Forum' })).getByText('Abgesagt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach Namen suchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kapazität' })).toBeInTheDocument();
  });
});
