/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import type { TAdminJob, TAdminJobKinds } from '@pavilion/domain';
import { paged, renderRoutes } from '@pavilion/features-page-kit/testing';
import JobsPage from './jobs-page';

jest.setTimeout(30_000);

const FAILED_ID = '6f1c2a4e-8d1b-4b7a-9a51-1f0c2d3e4a5b';

const job = (over: Partial<TAdminJob> = {}): TAdminJob => ({
  id: '0b8e8f2c-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
  kind: 'outbox',
  state: 'completed',
  retries: 0,
  createdAt: '2030-03-04T10:00:00.000Z',
  runAfter: '2030-03-04T10:00:00.000Z',
  startedAt: '2030-03-04T10:00:01.000Z',
  completedAt: '2030-03-04T10:00:02.000Z',
  error: null,
  ...over,
});

const failed = job({
  id: FAILED_ID,
  kind: 'payouts',
  state: 'failed',
  retries: 3,
  completedAt: null,
  error: 'The payout provider did not answer',
});

const kinds: TAdminJobKinds = {
  items: [
    { kind: 'outbox', counts: { queued: 1, retrying: 0, running: 0, completed: 42, failed: 0 } },
    { kind: 'payouts', counts: { queued: 0, retrying: 2, running: 1, completed: 3, failed: 1 } },
  ],
};

function mockPage(routes: Record<string, MockHandler | MockAnswer> = {}) {
  return mockApi({
    'GET /admin/jobs/kinds': answer(kinds),
    'GET /admin/jobs': answer(paged([job(), failed])),
    ...routes,
  });
}

const renderPage = (path = '/jobs') => renderRoutes([{ path: '/jobs', element: <JobsPage /> }], path);
const rounds = () => screen.findByRole('table', { name: /^Rounds of background work, newest first/ });

describe('JobsPage', () => {
  it('counts each kind by state and lists the rounds, a failed one with its error and retries', async () => {
    mockPage();
    renderPage();
    const counts = await screen.findByRole('table', { name: /^Rounds of each kind by state/ });
    const payouts = within(counts).getByRole('row', { name: /payouts/ });
    expect(
      within(payouts)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2', '1', '3', '1']);
    const table = await rounds();
    const row = within(table).getByRole('row', { name: /payouts/ });
    expect(row).toHaveTextContent('Failed (3 retries)');
    expect(row).toHaveTextContent('The payout provider did not answer');
    expect(within(row).getByRole('button', { name: /Retry the round of payouts created/ })).toBeInTheDocument();
    // A round that did not fail has nothing to retry.
    const done = within(table).getByRole('row', { name: /outbox/ });
    expect(done).toHaveTextContent('Completed in the last hour');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by kind and state on the server, the filters in the URL', async () => {
    const api = mockPage({
      'GET /admin/jobs?kind=payouts&state=failed': answer(paged([failed])),
      'GET /admin/jobs?kind=payouts': answer(paged([failed])),
    });
    renderPage('/jobs?state=failed');
    await rounds();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('failed');
    expect(api.callsTo('GET /admin/jobs?state=failed')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'payouts');
    await waitFor(() => expect(api.callsTo('GET /admin/jobs?kind=payouts&state=failed')).toHaveLength(1));
    // A kind's name in the counts narrows the rounds to it too.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'all');
    await waitFor(() => expect(api.callsTo('GET /admin/jobs?kind=payouts')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Show rounds of outbox' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/jobs?kind=outbox')).toBe(true));
  });

  it('retries a failed round once the administrator confirms, and says so', async () => {
    let listed = 0;
    const api = mockPage({
      'GET /admin/jobs': () => {
        listed += 1;
        return answer(paged([listed === 1 ? failed : { ...failed, state: 'queued' as const, error: null }]));
      },
      [`POST /admin/jobs/payouts/${FAILED_ID}/retry`]: answer({ ...failed, state: 'queued', error: null }),
    });
    renderPage();
    const table = await rounds();
    await userEvent.click(within(table).getByRole('button', { name: /Retry the round of payouts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this round of payouts?' });
    expect(dialog).toHaveTextContent('It failed with: The payout provider did not answer');
    // Leaving it failed sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave it failed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Retry the round of payouts/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry the round' }));
    const said = await screen.findByText('The round of payouts is queued again: a worker runs it shortly.');
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo(`POST /admin/jobs/payouts/${FAILED_ID}/retry`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again: the round is queued now.
    await waitFor(() => expect(within(table).getByRole('row', { name: /payouts/ })).toHaveTextContent('Queued'));
  });

  it('shows why a retry was refused in the dialog, and the round stays as it was', async () => {
    mockPage({
      [`POST /admin/jobs/payouts/${FAILED_ID}/retry`]: answer(
        { error: 'A round of this kind is already waiting to run: it does the same work', code: 'CONFLICT' },
        409,
      ),
    });
    renderPage();
    const table = await rounds();
    await userEvent.click(within(table).getByRole('button', { name: /Retry the round of payouts/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry the round' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The round was not retried');
    expect(alert).toHaveTextContent('A round of this kind is already waiting to run');
    expect(within(table).getByRole('row', { name: /payouts/ })).toHaveTextContent('Failed (3 retries)');
  });
});
