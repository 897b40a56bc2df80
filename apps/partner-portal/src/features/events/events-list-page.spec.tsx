/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerEventRow } from '@pavilion/domain';
import { testEventCard } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventsListPage } from './events-list-page';

function row(overrides: Partial<TPartnerEventRow> = {}): TPartnerEventRow {
  return {
    ...testEventCard(),
    status: 'APPROVED',
    capacity: 120,
    ticketsSold: 45,
    currentVersionStatus: 'APPROVED',
    hasPendingChanges: false,
    cancelled: false,
    timeZone: 'Europe/London',
    ...overrides,
  };
}

const renderList = (path = '/dashboard/events') =>
  renderPartnerPage([{ path: '/dashboard/events', element: <EventsListPage /> }], path);

/** The query strings GET /partner/events/ was asked with, in order. */
const queries = (server: ReturnType<typeof mockApi>) =>
  server.calls.filter((c) => c.path.startsWith('/partner/events/')).map((c) => c.path.split('?')[1] ?? '');

describe('EventsListPage', () => {
  it('shows the events as cards with their status, sales and a link to their page', async () => {
    mockApi({
      'GET /partner/events/': answer(
        paged(
          [
            row(),
            row({ id: 11, name: 'Port Expo', status: 'PENDING', hasPendingChanges: true }),
            row({ id: 12, name: 'Harbour Forum', cancelled: true }),
          ],
          { pageSize: 12 },
        ),
      ),
    });
    renderList();
    const card = await screen.findByRole('article', { name: 'Port Expo' });
    expect(within(card).getByText('PENDING')).toBeInTheDocument();
    expect(within(card).getByText('Changes waiting for review')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Port Expo' })).toHaveAttribute('href', '/partner/event-details/11');
    const summit = screen.getByRole('article', { name: 'FinTech Summit' });
    expect(within(summit).getByText('APPROVED')).toBeInTheDocument();
    expect(within(summit).getByText('45 of 120 tickets sold')).toBeInTheDocument();
    expect(within(summit).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Harbour Forum' })).getByText('Cancelled')).toBeInTheDocument();
    // The day where the event happens (08:00 UTC on Sep 1 is Sep 1 in London).
    expect(within(summit).getByText('Mon, Sep 1, 2025')).toBeInTheDocument();
  });

  it('asks the server for each sort, search and page, and keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      'GET /partner/events/': ({ path }) => {
        const page = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? 1);
        return answer(
          paged([row({ id: page * 100, name: `Event on page ${page}` })], { total: 30, page, pageSize: 12 }),
        );
      },
    });
    const { router } = renderList();
    await screen.findByRole('article', { name: 'Event on page 1' });
    expect(queries(server)).toEqual(['']);

    // Capacity starts ascending; clicked again it flips.
    await user.click(screen.getByRole('button', { name: 'Capacity' }));
    await waitFor(() => expect(queries(server).at(-1)).toBe('sort=capacity'));
    await user.click(screen.getByRole('button', { name: 'Capacity, ascending' }));
    await waitFor(() => expect(queries(server).at(-1)).toBe('sort=capacity&direction=desc'));
    expect(screen.getByRole('button', { name: 'Capacity, descending' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'harbour{Enter}');
    await waitFor(() => expect(queries(server).at(-1)).toBe('sort=capacity&direction=desc&q=harbour'));

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await screen.findByRole('article', { name: 'Event on page 2' });
    expect(queries(server).at(-1)).toBe('page=2&sort=capacity&direction=desc&q=harbour');
    expect(router.state.location.search).toBe('?page=2&sort=capacity&direction=desc&q=harbour');
    expect(screen.getByText('Showing 13-24 of 30 events')).toBeInTheDocument();
  });

  it('reads the list from the URL it is opened with', async () => {
    const server = mockApi({
      'GET /partner/events/': answer(paged([row()], { total: 1, pageSize: 12 })),
    });
    renderList('/dashboard/events?sort=ticketsSold&direction=desc&status=PENDING');
    await screen.findByRole('article', { name: 'FinTech Summit' });
    expect(queries(server)).toEqual(['sort=ticketsSold&direction=desc&status=PENDING']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
    expect(screen.getByRole('button', { name: 'Tickets sold, descending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('invites a partner without events to create one, and offers to clear a search that found none', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({ 'GET /partner/events/': answer(paged([], { pageSize: 12 })) });
    const { unmount } = renderList();
    expect(await screen.findByRole('heading', { name: 'No events yet. Create your first event.' })).toBeInTheDocument();
    unmount();

    renderList('/dashboard/events?q=nothing');
    expect(
      await screen.findByRole('heading', { name: 'No events found matching your search criteria' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all events' }));
    await waitFor(() => expect(queries(server).at(-1)).toBe(''));
  });

  it("says 'Failed to fetch events' with the server's words, and 'Try again' asks again", async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const server = mockApi({
      'GET /partner/events/': () =>
        fail ? answer({ error: 'The service is busy', code: 'INTERNAL' }, 503) : answer(paged([row()])),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch events');
    expect(alert).toHaveTextContent('The service is busy');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'FinTech Summit' })).toBeInTheDocument();
    expect(queries(server)).toHaveLength(2);
  });
});
