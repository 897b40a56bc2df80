/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import HeroSearchForm from './hero-search-form';
import { homeSearchHref, sectorsMatching } from './home-search';

jest.setTimeout(20_000);

function renderHero() {
  return renderRoutes(
    [
      { path: '/', element: <HeroSearchForm /> },
      { path: '/events', element: <h1>Results</h1> },
    ],
    '/',
  );
}

describe('home search', () => {
  it('filters sectors by name ignoring case', () => {
    const sectors = [{ name: 'Technology & IT' }, { name: 'Healthcare' }, { name: 'Biotechnology' }];
    expect(sectorsMatching(sectors, '  TECH ')).toEqual([{ name: 'Technology & IT' }, { name: 'Biotechnology' }]);
    expect(sectorsMatching(sectors, '')).toEqual(sectors);
  });

  it('links to /events with locationId and sectors, empty when unset', () => {
    expect(homeSearchHref(12, 3)).toBe('/events?locationId=12&sectors=3');
    expect(homeSearchHref(null, null)).toBe('/events?locationId=&sectors=');
  });

  it('searches places only from 2 characters, then opens the results for the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /options/': answer(TEST_OPTIONS),
      'POST /autocomplete/places-query': (call) =>
        answer({
          results:
            (call.body as { query: string }).query === 'Lo'
              ? [{ id: 1, name: 'London, United Kingdom', kind: 'city' }]
              : [],
        }),
    });
    const { router } = renderHero();
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'L');
    expect(await screen.findByText('Enter at least 2 characters to search')).toBeInTheDocument();
    await user.type(location, 'o');
    await user.click(await screen.findByRole('option', { name: /London, United Kingdom/ }));
    expect(api.callsTo('POST /autocomplete/places-query').map((call) => call.body)).toEqual([{ query: 'Lo' }]);
    // Headless UI gives the focus back to the place's input in the next frame; a person's next click comes
    // later, so the sector is typed after that frame (before it, the frame would take the focus from it).
    await new Promise((resolve) => requestAnimationFrame(resolve));

    const sector = screen.getByRole('combobox', { name: 'Sector' });
    await user.type(sector, 'HEALTH');
    await user.click(await screen.findByRole('option', { name: 'Healthcare' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(router.state.location.search).toBe('?locationId=1&sectors=7');
  });

  it("says 'No options found' when no place or sector matches", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /options/': answer(TEST_OPTIONS), 'POST /autocomplete/places-query': answer({ results: [] }) });
    renderHero();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Xyz');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('combobox', { name: 'Sector' }), 'zzz');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
  });

  it('shows a failed place search in words', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /options/': answer(TEST_OPTIONS),
      'POST /autocomplete/places-query': answer({ error: 'Search is unavailable', code: 'X' }, 503),
    });
    renderHero();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Lon');
    expect(await screen.findByText('Search is unavailable')).toBeInTheDocument();
  });
});
