/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues, setLocaleSource, type TAdminEventRow } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { EventsPage } from './events-page';

jest.setTimeout(20_000);

const ROW: TAdminEventRow = {
  id: 5,
  name: 'Nordic Energy Summit',
  tagline: 'Offshore wind, hydrogen and the grid',
  thumbnailImageUrl: '/api/files/t1',
  status: 'PENDING',
  startDateTime: '2030-09-01T08:00:00.000Z',
  endDateTime: '2030-09-02T16:00:00.000Z',
  venue: { id: 3, name: 'Oslo Spektrum' },
  city: 'Oslo',
  partner: { id: 2, name: 'Nordic Offshore', status: 'APPROVED' },
  capacity: 800,
  ticketsSold: 120,
  public: false,
  changesWaiting: false,
};
const page = (items: TAdminEventRow[], total = items.length) => answer({ items, total, page: 1, pageSize: 20 });

describe('EventsPage', () => {
  it('shows each row with its thumbnail, name, badge, start, venue and tagline', async () => {
    mockApi({ 'GET /admin/events/': page([ROW]) });
    renderRoutes([{ path: '/dashboard/events', element: <EventsPage /> }], '/dashboard/events');
    const row = (await screen.findByRole('link', { name: 'Nordic Energy Summit' })).closest('li')!;
    expect(within(row).getByText('PENDING')).toBeInTheDocument();
    expect(within(row).getByText(/Sep 1, 2030/)).toBeInTheDocument();
    expect(within(row).getByText(/Oslo Spektrum, Oslo/)).toBeInTheDocument();
    expect(within(row).getByText('Offshore wind, hydrogen and the grid')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/api/files/t1');
    expect(screen.getByRole('link', { name: 'Nordic Energy Summit' })).toHaveAttribute('href', '/event-details/5');
  });

  it('asks the server for the chosen status, sort and direction', async () => {
    const api = mockApi({ 'GET /admin/events/': page([ROW]) });
    renderRoutes([{ path: '/dashboard/events', element: <EventsPage /> }], '/dashboard/events');
    await screen.findByRole('link', { name: 'Nordic Energy Summit' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    // The spec's rule: a new sort starts ascending; choosing it again flips the direction.
    await userEvent.click(screen.getByRole('button', { name: 'Tickets Sold' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tickets Sold, ascending' }));
    await screen.findByRole('button', { name: 'Tickets Sold, descending' });
    const last = new URLSearchParams(api.calls.at(-1)!.path.split('?')[1]);
    expect(Object.fromEntries(last)).toEqual({ status: 'PENDING', sort: 'ticketsSold', direction: 'desc' });
  });

  it('says when nothing matches, and offers Try again on a failure', async () => {
    mockApi({ 'GET /admin/events/': page([]) });
    const { unmount } = renderRoutes([{ path: '/dashboard/events', element: <EventsPage /> }], '/dashboard/events');
    expect(await screen.findByText('No events found matching your search criteria')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /admin/events/': answer({ error: 'Database unavailable' }, 503) });
    renderRoutes([{ path: '/dashboard/events', element: <EventsPage /> }], '/dashboard/events');
    expect(await screen.findByText('Failed to fetch events')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('EventsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the rows, their figures and the controls in German', async () => {
    mockApi({ 'GET /admin/events/': page([{ ...ROW, ticketsSold: 1200, capacity: 1 }]) });
    renderRoutes([{ path: '/dashboard/events', element: <EventsPage /> }], '/dashboard/events');
    const row = (await screen.findByRole('link', { name: 'Nordic Energy Summit' })).closest('li')!;
    expect(within(row).getByText('AUSSTEHEND')).toBeInTheDocument();
    expect(within(row).getByText('1.200 Tickets verkauft · Kapazität 1')).toBeInTheDocument();
    expect(within(row).getByText(/1\. Sept?\. 2030/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verkaufte Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'GENEHMIGT' })).toBeInTheDocument();
  });
});
