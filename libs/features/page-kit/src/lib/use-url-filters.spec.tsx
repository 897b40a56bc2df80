/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ZInsightsQuery, ZRevenueQuery } from '@pavilion/domain';
import { useUrlFilters, type UrlFilters } from './use-url-filters';

let insights: UrlFilters<typeof ZInsightsQuery>;
let revenue: UrlFilters<typeof ZRevenueQuery>;

function Views() {
  insights = useUrlFilters(ZInsightsQuery, { defaults: { from: '2030-05-01', to: '2030-05-30' } });
  revenue = useUrlFilters(ZRevenueQuery, { prefix: 'revenue', defaults: { from: '2030-01-01', to: '2030-05-30' } });
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/view', element: <Views /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return () => router.state.location.search;
}

describe('useUrlFilters', () => {
  it('shows the defaults and leaves them out of the URL', () => {
    const search = renderAt('/view');
    expect(insights.values).toEqual({ from: '2030-05-01', to: '2030-05-30', eventId: undefined });
    expect(insights.filtered).toBe(false);
    expect(search()).toBe('');
  });

  it('reads each view from the URL under its prefix, and a value the schema refuses as the default', () => {
    renderAt('/view?eventId=4&from=someday&revenue.from=2029-01-01');
    expect(insights.values).toEqual({ from: '2030-05-01', to: '2030-05-30', eventId: '4' });
    expect(insights.filtered).toBe(true);
    expect(revenue.values).toEqual({ from: '2029-01-01', to: '2030-05-30' });
  });

  it('writes a change under its prefix, a default or a blank taking the filter out, and resets', () => {
    const search = renderAt('/view?eventId=4');
    act(() => revenue.setFilters({ from: '2029-06-01' }));
    expect(search()).toBe('?eventId=4&revenue.from=2029-06-01');
    act(() => insights.setFilters({ eventId: '', to: '2030-05-20' }));
    expect(search()).toBe('?revenue.from=2029-06-01&to=2030-05-20');
    act(() => insights.setFilters({ to: '2030-05-30' }));
    expect(search()).toBe('?revenue.from=2029-06-01');
    act(() => revenue.reset());
    expect(search()).toBe('');
  });
});
