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

const event = (id: number, name: string, day = '2026-05-12') =>
  ({ id, name, startDateTime: `${day}T09:00:00.000Z`, timeZone: 'Europe/London' }) as never;

function renderPage(answered: TInsights = insights, path = '/dashboard/insights') {
  const api = mockApi({
    'GET /partner/events/': answer(
      paged([event(4, 'Logistics Summit'), event(5, 'Harbour Forum', '2026-04-02')], { pageSize: 10, total: 31 }),
    ),
    'GET /partner/events/77': answer(event(77, 'Harbour Forum 2019', '2019-04-02')),
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
    const picker = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(picker).toHaveValue('Logistics Summit'));

    // The partner's events are searched on the server by name, newest first, each option with its day.
    await user.clear(picker);
    await user.type(picker, 'Harb');
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/partner/events/?q=Harb&sort=date&direction=desc&pageSize=10'),
    );
    const option = await screen.findByRole('option', { name: /Harbour Forum/ });
    expect(option).toHaveTextContent('Thu, Apr 2, 2026');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The newest 2 of 31 events: type part of a name to find another',
    );
    await user.click(option);
    // Emptied to type, the picker stood for every event a moment: the event's key came back last.
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28&eventId=5'));
    await waitFor(() => expect(asked(api).at(-1)).toBe('from=2026-02-01&to=2026-02-28&eventId=5'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-02-28&eventId=5'));
    await waitFor(() => expect(asked(api).at(-1)).toBe('from=2026-02-10&to=2026-02-28&eventId=5'));
  });

  it('names an event of its link that is not among the newest, and shows every event once the picker is emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderPage(insights, '/dashboard/insights?eventId=77&from=2026-02-01&to=2026-02-28');
    const picker = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(picker).toHaveValue('Harbour Forum 2019'));
    await user.clear(picker);
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28'));
    await waitFor(() => expect(asked(api).at(-1)).toBe('from=2026-02-01&to=2026-02-28'));
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
