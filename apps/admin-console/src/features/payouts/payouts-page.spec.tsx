/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, type TAdminPayout, type TAdminRefund } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { PayoutsPage } from './payouts-page';

const payout = (over: Partial<TAdminPayout> = {}): TAdminPayout => ({
  id: '6f1c2a53-7f57-4f55-9a26-0f1de4b0f001',
  status: 'scheduled',
  amount: 118.25,
  currency: 'USD',
  payableOn: '2030-06-12',
  bankAccount: '**** 5432',
  events: ['Logistics Summit'],
  eventCount: 1,
  paidAt: null,
  failureMessage: null,
  createdAt: '2030-06-12T00:05:00.000Z',
  partner: { id: 7, name: 'Harbour Events' },
  blocks: [],
  ...over,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const refund = (over: Partial<TAdminRefund> = {}): TAdminRefund => ({
  id: '0b4f0d8e-2f55-4c1e-8d1e-5a1f3c9e0a11',
  orderId: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  amount: 72.5,
  currency: 'USD',
  status: 'failed',
  requestedBy: 'attendee',
  reason: null,
  createdAt: '2030-06-10T09:00:00.000Z',
  refundedAt: null,
  nextAttemptAt: '2030-06-10T09:01:00.000Z',
  payBack: 'card',
  account: null,
  buyerEmail: 'buyer@example.com',
  event: { id: 3, name: 'Logistics Summit' },
  partner: { id: 7, name: 'Harbour Events' },
  attempts: 2,
  failureMessage: 'The card issuer did not answer',
  ...over,
});

describe('PayoutsPage', () => {
  it('lists due payouts, holds a partner with a reason and shows revenue', async () => {
    const api = mockApi({
      'GET /admin/payouts': (call) =>
        answer(
          call.path.includes('status=held')
            ? page([
                payout({
                  blocks: [{ key: 'held', label: 'Payouts are held by Pavilion', detail: 'Review', currency: null }],
                }),
              ])
            : page([payout()]),
        ),
      'POST /admin/partners/7/payouts/hold': answer({
        partnerId: 7,
        held: true,
        reason: 'Chargeback review',
        heldAt: '2030-06-12T00:00:00.000Z',
      }),
      'POST /admin/partners/7/payouts/release': answer({ partnerId: 7, held: false, reason: null, heldAt: null }),
      'GET /admin/refunds': answer(page([])),
      'GET /admin/revenue': answer({
        from: '2030-01-01',
        to: '2030-06-12',
        periods: [
          { period: '2030-06-01', currency: 'USD', fees: 13.5, planFees: 99, sponsorshipFees: 75, total: 187.5 },
        ],
        totals: [{ currency: 'USD', fees: 13.5, planFees: 99, sponsorshipFees: 75, total: 187.5 }],
      }),
    });
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsPage /> }], '/dashboard/payouts');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Hold payouts of Harbour Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold payouts of Harbour Events' });
    await user.type(within(dialog).getByLabelText('Reason (shown to the partner)'), 'Chargeback review');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    await waitFor(() => expect(api.callsTo('POST /admin/partners/7/payouts/hold')).toHaveLength(1));
    expect(api.callsTo('POST /admin/partners/7/payouts/hold')[0].body).toEqual({ reason: 'Chargeback review' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show payouts' }), 'held');
    await user.click(await screen.findByRole('button', { name: 'Release payouts of Harbour Events' }));
    await waitFor(() => expect(api.callsTo('POST /admin/partners/7/payouts/release')).toHaveLength(1));

    const revenue = await screen.findByRole('table', { name: 'Revenue per month and currency' });
    expect(within(revenue).getByRole('row', { name: /Jun 2030/ })).toHaveTextContent('$13.50$99.00$75.00$187.50');
  });

  it('opens the payouts and the refunds at the page and filters of their link, each kept in the URL', async () => {
    const revenue = { from: '2030-01-01', to: '2030-06-12', periods: [], totals: [] };
    const api = mockApi({
      'GET /admin/payouts': () =>
        answer({
          ...page([payout({ partner: { id: 8, name: 'Page Two Events' } })]),
          total: 60,
          page: 2,
          pageSize: 20,
        }),
      'GET /admin/refunds': answer(page([refund({ status: 'refunded', failureMessage: null })])),
      'GET /admin/revenue': answer(revenue),
    });
    const { router } = renderRoutes(
      [{ path: '/dashboard/payouts', element: <PayoutsPage /> }],
      '/dashboard/payouts?page=2&status=held&refunds.status=refunded',
    );
    const user = userEvent.setup({ delay: null });
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(payouts).findByRole('row', { name: /Page Two Events/ })).toBeInTheDocument();
    const asked = (prefix: string) =>
      api.calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path.split('?')[1] ?? '');
    expect(asked('/admin/payouts')).toEqual(['page=2&status=held']);
    expect(asked('/admin/refunds')).toEqual(['status=refunded']);
    expect(screen.getByRole('combobox', { name: 'Show payouts' })).toHaveValue('held');
    expect(screen.getByRole('combobox', { name: 'Show refunds' })).toHaveValue('refunded');
    expect(screen.getByText('Showing 21-40 of 60 payouts')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show payouts' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?refunds.status=refunded&status=failed'));
    await waitFor(() => expect(asked('/admin/payouts').at(-1)).toBe('status=failed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show refunds' }), 'waiting');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(asked('/admin/refunds').at(-1)).toBe('status=waiting'));
  });

  it('shows the revenue of the days its link names, and keeps new days in the URL', async () => {
    const api = mockApi({
      'GET /admin/payouts': answer(page([])),
      'GET /admin/refunds': answer(page([])),
      'GET /admin/revenue': answer({ from: '2030-03-01', to: '2030-03-31', periods: [], totals: [] }),
    });
    const { router } = renderRoutes(
      [{ path: '/dashboard/payouts', element: <PayoutsPage /> }],
      '/dashboard/payouts?revenue.from=2030-03-01&revenue.to=2030-03-31',
    );
    expect(await screen.findByText('No revenue in these dates')).toBeInTheDocument();
    const asked = () =>
      api.calls.filter((c) => c.path.startsWith('/admin/revenue')).map((c) => c.path.split('?')[1] ?? '');
    expect(asked()).toEqual(['from=2030-03-01&to=2030-03-31']);
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2030-03-01');
    fireEvent.change(from, { target: { value: '2030-02-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?revenue.from=2030-02-01&revenue.to=2030-03-31'));
    await waitFor(() => expect(asked().at(-1)).toBe('from=2030-02-01&to=2030-03-31'));
  });

  it('refuses a hold without a reason at the field, sending nothing', async () => {
    const api = mockApi({
      'GET /admin/payouts': answer(page([payout()])),
      'GET /admin/refunds': answer(page([])),
      'GET /admin/revenue': answer({ from: '2030-01-01', to: '2030-06-12', periods: [], totals: [] }),
    });
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsPage /> }], '/dashboard/payouts');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Hold payouts of Harbour Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold payouts of Harbour Events' });
    await user.type(within(dialog).getByLabelText('Reason (shown to the partner)'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    const reason = within(dialog).getByLabelText('Reason (shown to the partner)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give a reason of 5 to 500 characters/));
    expect(reason).toHaveFocus();
    expect(api.callsTo('POST /admin/partners/7/payouts/hold')).toHaveLength(0);
  });

  it('says a payout waits for a bank account in its currency', async () => {
    mockApi({
      'GET /admin/payouts': answer(
        page([
          payout({
            currency: 'GBP',
            blocks: [
              {
                key: 'no-payout-account-in-currency',
                label: 'No bank account in GBP is marked for payouts',
                detail: 'Money in GBP is paid only to a bank account in GBP.',
                currency: 'GBP',
              },
              { key: 'held', label: 'Payouts are held by Pavilion', detail: 'Review', currency: null },
            ],
          }),
        ]),
      ),
      'GET /admin/refunds': answer(page([])),
      'GET /admin/revenue': answer({ from: '2030-01-01', to: '2030-06-12', periods: [], totals: [] }),
    });
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsPage /> }], '/dashboard/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    // Two reasons read as one list in the language, not joined with a semicolon.
    expect(await within(table).findByRole('row', { name: /Harbour Events/ })).toHaveTextContent(
      'No bank account in GBP is marked for payouts (Waits until the partner adds a bank account in GBP; it is never paid to an account in another currency) and ',
    );
  });

  it('lists the refunds waiting with their state in words, and any other state on request', async () => {
    const api = mockApi({
      'GET /admin/payouts': answer(page([])),
      'GET /admin/refunds': (call) =>
        answer(
          call.path.includes('status=refunded')
            ? page([refund({ status: 'refunded', refundedAt: '2030-06-11T10:00:00.000Z', failureMessage: null })])
            : page([refund()]),
        ),
      'GET /admin/revenue': answer({ from: '2030-01-01', to: '2030-06-12', periods: [], totals: [] }),
    });
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsPage /> }], '/dashboard/payouts');
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const row = await within(table).findByRole('row', { name: /buyer@example.com/ });
    expect(row).toHaveTextContent('Logistics Summit (Harbour Events)');
    expect(row).toHaveTextContent('$72.50');
    expect(row).toHaveTextContent(/failed, retrying at .* \(2 attempts\): The card issuer did not answer/);
    expect(within(row).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute(
      'href',
      '/order-details/5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    );
    expect(api.calls.find((c) => c.path.startsWith('/admin/refunds'))?.path).toContain('status=waiting');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show refunds' }), 'refunded');
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('refunded on Jun 11, 2030'),
    );
  });
});

describe('PayoutsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('lists the payouts, the refunds and the revenue in German', async () => {
    mockApi({
      'GET /admin/payouts': answer(page([payout()])),
      'GET /admin/refunds': answer(page([refund()])),
      'GET /admin/revenue': answer({
        from: '2030-01-01',
        to: '2030-06-12',
        periods: [
          { period: '2030-06-01', currency: 'USD', fees: 13.5, planFees: 99, sponsorshipFees: 75, total: 1187.5 },
        ],
        totals: [{ currency: 'USD', fees: 13.5, planFees: 99, sponsorshipFees: 75, total: 1187.5 }],
      }),
    });
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsPage /> }], '/dashboard/payouts');
    expect(
      await screen.findByRole('button', { name: 'Auszahlungen von Harbour Events zurückhalten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Auszahlungen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Zahlbar ab' })).toBeInTheDocument();
    expect(screen.getByText('geplant')).toBeInTheDocument();
    const revenue = await screen.findByRole('table', { name: 'Umsatz nach Monat und Währung' });
    // Months and days as German writes them, never '2030-06'.
    expect(within(revenue).getByRole('row', { name: /Juni 2030/ })).toHaveTextContent('1.187,50');
    expect(screen.getAllByRole('cell', { name: '12.06.2030' }).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/\b2030-06/);
    expect(await screen.findByText(/\(2 Versuche\)/)).toBeInTheDocument();
  });
});
