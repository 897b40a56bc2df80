/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { PAYOUT_CURRENCY_MESSAGES, type TFinances, type TPayoutDetail } from '@pavilion/domain';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { FinancesPage } from './finances-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const PAYOUT_ID = '6f1c2a53-7f57-4f55-9a26-0f1de4b0f001';
const starter = { key: 'starter', name: 'Starter', monthlyPrice: 99, currency: 'USD', maxLiveEvents: 3 } as const;
const growth = { key: 'growth', name: 'Growth', monthlyPrice: 249, currency: 'USD', maxLiveEvents: 15 } as const;

const finances: TFinances = {
  balances: [{ currency: 'USD', pending: 500, available: -20, inPayouts: 0, total: 480 }],
  upcoming: [{ currency: 'USD', payableOn: '2030-06-12', amount: 500, events: [{ id: 4, name: 'Logistics Summit' }] }],
  openPayouts: [],
  plan: { current: starter, next: null, liveEvents: 2 },
  fee: { percent: 5, fixedPerTicket: 0.5, upcoming: null },
  blocks: [{ key: 'contract-not-signed', label: 'The partner contract is not signed', detail: null, currency: null }],
  payoutDelayBusinessDays: 3,
};

const payout: TPayoutDetail = {
  id: PAYOUT_ID,
  status: 'paid',
  amount: 226.5,
  currency: 'USD',
  payableOn: '2030-05-15',
  bankAccount: '**** 5432',
  events: ['Harbour Forum'],
  eventCount: 1,
  paidAt: '2030-05-15T08:00:00.000Z',
  failureMessage: null,
  createdAt: '2030-05-15T08:00:00.000Z',
  lines: [
    { kind: 'sales', description: 'Ticket sales: Harbour Forum', eventId: 3, amount: 250 },
    { kind: 'fees', description: 'Platform fees: Harbour Forum', eventId: 3, amount: -23.5 },
  ],
  reference: 'sim_po_1',
};

function render(
  role: 'owner' | 'member' = 'owner',
  payouts = [payout],
  read: TFinances = finances,
  path = '/dashboard/finances',
) {
  const api = mockApi({
    'GET /partner/finances': answer(read),
    'GET /partner/payouts': (call) => {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const page = Number(query.get('page') ?? 1);
      return answer(paged(payouts, { page, total: payouts.length ? 40 : 0, pageSize: 20 }));
    },
    [`GET /partner/payouts/${PAYOUT_ID}`]: answer(payout),
    'GET /partner/plans': answer({ items: [starter, growth] }),
    'GET /partner/profile': answer({ role }),
    'PUT /partner/plan': answer({ current: starter, next: { ...growth, from: '2030-07-01' }, liveEvents: 2 }),
  });
  const { router } = renderPartnerPage([{ path: '/dashboard/finances', element: <FinancesPage /> }], path);
  return { api, router };
}

/** The query strings the payout history was asked with, in order. */
const payoutQueries = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => /^\/partner\/payouts(\?|$)/.test(c.path)).map((c) => c.path.split('?')[1] ?? '');

describe('FinancesPage', () => {
  it('shows balances, what blocks payouts and the upcoming payout with its day', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Finances' })).toBeInTheDocument();
    expect(screen.getByText('The partner contract is not signed')).toBeInTheDocument();
    const balances = screen.getByRole('table', { name: 'Balances per currency' });
    expect(within(balances).getByRole('row', { name: /USD/ })).toHaveTextContent('$500.00-$20.00$0.00$480.00');
    expect(screen.getByText(/\$500\.00 becomes payable on Jun 12, 2030 for Logistics Summit/)).toBeInTheDocument();
    expect(screen.getByText(/Platform fee: 5 % of each paid ticket plus 0.50/)).toBeInTheDocument();
    expect(screen.queryByText(/as we told you by email/)).toBeNull();
  });

  it('shows the next platform fee announced, and from when', async () => {
    render('owner', [payout], {
      ...finances,
      fee: {
        percent: 5,
        fixedPerTicket: 0.5,
        upcoming: { percent: 6, fixedPerTicket: 0.5, appliesFrom: '2030-08-01T09:00:00.000Z' },
      },
    });
    expect(
      await screen.findByText('From August 1, 2030: 6 % of each paid ticket plus 0.50, as we told you by email.'),
    ).toBeInTheDocument();
  });

  it('says which currency waits for a bank account in its currency, and links to the bank accounts', async () => {
    render('owner', [payout], {
      ...finances,
      blocks: [
        {
          key: 'no-payout-account-in-currency',
          label: PAYOUT_CURRENCY_MESSAGES.blockLabel({ currency: 'GBP' }),
          detail: PAYOUT_CURRENCY_MESSAGES.blockDetail({ currency: 'GBP' }),
          currency: 'GBP',
        },
      ],
    });
    expect(await screen.findByText('Payouts in some currencies are on hold until:')).toBeInTheDocument();
    expect(screen.getByText(/No bank account in GBP is marked for payouts/)).toHaveTextContent(
      'Money in GBP is paid only to a bank account in GBP',
    );
    expect(screen.getByRole('link', { name: 'Add a bank account in GBP' })).toHaveAttribute(
      'href',
      expect.stringMatching(/bank-accounts$/),
    );
  });

  it('opens a payout statement with its lines and the CSV and PDF links, from the keyboard', async () => {
    render();
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Statement of the payout of $226.50' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Payout statement' });
    expect(await within(dialog).findByRole('cell', { name: 'Ticket sales: Harbour Forum' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '-$23.50' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/partner/payouts/${PAYOUT_ID}/statement\\.csv$`)),
    );
    expect(within(dialog).getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/statement\.pdf$/),
    );
  });

  it('names a few events of a payout of many and says how many more it pays', async () => {
    const names = ['Harbour Forum 1', 'Harbour Forum 2', 'Harbour Forum 3', 'Harbour Forum 4', 'Harbour Forum 5'];
    render('owner', [{ ...payout, events: names, eventCount: 1_700 }]);
    const history = await screen.findByRole('table', { name: 'Payouts' });
    expect(
      await within(history).findByRole('cell', { name: `${names.join(', ')} and 1,695 more` }),
    ).toBeInTheDocument();
  });

  it('opens the payout history at the page and status of its link, and keeps a new filter in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = render('owner', [payout], finances, '/dashboard/finances?page=2&status=paid');
    const history = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(history).findByRole('cell', { name: 'Harbour Forum' })).toBeInTheDocument();
    expect(payoutQueries(api)).toEqual(['page=2&status=paid']);
    expect(screen.getByText('Showing 21-40 of 40 payouts')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(screen.getByRole('button', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(payoutQueries(api).at(-1)).toBe('status=failed'));

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&status=failed'));
    await waitFor(() => expect(payoutQueries(api).at(-1)).toBe('page=2&status=failed'));
  });

  it('offers the whole history again when a status has no payouts', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = render('owner', [], finances, '/dashboard/finances?status=failed');
    expect(await screen.findByRole('heading', { name: 'No payouts with this status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all payouts' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
  });

  it('lets the owner change the plan, sending the chosen plan', async () => {
    const { api } = render('owner');
    const user = userEvent.setup({ delay: null });
    const select = await screen.findByRole('combobox', { name: 'Listing plan' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'growth');
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ plan: 'growth' });
  });

  it('shows a team member the plan without the control', async () => {
    render('member');
    expect(await screen.findByText(/Your plan: Starter/)).toBeInTheDocument();
    // What counts as live, in the words the plan's limit is checked by.
    expect(
      screen.getByText(
        'An event is live from the moment it is submitted for review until it ends or is cancelled; a rejected event does not count.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Only the account owner changes the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Listing plan' })).not.toBeInTheDocument();
  });
});
