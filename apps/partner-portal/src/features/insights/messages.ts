// What the insights page says: the range, the totals, the charts and their tables.
import { defineMessages } from '@pavilion/domain';

export const INSIGHTS_TEXT = defineMessages('partner.insights', {
  title: 'Insights',
  event: 'Event',
  allEvents: 'All events',
  from: 'From',
  to: 'To',
  loading: 'Loading insights',
  failed: 'Failed to fetch insights',
  totals: 'Totals over the range',
  ticketsSold: 'Tickets sold',
  revenue: 'Revenue',
  ordersPer100: 'Orders per 100 page views',
  /** Sales through the ticket widget on the partner's own website, over the range. */
  throughWidget: 'Sold through your website',
  throughWidgetValue:
    '{tickets, plural, one {# ticket} other {# tickets}} in {orders, plural, one {# order} other {# orders}} · {revenue}',
  noViews: 'No views yet',
  sellThrough: 'Sell-through (all time)',
  noTicketsOffered: 'No tickets offered',
  sellThroughValue: '{percentage, number}% ({sold, number} of {capacity, number})',
  salesChart: 'Tickets sold and orders per day',
  orders: 'Orders',
  dailyCaption: 'Tickets, orders, revenue and page views per day',
  day: 'Day',
  pageViews: 'Page views',
  viewsChart: 'Page views against orders',
  whatAViewIs:
    "A page view is one visitor opening the event's page on one day: opening it again the same day does not count again, and search engines and other bots are not counted.",
  viewsChartTitle: 'Page views against orders per day',
  byTicketType: 'By ticket type',
  topEvents: 'The events that sold most (all time)',
  byTicketTypeCaption: 'Tickets sold by ticket type',
  byEventCaption: 'Tickets sold by event',
  ticketType: 'Ticket type',
  noSales: 'No sales yet.',
});
