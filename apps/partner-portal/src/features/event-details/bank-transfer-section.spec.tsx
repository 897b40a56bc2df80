/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TAwaitingTransfer } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { formatEventDateTime } from '@pavilion/features-event';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventDetailsPage } from './event-details-page';
import { testPartnerEvent } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const LAST = '2025-08-18T08:00:00.000Z';
const AWAITING: TAwaitingTransfer = {
  orderId: '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10',
  createdAt: '2025-06-01T10:00:00.000Z',
  event: { id: 10, name: 'FinTech Summit', timeZone: 'Europe/London' },
  partner: { id: 3, name: 'Harbour Events' },
  buyerName: 'Tim Berners-Lee',
  buyerEmail: 'tim.bl@example.com',
  companyName: 'Web Works GmbH',
  reference: 'PV-7KQ2-M9XD',
  dueAt: '2025-06-08T10:00:00.000Z',
  amount: 1250,
  currency: 'EUR',
};

function renderEvent({ enabled = false, awaiting = [] as TAwaitingTransfer[], refuse = false } = {}) {
  const api = mockApi({
    'GET /partner/events/10': answer(testPartnerEvent({ id: 10 })),
    'GET /partner/events/10/bank-transfer': answer(
      enabled
        ? { enabled: true, untilDays: 14, lastChoiceAt: LAST }
        : { enabled: false, untilDays: null, lastChoiceAt: null },
    ),
    'PUT /partner/events/10/bank-transfer': ({ body }) => {
      const { enabled: on, untilDays } = body as { enabled: boolean; untilDays: number };
      if (refuse)
        return answer(
          {
            error: 'The last day to choose a bank transfer is a whole number of days before the start, from 1 to 90',
            code: 'VALIDATION_FAILED',
            fields: {
              untilDays:
                'The last day to choose a bank transfer is a whole number of days before the start, from 1 to 90',
            },
          },
          400,
        );
      return answer({ enabled: on, untilDays: on ? untilDays : null, lastChoiceAt: on ? LAST : null });
    },
    'GET /partner/bank-transfers?eventId=10': answer(paged(awaiting)),
  });
  renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
  return api;
}

describe("an event's bank transfers on its page", () => {
  it('turns transfers on with the last day to choose one, checked before it is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderEvent();
    const form = await screen.findByRole('form', { name: 'Bank transfer setting' });
    expect(within(form).getByText('Buyers pay by card only.')).toBeInTheDocument();
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('switch', { name: 'Buyers may pay by bank transfer' }));
    const days = within(form).getByRole('spinbutton', { name: /^Last day to choose it/ });
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/a whole number of days before the start, from 1 to 90/)).toBeInTheDocument();
    expect(api.callsTo('PUT /partner/events/10/bank-transfer')).toEqual([]);

    await user.clear(days);
    await user.type(days, '21');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /partner/events/10/bank-transfer').map((call) => call.body)).toEqual([
        { enabled: true, untilDays: 21 },
      ]),
    );
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(
      await within(form).findByText(
        `Buyers can choose a bank transfer until ${formatEventDateTime(LAST, 'Europe/London')}.`,
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal at the days", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvent({ enabled: true, refuse: true });
    const form = await screen.findByRole('form', { name: 'Bank transfer setting' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const days = within(form).getByRole('spinbutton', { name: /^Last day to choose it/ });
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(days).toHaveAccessibleDescription(/from 1 to 90/);
  });

  it("lists the event's orders awaiting their transfer, each linking to its page", async () => {
    renderEvent({ enabled: true, awaiting: [AWAITING] });
    const list = await screen.findByRole('table', { name: /^Orders awaiting their bank transfer/ });
    const row = within(list).getByRole('row', { name: /PV-7KQ2-M9XD/ });
    expect(within(row).getByRole('link', { name: 'PV-7KQ2-M9XD' })).toHaveAttribute(
      'href',
      `/partner/order-details/${AWAITING.orderId}`,
    );
    expect(row).toHaveTextContent('Web Works GmbH');
    expect(row).toHaveTextContent('€1,250.00');
    // The event's own list leaves out the event.
    expect(within(list).queryByRole('columnheader', { name: 'Event' })).not.toBeInTheDocument();
  });

  it('shows no list while no order awaits a transfer', async () => {
    const api = renderEvent({ enabled: true });
    await screen.findByRole('form', { name: 'Bank transfer setting' });
    await waitFor(() => expect(api.callsTo('GET /partner/bank-transfers?eventId=10')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table', { name: /^Orders awaiting their bank transfer/ })).not.toBeInTheDocument();
  });
});

describe("an event's bank transfers, in German", () => {
  inLanguage('de');

  it('names the setting in German', async () => {
    renderEvent({ enabled: true });
    const form = await screen.findByRole('form', { name: 'Einstellung zur Banküberweisung' });
    expect(within(form).getByRole('switch', { name: 'Käufer dürfen per Banküberweisung zahlen' })).toBeChecked();
  });
});
