/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { defaultInsightsRange, type TInsights } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { InsightsPage } from './insights-page';

const insights: TInsights = {
  from: '2026-03-01',
  to: '2026-03-02',
  eventId: null,
  days: [
    { day: '2026-03-01', orders: 1, ticketsSold: 2, revenue: [{ currency: 'GBP', amount: 590 }], pageViews: 40 },
    { day: '2026-03-02', orders: 0, ticketsSold: 0, revenue: [], pageViews: 10 },
  ],
  totals: { orders: 1, ticketsSold: 2, revenue: [{ currency: 'GBP', amount: 590 }], pageViews: 50 },
  conversionRate: 2.5,
  breakdown: [],
  breakdownKind: 'event',
  sellThrough: { sold: 2, held: 0, capacity: 100, percentage: 2 },
  widget: { orders: 1, ticketsSold: 2, revenue: [{ currency: 'GBP', amount: 590 }] },
};

const event = (id: number, name: string) => ({ id, name }) as never;

function renderPage(answered: TInsights = insights, path = '/dashboard/insights') {
  const api = mockApi({
    'GET /partner/events/': answer(paged([event(4, 'Logistics Summit'), event(5, 'Harbour Forum')], { pageSize: 100 })),
    'GET /partner/insights': answer(answered),
  });
  const view = renderPartnerPage([{ path: '/dashboard/insights', element: <InsightsPage today="2026-03-02" /> }], path);
  return { ...view, api };
}

/** The query strings the insights were asked with, in order. */
const asked = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path.startsWith('/partner/insights')).map((c) => c.path.split('?')[1] ?? '');

describe('InsightsPage', () => {
  it('shows the event and the days its link names, and keeps a new choice in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderPage(insights, '/dashboard/insights?eventId=4&from=2026-02-01&to=2026-02-28');
    expect(await screen.findByText('Sold through your website')).toBeInTheDocument();
    expect(asked(api)).toEqual(['from=2026-02-01&to=2026-02-28&eventId=4']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('4'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), '5');
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=5&from=2026-02-01&to=2026-02-28'));
    await waitFor(() => expect(asked(api).at(-1)).toBe('from=2026-02-01&to=2026-02-28&eventId=5'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=5&from=2026-02-10&to=2026-02-28'));
    await waitFor(() => expect(asked(api).at(-1)).toBe('from=2026-02-10&to=2026-02-28&eventId=5'));
  });

  it('shows every event over the last days to today without a filter in the URL, and refuses a mistyped day', async () => {
    const { api } = renderPage(insights, '/dashboard/insights?from=yesterday');
    expect(await screen.findByText('Sold through your website')).toBeInTheDocument();
    expect(asked(api)).toEqual([`from=${defaultInsightsRange('2026-03-02').from}&to=2026-03-02`]);
  });

  it('says what a page view is, beside the views and the orders per 100 views', async () => {
    renderPage();
    const note = await screen.findByText(/^A page view is one visitor opening the event's page on one day/);
    expect(note).toHaveTextContent('search engines and other bots are not counted');
    expect(screen.getByText('2.5')).toHaveAccessibleDescription(note.textContent!);
  });

  it("shows what was sold through the ticket widget on the partner's website", async () => {
    renderPage();
    const term = await screen.findByText('Sold through your website');
    expect(term.nextElementSibling).toHaveTextContent('2 tickets in 1 order · £590.00');
  });

  describe('in German', () => {
    inLanguage('de');

    it('shows the totals in German words and numbers', async () => {
      renderPage();
      expect(await screen.findByText('Bestellungen pro 100 Seitenaufrufe')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeInTheDocument();
      expect(screen.getByText('2,5')).toBeInTheDocument();
      expect(screen.getByText('2 % (2 von 100)')).toBeInTheDocument();
      expect(screen.getByText('Noch keine Verkäufe.')).toBeInTheDocument();
    });

    it('writes shares, large figures and days as German does', async () => {
      renderPage({ ...insights, sellThrough: { sold: 36205, held: 0, capacity: 181025, percentage: 0.2 } });
      expect(await screen.findByText('0,2 % (36.205 von 181.025)')).toBeInTheDocument();
      const daily = screen.getByRole('table', { name: 'Tickets, Bestellungen, Umsatz und Seitenaufrufe pro Tag' });
      expect(within(daily).getByRole('rowheader', { name: '01.03.2026' })).toBeInTheDocument();
      expect(daily).not.toHaveTextContent('2026-03');
    });
  });
});
