/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TAdminTransferRefund } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import TransferRefundsPage from './transfer-refunds-page';

const ID_A = '0b4f0d8e-2f55-4c1e-8d1e-5a1f3c9e0a11';
const ID_B = '1c5a1e9f-3a66-4d2f-9e2f-6b2a4dad1b22';
const refund = (over: Partial<TAdminTransferRefund> = {}): TAdminTransferRefund => ({
  id: ID_A,
  orderId: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  amount: 250,
  currency: 'EUR',
  status: 'to_pay_back',
  requestedBy: 'attendee',
  reason: null,
  createdAt: '2030-06-10T09:00:00.000Z',
  refundedAt: null,
  nextAttemptAt: null,
  payBack: 'transfer',
  account: { holder: 'Jo Müller', iban: '**** 3000', bic: null },
  buyerEmail: 'jo@example.com',
  buyerName: 'Jo Müller',
  event: { id: 3, name: 'Logistics Summit' },
  partner: { id: 7, name: 'Harbour Events' },
  attempts: 1,
  failureMessage: null,
  exportedAt: null,
  ...over,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const XML = '<?xml version="1.0" encoding="UTF-8"?><Document/>';

describe('TransferRefundsPage', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:transfer-file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('lists the transfers to pay back with the filters in the URL, exports the chosen ones and records them sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/transfer-refunds': (call) =>
        answer(
          call.path.includes('status=awaiting_account')
            ? page([refund({ id: ID_B, status: 'awaiting_account', account: null, buyerName: 'Zoë Dupont' })])
            : page([refund()]),
        ),
      'POST /admin/transfer-refunds/sepa-file': () =>
        new Response(XML, {
          headers: {
            'Content-Type': 'application/xml',
            'Content-Disposition': 'attachment; filename="refund-transfers-PAVRF1.xml"',
          },
        }),
      'POST /admin/transfer-refunds/sent': answer({ recorded: 1 }),
    });
    const { router } = renderRoutes(
      [{ path: '/dashboard/payouts/transfer-refunds', element: <TransferRefundsPage /> }],
      '/dashboard/payouts/transfer-refunds',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Jo Müller, **** 3000')).toBeInTheDocument();
    expect(within(table).getByText('to be paid back by bank transfer')).toBeInTheDocument();

    const exportChosen = screen.getByRole('button', { name: 'Export the chosen transfers' });
    expect(exportChosen).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose the refund of €250.00 to Jo Müller' }));
    await user.click(screen.getByRole('button', { name: 'Export 1 chosen transfer' }));
    await waitFor(() => expect(api.callsTo('POST /admin/transfer-refunds/sepa-file')).toHaveLength(1));
    expect(api.callsTo('POST /admin/transfer-refunds/sepa-file')[0]?.body).toEqual({ refundIds: [ID_A] });
    expect(await screen.findByText(/The file refund-transfers-PAVRF1\.xml was saved/)).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Record 1 transfer as sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record 1 transfer as sent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record as sent' }));
    await waitFor(() => expect(api.callsTo('POST /admin/transfer-refunds/sent')).toHaveLength(1));
    expect(api.callsTo('POST /admin/transfer-refunds/sent')[0]?.body).toEqual({ refundIds: [ID_A] });
    expect(await screen.findByText('1 transfer recorded as sent.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'awaiting_account');
    await waitFor(() => expect(router.state.location.search).toContain('transfers.status=awaiting_account'));
    expect(await screen.findByText('waiting for the buyer’s bank account')).toBeInTheDocument();
    // No account yet: nothing to choose.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the refusal of a file in words', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /admin/transfer-refunds': answer(page([])),
      'POST /admin/transfer-refunds/sepa-file': answer(
        { error: 'No transfer in EUR is waiting to be paid back', code: 'CONFLICT' },
        409,
      ),
    });
    renderRoutes(
      [{ path: '/dashboard/payouts/transfer-refunds', element: <TransferRefundsPage /> }],
      '/dashboard/payouts/transfer-refunds',
    );
    await user.click(await screen.findByRole('button', { name: 'Export every EUR transfer to pay back' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No transfer in EUR is waiting to be paid back');
  });
});
