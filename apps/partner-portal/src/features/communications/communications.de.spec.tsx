/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { CommunicationsPage } from './communications-page';

describe('the communications in German', () => {
  inLanguage('de');

  it('offers the form and lists the messages sent with German dates', async () => {
    mockApi({
      'GET /partner/events/': answer(paged([], { pageSize: 100 })),
      'GET /partner/messages': answer(
        paged([
          {
            id: 1,
            eventId: 4,
            eventName: 'FinTech Summit',
            subject: 'Doors open at 9',
            text: 'See you there.',
            recipients: 120,
            sentBy: 'Ana Ruiz',
            sentAt: '2030-03-02T10:00:05.000Z',
          },
        ]),
      ),
    });
    renderPartnerPage([{ path: '/communications', element: <CommunicationsPage /> }], '/communications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kommunikation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'An Teilnehmer senden' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Gesendete Nachrichten/ });
    const row = within(table).getByRole('row', { name: /FinTech Summit/ });
    expect(row).toHaveTextContent('2.3.2030');
    expect(within(table).getByRole('columnheader', { name: /Empfänger/ })).toBeInTheDocument();
  });
});
