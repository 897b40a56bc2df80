/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TBankTransferInstructions, TOrder } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { formatEventDateTime } from '@pavilion/features-event';
import { renderRoutes, sessionOf, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testOrder, testProfile } from '../../testing/checkout';
import TicketPurchaseCheckoutPage from './ticket-purchase-checkout-page';
import TicketPurchaseConfirmationPage from './ticket-purchase-confirmation-page';

jest.mock('./checkout-config', () => ({ showTestCards: false }));
jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.setTimeout(30_000);

const DUE = '2030-06-08T10:00:00.000Z';
const INVOICE_ID = '7f1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const INSTRUCTIONS: TBankTransferInstructions = {
  orderId: ORDER_ID,
  reference: 'PV-7KQ2-M9XD',
  dueAt: DUE,
  accountName: 'Pavilion Events Ltd',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
  bankName: 'Barclays',
  amount: 484,
  currency: 'GBP',
  invoiceId: INVOICE_ID,
};
const TRANSFER = `/orders/${ORDER_ID}/bank-transfer`;

/** The payment step of the sample order and its confirmation, the event taking transfers (or not). */
function renderPayment({
  available = true,
  refusal,
  answered,
}: { available?: boolean; refusal?: string; answered?: Promise<void> } = {}) {
  let order: Partial<TOrder> = { holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() };
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /users/': answer(testProfile()),
    'GET /options/countries/': answer(TEST_OPTIONS.countries),
    [`GET /orders/${ORDER_ID}/`]: () => answer(testOrder(order)),
    [`GET ${TRANSFER}`]: async () => {
      await answered;
      return answer({
        available: available && order.status !== 'awaiting_payment',
        lastChoiceAt: '2030-08-18T08:00:00.000Z',
        dueAtIfChosen: available ? DUE : null,
        instructions: order.status === 'awaiting_payment' ? INSTRUCTIONS : null,
      });
    },
    [`POST ${TRANSFER}`]: () => {
      if (refusal) return answer({ error: refusal, code: 'CONFLICT' }, 409);
      order = { status: 'awaiting_payment', holdExpiresAt: DUE };
      return answer(INSTRUCTIONS);
    },
  });
  renderRoutes(
    [
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <TicketPurchaseCheckoutPage /> },
      { path: '/events/:id/ticket-purchase-confirmation/:orderId', element: <TicketPurchaseConfirmationPage /> },
    ],
    `/events/5/ticket-purchase-checkout/${ORDER_ID}`,
  );
  return api;
}

describe('paying by bank transfer at checkout', () => {
  it('keeps what the buyer typed in the card form when the answer on transfers arrives after they started', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    renderPayment({ answered: new Promise<void>((resolve) => (release = resolve)) });
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, '4242 4242 4242 4242');
    release();
    await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  });

  it('offers a transfer beside the card, chosen from the keyboard, and shows how to pay once chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPayment();
    const due = formatEventDateTime(DUE, 'Europe/London');
    const choice = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    const card = within(choice).getByRole('radio', { name: /^Card/ });
    expect(card).toBeChecked();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(within(choice).getByRole('radio', { name: /^Bank transfer/ })).toHaveAccessibleName(
      `Bank transfer Against the invoice, by ${due}.`,
    );

    // Arrow keys move between the choices, as native radio buttons do.
    card.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Card number', hidden: true })).not.toBeVisible();
    const panel = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(panel).toHaveTextContent(`Your seats are held until ${due}.`);
    expect(panel).toHaveTextContent('Your tickets are sent once the transfer has arrived.');

    await user.click(within(panel).getByRole('button', { name: 'Pay by bank transfer' }));
    expect(api.callsTo(`POST ${TRANSFER}`)).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order awaits your bank transfer' }),
    ).toBeInTheDocument();
    const how = await screen.findByRole('region', { name: 'How to pay by bank transfer' });
    expect(within(how).getByText('GB33BUKB20201555555555')).toBeInTheDocument();
    expect(within(how).getByText('BUKBGB22')).toBeInTheDocument();
    expect(within(how).getByText('Pavilion Events Ltd')).toBeInTheDocument();
    expect(within(how).getByText('Barclays')).toBeInTheDocument();
    expect(within(how).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(how).getByText('£484.00')).toBeInTheDocument();
    expect(within(how).getByText(due).closest('time')).toHaveAttribute('dateTime', DUE);
    expect(within(how).getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/invoices/${INVOICE_ID}/pdf`,
    );
    expect(screen.getByText('attendee@example.com')).toBeInTheDocument();
  });

  it("shows the server's refusal in words and stays on the payment step", async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ refusal: 'Bank transfers for this event had to be chosen by 18 Aug 2030: please pay by card' });
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bank transfer could not be chosen');
    expect(alert).toHaveTextContent(
      'Bank transfers for this event had to be chosen by 18 Aug 2030: please pay by card',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    // Back to the card: the form is there as it was.
    await user.click(screen.getByRole('radio', { name: /^Card/ }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  });

  it('shows only the card form when the event does not take transfers', async () => {
    const api = renderPayment({ available: false });
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(`GET ${TRANSFER}`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByText('Bank transfer')).not.toBeInTheDocument();
  });
});

describe('paying by bank transfer at checkout, in German', () => {
  inLanguage('de');

  it('offers the transfer in German', async () => {
    renderPayment();
    const choice = await screen.findByRole('radiogroup', { name: 'Wie möchten Sie bezahlen?' });
    expect(within(choice).getByRole('radio', { name: /^Banküberweisung/ })).toBeInTheDocument();
  });
});
