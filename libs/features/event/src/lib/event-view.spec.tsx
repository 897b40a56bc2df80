/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLinksProvider } from '@pavilion/features-shell';
import { testEventCard, testEventDetail } from '@pavilion/domain/testing';
import { EventCard } from './event-card';
import { EventView } from './event-view';
import { TicketTypesOverview } from './ticket-types-overview';

function renderIn(app: 'marketplace' | 'partner', element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [app === 'partner' ? '/partner/dashboard/events' : '/'],
    basename: app === 'partner' ? '/partner' : undefined,
  });
  return render(
    <AppLinksProvider config={{ current: app, urls: { marketplace: '', partner: '/partner', admin: '/admin' } }}>
      <RouterProvider router={router} />
    </AppLinksProvider>,
  );
}

describe('EventView', () => {
  it("shows the event's banner, header and sections, with the place's panel beside them", () => {
    renderIn(
      'marketplace',
      <EventView event={testEventDetail()} aside={<p>Buy here</p>} extrasNote="Chosen per attendee." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'FinTech Summit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'FinTech Summit photos' })).toBeInTheDocument();
    for (const section of [
      'Event information',
      'Industry and audience',
      'Attendee and exhibitor information',
      'Agenda highlights',
      'Optional extras',
      'Documents',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Keynote' })).toBeInTheDocument();
    expect(screen.getByText('Chosen per attendee.')).toBeInTheDocument();
    expect(screen.getByText('Buy here')).toBeInTheDocument();
    // Countries by name, without emoji flags (two letters or empty boxes without an emoji font).
    const countries = screen.getByRole('list', { name: 'Attendee countries' });
    expect(
      within(countries)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['United Kingdom']);
  });

  it("writes every time in the event's own zone with its abbreviation, whatever the reader's", () => {
    // 08:00 UTC in September is 09:00 in London (BST); a Tokyo event reads the same instant as 17:00 JST.
    const { unmount } = renderIn('marketplace', <EventView event={testEventDetail()} />);
    expect(screen.getByText('Sep 1, 2025, 09:00 BST')).toBeInTheDocument();
    expect(screen.getByText('Sep 1, 2025, 10:00 BST')).toBeInTheDocument(); // the agenda's keynote
    expect(screen.getByText('Sep 1, 2025, 20:00 BST')).toBeInTheDocument(); // the gala dinner
    unmount();
    renderIn('marketplace', <EventView event={testEventDetail({ timeZone: 'Asia/Tokyo' })} />);
    expect(screen.getByText(/^Sep 1, 2025, 17:00 (JST|GMT\+9)$/)).toBeInTheDocument();
  });

  it("shows the event's damage policy with its maximum per order, and nothing about one without it", () => {
    const policy = { maxAmount: 500, currency: 'EUR' as const, text: 'Stands are inspected after the show.' };
    const { unmount } = renderIn('marketplace', <EventView event={testEventDetail({ damagePolicy: policy })} />);
    expect(screen.getByRole('heading', { name: 'Damage policy' })).toBeInTheDocument();
    expect(
      screen.getByText('Damage policy: up to €500.00 per order. Stands are inspected after the show.'),
    ).toBeInTheDocument();
    unmount();
    renderIn('marketplace', <EventView event={testEventDetail()} />);
    expect(screen.queryByRole('heading', { name: 'Damage policy' })).not.toBeInTheDocument();
  });

  it('nests inside a page one level down, and shows no buyer note without one', () => {
    renderIn(
      'partner',
      <>
        <h1>Event details</h1>
        <EventView
          event={testEventDetail()}
          headingLevel={2}
          aside={<TicketTypesOverview ticketTypes={testEventDetail().ticketTypes} />}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'FinTech Summit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Event information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Keynote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByText(/per attendee/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue to Purchase/ })).not.toBeInTheDocument();
  });
});

describe('TicketTypesOverview', () => {
  const [standard, vip] = testEventDetail().ticketTypes;
  // The managed event detail's ticket types carry their stock.
  const managed = [
    { ...standard!, quantity: 500, sold: 15, held: 5 },
    { ...vip!, quantity: 20, sold: 0, held: 0 },
  ];

  it('lists the ticket types read-only, with the stock the rows carry', () => {
    renderIn('partner', <TicketTypesOverview ticketTypes={managed} timeZone="Europe/London" />);
    const table = screen.getByRole('table', { name: 'Ticket types of this event' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Ticket type',
      'Price',
      'On sale',
      'Cancellation policy',
      'Quantity',
      'Sold',
      'Held',
      'Remaining',
    ]);
    const row = within(table).getByRole('row', { name: /Standard/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£199.50', 'From 1 Jun 2025', 'Flexible', '500', '15', '5', '480']);
    // The day in the table, the exact time (in the event's zone) on hover.
    expect(within(row).getByText('From 1 Jun 2025')).toHaveAttribute('title', 'From Jun 1, 2025, 01:00 BST');
    const other = within(table).getByRole('row', { name: /VIP/ });
    expect(
      within(other)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-4),
    ).toEqual(['20', '0', '0', '20']);
  });

  it('takes the stock from the page when the rows have none, and shows none without it', () => {
    const plain = managed.map(({ quantity: _q, sold: _s, held: _h, ...rest }) => rest);
    const { unmount } = renderIn(
      'partner',
      <TicketTypesOverview
        ticketTypes={plain}
        figures={{ 100: { quantity: 500, sold: 1, held: 2 }, 101: { quantity: 20, sold: 3, held: 4 } }}
      />,
    );
    const vipRow = screen.getByRole('row', { name: /VIP/ });
    expect(
      within(vipRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-4),
    ).toEqual(['20', '3', '4', '13']);
    unmount();
    renderIn('partner', <TicketTypesOverview ticketTypes={plain} />);
    expect(screen.queryByRole('columnheader', { name: 'Sold' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Standard/ })).toBeInTheDocument();
  });
});

describe('EventCard', () => {
  it('opens the public event page from the marketplace', () => {
    renderIn('marketplace', <EventCard event={testEventCard()} />);
    const card = screen.getByRole('article', { name: 'FinTech Summit' });
    expect(within(card).getByRole('link', { name: 'FinTech Summit' })).toHaveAttribute('href', '/events/10');
    expect(within(card).getByRole('link', { name: 'View details of FinTech Summit' })).toHaveAttribute(
      'href',
      '/events/10',
    );
    expect(within(card).getByText('From £199.50')).toBeInTheDocument();
  });

  it('says "Sponsored" on the card of the sponsored place, visibly and in its name', () => {
    renderIn('marketplace', <EventCard event={testEventCard({ sponsored: true })} />);
    const card = screen.getByRole('article', { name: 'FinTech Summit, sponsored' });
    expect(within(card).getByText('Sponsored')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'FinTech Summit' })).toHaveAttribute('href', '/events/10');
  });

  it('carries no sponsored badge on any other card', () => {
    renderIn('marketplace', <EventCard event={testEventCard({ sponsored: false })} />);
    expect(screen.getByRole('article', { name: 'FinTech Summit' })).toBeInTheDocument();
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
  });

  it('writes the day where the event happens when the card carries its zone', () => {
    // 20:00 UTC on Aug 31 is already Sep 1 in Tokyo.
    renderIn(
      'marketplace',
      <EventCard event={{ ...testEventCard({ startDateTime: '2025-08-31T20:00:00.000Z' }), timeZone: 'Asia/Tokyo' }} />,
    );
    expect(screen.getByText('Mon, Sep 1, 2025')).toBeInTheDocument();
  });

  it("opens the place's own page and carries its badge in the partner portal", () => {
    renderIn(
      'partner',
      <EventCard event={testEventCard()} href="/partner/event-details/10" badge={<span>Pending</span>} />,
    );
    const card = screen.getByRole('article', { name: 'FinTech Summit' });
    expect(within(card).getByRole('link', { name: 'FinTech Summit' })).toHaveAttribute(
      'href',
      '/partner/event-details/10',
    );
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });
});
