/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { formatInTimeZone, type TAwaitingTransfer, type TBankTransferInstructions } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { DataTable } from '@pavilion/ui';
import { awaitingTransferColumns, MarkPaidPanel, mayBePaidByTransfer } from './bank-transfers';

const ORDER = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const DUE = '2030-06-08T10:00:00.000Z';
const TRANSFER: TBankTransferInstructions = {
  orderId: ORDER,
  reference: 'PV-7KQ2-M9XD',
  dueAt: DUE,
  accountName: 'Pavilion Events Ltd',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
  bankName: null,
  amount: 484,
  currency: 'GBP',
  invoiceId: '7f1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
};
const AWAITING: TAwaitingTransfer = {
  orderId: ORDER,
  createdAt: '2030-06-01T10:00:00.000Z',
  event: { id: 5, name: 'FinTech Summit', timeZone: 'Europe/London' },
  partner: { id: 3, name: 'Harbour Events' },
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  reference: 'PV-7KQ2-M9XD',
  dueAt: DUE,
  amount: 484,
  currency: 'GBP',
};

/** What RTK Query rejects with for a refused request. */
const refused = (status: number, body: unknown) => ({ status, data: body });

/** The panel on an order page: the order turns paid once marked (as the page's next answer says). */
function OrderPage({ onMarkPaid }: { onMarkPaid: (body: unknown) => Promise<unknown> }) {
  const [status, setStatus] = useState<'awaiting_payment' | 'paid'>('awaiting_payment');
  return (
    <MarkPaidPanel
      order={{ id: ORDER, status, event: { timeZone: 'Europe/London' } }}
      transfer={status === 'paid' ? undefined : TRANSFER}
      onMarkPaid={async (body) => {
        await onMarkPaid(body);
        setStatus('paid');
      }}
    />
  );
}

describe('orders awaiting their bank transfer', () => {
  it('lists each with its reference linking to the order, the buyer, the amount and the day it is due by', () => {
    render(
      <MemoryRouter>
        <DataTable
          caption="Awaiting"
          columns={awaitingTransferColumns({ orderHref: (t) => `/order-details/${t.orderId}`, withPartner: true })}
          rows={[AWAITING]}
          getRowKey={(t) => t.orderId}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole('row', { name: /PV-7KQ2-M9XD/ });
    expect(within(row).getByRole('link', { name: 'PV-7KQ2-M9XD' })).toHaveAttribute('href', `/order-details/${ORDER}`);
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('Analytical Engines Ltd');
    expect(row).toHaveTextContent('Harbour Events');
    expect(row).toHaveTextContent('£484.00');
    expect(within(row).getByText(formatInTimeZone(DUE, 'Europe/London'))).toHaveAttribute('dateTime', DUE);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reference',
      'Buyer',
      'Event',
      'Partner',
      'Amount',
      'Due by',
      'Ordered',
    ]);
  });
});

describe('marking an order paid', () => {
  it('shows what is owed, asks again in a dialog, sends the day and note, then says the tickets are on their way', async () => {
    const user = userEvent.setup({ delay: null });
    const onMarkPaid = jest.fn(async () => ({ orderId: ORDER, status: 'paid' }));
    render(<OrderPage onMarkPaid={onMarkPaid} />);
    const panel = screen.getByRole('region', { name: 'Bank transfer' });
    expect(within(panel).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(panel).getByText('£484.00')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark as paid' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as paid?' });
    expect(dialog).toHaveTextContent('Record the transfer of £484.00 with the reference PV-7KQ2-M9XD.');
    await user.type(within(dialog).getByLabelText(/^Day the money arrived/), '2030-06-03');
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Wire from Analytical Engines');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(onMarkPaid).toHaveBeenCalledWith({ receivedOn: '2030-06-03', note: 'Wire from Analytical Engines' }),
    );
    expect(
      await within(dialog).findByText('Marked as paid: the tickets are on their way to the attendees.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Bank transfer' })).toHaveTextContent(
      'Marked as paid: the tickets are on their way to the attendees.',
    );
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it("shows a refusal in the server's words and keeps the order awaiting", async () => {
    const user = userEvent.setup({ delay: null });
    const onMarkPaid = jest.fn(async () => {
      throw refused(400, {
        error: 'The day the money arrived cannot be in the future',
        code: 'VALIDATION_FAILED',
        fields: { receivedOn: 'The day the money arrived cannot be in the future' },
      });
    });
    render(<OrderPage onMarkPaid={onMarkPaid} />);
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Day the money arrived/), '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    const day = within(dialog).getByLabelText(/^Day the money arrived/);
    await waitFor(() => expect(day).toHaveAccessibleDescription(/The day the money arrived cannot be in the future/));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it awaiting' }));
    expect(screen.getByRole('region', { name: 'Bank transfer' })).toHaveTextContent('PV-7KQ2-M9XD');
  });

  it('shows the reference of an order paid by transfer, with nothing more to do', () => {
    render(
      <MarkPaidPanel
        order={{ id: ORDER, status: 'paid', event: { timeZone: 'UTC' } }}
        transfer={TRANSFER}
        onMarkPaid={jest.fn()}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Bank transfer' });
    expect(panel).toHaveTextContent('Paid by bank transfer.');
    expect(within(panel).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for an order not paid by transfer', () => {
    const { container } = render(
      <MarkPaidPanel
        order={{ id: ORDER, status: 'paid', event: { timeZone: 'UTC' } }}
        transfer={undefined}
        onMarkPaid={jest.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('which orders may be paid by transfer', () => {
  it('asks for those awaiting one, and those paid with money but no card', () => {
    const card = { cardNumber: '**** 4242' };
    expect(mayBePaidByTransfer({ status: 'awaiting_payment', total: 10, paymentDetails: null })).toBe(true);
    expect(mayBePaidByTransfer({ status: 'paid', total: 10, paymentDetails: null })).toBe(true);
    expect(mayBePaidByTransfer({ status: 'cancelled', total: 10, paymentDetails: null })).toBe(true);
    expect(mayBePaidByTransfer({ status: 'paid', total: 10, paymentDetails: card })).toBe(false);
    expect(mayBePaidByTransfer({ status: 'paid', total: 0, paymentDetails: null })).toBe(false);
    expect(mayBePaidByTransfer({ status: 'pending', total: 10, paymentDetails: null })).toBe(false);
  });
});

describe('marking an order paid, in German', () => {
  inLanguage('de');

  it('asks in German', async () => {
    const user = userEvent.setup({ delay: null });
    render(<OrderPage onMarkPaid={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Banküberweisung' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(await screen.findByRole('dialog', { name: 'Diese Bestellung als bezahlt markieren?' })).toBeInTheDocument();
  });
});
