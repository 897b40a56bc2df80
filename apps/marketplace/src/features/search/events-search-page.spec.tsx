/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type RecordedCall } from '@pavilion/api-client/testing';
import { settingsAnswer, ZSettings, type TOptionsResponse } from '@pavilion/domain';
import { renderRoutes, sessionOf, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { testResults } from '../../testing/events';
import EventsSearchPage from './events-search-page';
import { inLanguage } from '@pavilion/domain/testing';

const OPTIONS: TOptionsResponse = {
  ...TEST_OPTIONS,
  sectors: [
    { id: 3, name: 'Technology', sectorSubtypes: [{ id: 31, name: 'Cybersecurity' }] },
    { id: 7, name: 'Healthcare', sectorSubtypes: [{ id: 71, name: 'Medical devices' }] },
  ],
  eventTypes: [
    { id: 1, name: 'Conference' },
    { id: 2, name: 'Trade Show' },
  ],
};

type Body = Record<string, unknown>;

// The page renders every filter (calendar, lists) at once; jsdom needs time for that.
jest.setTimeout(30_000);

function setUp(
  results: (body: Body) => ReturnType<typeof answer> = (body) => answer(testResults(3, Number(body.page))),
  more: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    ...more,
    'GET /options/': answer(OPTIONS),
    'GET /options/location/1': answer({ id: 1, name: 'London, United Kingdom' }),
    'POST /events/filtered': (call: RecordedCall) => results(call.body as Body),
  });
  const searches = () => api.callsTo('POST /events/filtered').map((call) => call.body as Body);
  return { api, searches };
}

const renderSearch = (path: string) => renderRoutes([{ path: '/events', element: <EventsSearchPage /> }], path);
const query = (router: ReturnType<typeof renderSearch>['router']) => new URLSearchParams(router.state.location.search);

describe('EventsSearchPage', () => {
  it("reads home's locationId and sectors and searches with them", async () => {
    const { searches } = setUp();
    renderSearch('/events?locationId=1&sectors=3');
    expect(await screen.findByText('3 events found')).toBeInTheDocument();
    expect(searches()[0]).toEqual({
      locationId: 1,
      sectorIds: [3],
      eventSizeMetric: 'sqm',
      ticketCurrency: 'USD',
      sortCriteria: 'date',
      sortDirection: 'asc',
      page: 1,
      pageSize: 20,
    });
    expect(await screen.findByDisplayValue('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Technology' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('keeps each filter change in the URL, and Back and Forward restore the search', async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = setUp();
    const { router } = renderSearch('/events');
    await screen.findByText('3 events found');

    await user.click(await screen.findByRole('checkbox', { name: 'Healthcare' }));
    await waitFor(() => expect(query(router).get('sectorIds')).toBe('7'));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sectorIds: [7], page: 1 }));

    await user.click(screen.getByRole('button', { name: /^Event type/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Trade Show' }));
    await waitFor(() => expect(query(router).get('eventTypeIds')).toBe('2'));
    expect(screen.getByRole('button', { name: /^Event type \(1 selected\)/ })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(query(router).get('eventTypeIds')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Healthcare' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trade Show' })).not.toBeChecked();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Healthcare' })).not.toBeChecked();

    await act(() => router.navigate(1));
    expect(screen.getByRole('checkbox', { name: 'Healthcare' })).toBeChecked();
  });

  it('flips the direction of the current sort and starts a new one ascending', async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = setUp();
    const { router } = renderSearch('/events');
    await screen.findByText('3 events found');
    // Date ascending is the default, and the URL leaves it out; recommended is a choice.
    const date = screen.getByRole('button', { name: 'Date, ascending' });
    expect(date).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Recommended' })).toHaveAttribute('aria-pressed', 'false');
    expect(searches()[0]).toMatchObject({ sortCriteria: 'date', sortDirection: 'asc' });

    await user.click(date);
    await waitFor(() => expect(query(router).get('sortDirection')).toBe('desc'));
    expect(screen.getByRole('button', { name: 'Date, descending' })).toBeInTheDocument();
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sortCriteria: 'date', sortDirection: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Recommended' }));
    await waitFor(() => expect(query(router).get('sortCriteria')).toBe('recommended'));
    expect(query(router).get('sortDirection')).toBeNull();
    expect(screen.getByRole('button', { name: 'Recommended, ascending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sortCriteria: 'recommended', sortDirection: 'asc' }));

    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(query(router).get('sortCriteria')).toBe('price'));
    expect(query(router).get('sortDirection')).toBeNull();
    expect(screen.getByRole('button', { name: 'Price, ascending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Date' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sortCriteria: 'price', sortDirection: 'asc' }));
  });

  it('searches by keyword', async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = setUp();
    const { router } = renderSearch('/events');
    await screen.findByText('3 events found');
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), '  fintech summit ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(query(router).get('query')).toBe('fintech summit'));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ query: 'fintech summit' }));
  });

  it("counts a click on a result's card for the ranking, by its title or View Details", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setUp(undefined, { 'POST /events/1/click': answer(undefined, 204) });
    const { router } = renderRoutes(
      [
        { path: '/events', element: <EventsSearchPage /> },
        { path: '/events/:id', element: <p>The event page</p> },
      ],
      '/events',
    );
    const card = await screen.findByRole('article', { name: 'Event 1' });
    await user.click(within(card).getByRole('link', { name: 'Event 1' }));
    await screen.findByText('The event page');
    await waitFor(() => expect(api.callsTo('POST /events/1/click')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/events/1');
  });

  it('loads more results page by page and keeps the pages in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = setUp((body) => answer(testResults(25, Number(body.page))));
    const { router } = renderSearch('/events');
    expect(await screen.findByText('25 events found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(query(router).get('page')).toBe('2');
    expect(searches().at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "about" for an estimated total and offers more while pages come back full', async () => {
    const user = userEvent.setup({ delay: null });
    // The server estimated 1,200 matches; there are really 30.
    setUp((body) => answer({ ...testResults(30, Number(body.page)), total: 1200, totalIsEstimate: true }));
    renderSearch('/events');
    expect(await screen.findByText('about 1,200 events found')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of about 1,200')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    // The second page came back short: that was the last one, whatever the estimate said.
    expect(screen.getByText('Showing 30 of about 1,200')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows both pages again when opened at page=2', async () => {
    setUp((body) => answer(testResults(25, Number(body.page))));
    renderSearch('/events?page=2');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
  });

  it('says when nothing matches', async () => {
    setUp(() => answer(testResults(0)));
    renderSearch('/events?sectorIds=7');
    expect(await screen.findByText('No events found matching your search criteria')).toBeInTheDocument();
  });

  it('shows a failed search in words and can try again', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    setUp((body) =>
      fail
        ? answer({ error: 'Please choose a valid option', code: 'VALIDATION' }, 400)
        : answer(testResults(2, Number(body.page))),
    );
    renderSearch('/events');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch events');
    expect(alert).toHaveTextContent('Please choose a valid option');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
  });

  it('checks the price range with the domain schema before applying it', async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = setUp();
    const { router } = renderSearch('/events');
    await screen.findByText('3 events found');
    await user.click(screen.getByRole('button', { name: /^Price range/ }));
    await user.type(screen.getByLabelText('Minimum price'), '500');
    await user.type(screen.getByLabelText('Maximum price'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('Maximum price must be greater than or equal to minimum price')).toBeInTheDocument();
    expect(query(router).get('minPrice')).toBeNull();

    await user.clear(screen.getByLabelText('Maximum price'));
    await user.type(screen.getByLabelText('Maximum price'), '750.5');
    await user.selectOptions(screen.getByLabelText('Ticket currency'), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=500&maxPrice=750.5&ticketCurrency=GBP'));
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ minPrice: 500, maxPrice: 750.5, ticketCurrency: 'GBP' }),
    );
  });

  it('adds and removes attendee countries, and says when no country matches', async () => {
    const user = userEvent.setup({ delay: null });
    setUp();
    const { router } = renderSearch('/events');
    await screen.findByText('3 events found');
    await user.click(screen.getByRole('button', { name: /^Attendee countries/ }));
    const input = screen.getByRole('combobox', { name: 'Attendee countries' });
    await user.type(input, 'zzz');
    expect(await screen.findByText('No countries found')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'germ');
    // By name only: an emoji flag shows as two letters or an empty box without an emoji font.
    expect((await screen.findByRole('option', { name: /Germany/ })).textContent).toBe('Germany');
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(query(router).get('attendeeCountryIds')).toBe('49'));
    await user.click(screen.getByRole('button', { name: 'Remove Germany' }));
    await waitFor(() => expect(query(router).get('attendeeCountryIds')).toBeNull());
  });

  describe("a signed-in person's settings", () => {
    // Events per page 50 and Default currency EUR, as saved on the settings page.
    const signedIn = {
      'GET /session': answer(sessionOf('attendee')),
      'GET /settings': answer(
        settingsAnswer(ZSettings.parse({ portfolio: { maxEventsPerPage: 50, defaultCurrency: 'EUR' } })),
      ),
    };

    it('are the page size and the currency shown first when the URL does not name them', async () => {
      const user = userEvent.setup({ delay: null });
      const { searches } = setUp(undefined, signedIn);
      const { router } = renderSearch('/events');
      await screen.findByText('3 events found');
      // The first search already has them: none is run with 20 and USD before the settings arrive.
      expect(searches()).toHaveLength(1);
      expect(searches()[0]).toMatchObject({ pageSize: 50, ticketCurrency: 'EUR', page: 1 });
      await user.click(screen.getByRole('button', { name: /^Price range/ }));
      expect(screen.getByLabelText('Ticket currency')).toHaveValue('EUR');

      // Their own currency stays out of the URL; USD chosen over it is kept there.
      await user.type(screen.getByLabelText('Minimum price'), '10');
      await user.click(screen.getByRole('button', { name: 'Apply price' }));
      await waitFor(() => expect(router.state.location.search).toBe('?minPrice=10'));
      await waitFor(() =>
        expect(searches().at(-1)).toMatchObject({ minPrice: 10, ticketCurrency: 'EUR', pageSize: 50 }),
      );
      await user.selectOptions(screen.getByLabelText('Ticket currency'), 'USD');
      await user.click(screen.getByRole('button', { name: 'Apply price' }));
      await waitFor(() => expect(router.state.location.search).toBe('?minPrice=10&ticketCurrency=USD'));
      await waitFor(() => expect(searches().at(-1)).toMatchObject({ ticketCurrency: 'USD', pageSize: 50 }));
    });

    it('give way to a URL that names the page size and currency', async () => {
      const { searches } = setUp(undefined, signedIn);
      renderSearch('/events?ticketCurrency=GBP&pageSize=10');
      await screen.findByText('3 events found');
      expect(searches()).toEqual([expect.objectContaining({ pageSize: 10, ticketCurrency: 'GBP' })]);
    });

    it('leave a visitor with 20 events a page in USD', async () => {
      const { api, searches } = setUp(undefined, { 'GET /session': answer(sessionOf('visitor')) });
      renderSearch('/events');
      await screen.findByText('3 events found');
      expect(searches()[0]).toMatchObject({ pageSize: 20, ticketCurrency: 'USD' });
      expect(api.callsTo('GET /settings')).toHaveLength(0);
    });
  });
});

describe('EventsSearchPage in German', () => {
  inLanguage('de');

  it('names the filters, the sort and the results in German', async () => {
    setUp((body) => answer({ ...testResults(30, Number(body.page)), total: 1200, totalIsEstimate: true }));
    renderSearch('/events');
    expect(await screen.findByText('etwa 1.200 Veranstaltungen gefunden')).toBeInTheDocument();
    expect(screen.getByText('20 von etwa 1.200')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen finden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Veranstaltungen nach Stichwort suchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Teilnahmeform/ })).toBeInTheDocument();
  });
});
