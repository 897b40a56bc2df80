/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { partnerEventSections } from './partner-event-routes';

describe("the portal's event routes in German", () => {
  inLanguage('de');

  it('load the list of events, which speaks German', async () => {
    mockApi({ 'GET /partner/events/': answer(paged([])) });
    renderPartnerPage([{ path: '/dashboard', children: partnerEventSections }], '/dashboard/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: 'Noch keine Veranstaltungen. Legen Sie Ihre erste Veranstaltung an.',
      }),
    ).toBeInTheDocument();
  });
});
