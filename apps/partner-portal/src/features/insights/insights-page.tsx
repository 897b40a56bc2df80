// Dashboard > Insights: per event or all events, over a chosen range of days: tickets sold, revenue,
// orders against views of the event page, by ticket type (or the events that sold most), and
// sell-through. Each chart (Recharts, with its keyboard and screen-reader layer) has its data as a
// table beside it; the library loads only with this page. What counts as a page view is said on the
// page (the API counts one per visitor and day, bots left out: docs/decisions.md).
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { usePartnerEventsQuery, usePartnerInsightsQuery } from '@pavilion/api-client';
import { defaultInsightsRange, formatAmount, type TInsights } from '@pavilion/domain';
import { Select, DataTable, TextField } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';

const money = (revenue: TInsights['totals']['revenue']) =>
  revenue.length ? revenue.map((r) => formatAmount(r.amount, r.currency)).join(' + ') : formatAmount(0);

export function InsightsPage({ today = new Date().toISOString().slice(0, 10) }: { today?: string }) {
  useDocumentTitle('Insights');
  const initial = defaultInsightsRange(today);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [eventId, setEventId] = useState('');
  const events = usePartnerEventsQuery({ pageSize: 100, sort: 'date', direction: 'desc' });
  const query = usePartnerInsightsQuery({ from, to, eventId: eventId || undefined });
  const data = query.data;
  const currencies = [...new Set(data?.days.flatMap((d) => d.revenue.map((r) => r.currency)) ?? [])];
  const rows =
    data?.days.map((d) => ({
      ...d,
      ...Object.fromEntries(currencies.map((c) => [c, d.revenue.find((r) => r.currency === c)?.amount ?? 0])),
    })) ?? [];
  return (
    <PageFrame as="section" aria-labelledby="insights-title">
      <h1 id="insights-title" className="pv-page-title">
        Insights
      </h1>
      <div className="pv-partner-toolbar">
        <Select
          label="Event"
          placeholder="All events"
          value={eventId}
          options={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          onChange={(e) => setEventId(e.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
      </div>
      <QueryView result={query} loadingLabel="Loading insights" errorTitle="Failed to fetch insights">
        {(data) => (
          <>
            <dl className="pv-partner-figures" aria-label="Totals over the range">
              <div>
                <dt>Tickets sold</dt>
                <dd>{data.totals.ticketsSold}</dd>
              </div>
              <div>
                <dt>Revenue</dt>
                <dd>{money(data.totals.revenue)}</dd>
              </div>
              <div>
                <dt>Orders per 100 page views</dt>
                <dd aria-describedby="what-a-view-is">{data.conversionRate ?? 'No views yet'}</dd>
              </div>
              <div>
                <dt>Sell-through (all time)</dt>
                <dd>
                  {data.sellThrough.percentage === null
                    ? 'No tickets offered'
                    : `${data.sellThrough.percentage}% (${data.sellThrough.sold} of ${data.sellThrough.capacity})`}
                </dd>
              </div>
            </dl>

            <section aria-labelledby="sales-chart" className="pv-insight">
              <h2 id="sales-chart">Tickets sold and orders per day</h2>
              <div className="pv-insight__chart" aria-hidden={rows.length === 0}>
                <ResponsiveContainer width="100%" height={260}>
                  <LineChart data={rows} accessibilityLayer title="Tickets sold and orders per day">
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Line type="monotone" dataKey="ticketsSold" name="Tickets sold" stroke="#3730a3" />
                    <Line type="monotone" dataKey="orders" name="Orders" stroke="#b45309" />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              <DataTable
                caption="Tickets, orders, revenue and page views per day"
                columns={[
                  { key: 'day', header: 'Day', rowHeader: true, cell: (d) => d.day },
                  { key: 'tickets', header: 'Tickets sold', align: 'end', cell: (d) => d.ticketsSold },
                  { key: 'orders', header: 'Orders', align: 'end', cell: (d) => d.orders },
                  { key: 'revenue', header: 'Revenue', align: 'end', cell: (d) => money(d.revenue) },
                  { key: 'views', header: 'Page views', align: 'end', cell: (d) => d.pageViews },
                ]}
                rows={data.days}
                getRowKey={(d) => d.day}
              />
            </section>

            <section aria-labelledby="views-chart" className="pv-insight">
              <h2 id="views-chart">Page views against orders</h2>
              <p id="what-a-view-is" className="pv-insight__note">
                A page view is one visitor opening the event&apos;s page on one day: opening it again the same day does
                not count again, and search engines and other bots are not counted.
              </p>
              <div className="pv-insight__chart">
                <ResponsiveContainer width="100%" height={260}>
                  <BarChart data={rows} accessibilityLayer title="Page views against orders per day">
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Bar dataKey="pageViews" name="Page views" fill="#64748b" />
                    <Bar dataKey="orders" name="Orders" fill="#3730a3" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </section>

            <section aria-labelledby="breakdown-chart" className="pv-insight">
              <h2 id="breakdown-chart">
                {data.breakdownKind === 'ticketType' ? 'By ticket type' : 'The events that sold most (all time)'}
              </h2>
              <div className="pv-insight__chart">
                <ResponsiveContainer width="100%" height={240}>
                  <BarChart data={data.breakdown} layout="vertical" accessibilityLayer title="Tickets sold">
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis type="number" allowDecimals={false} />
                    <YAxis type="category" dataKey="name" width={160} />
                    <Tooltip />
                    <Bar dataKey="ticketsSold" name="Tickets sold" fill="#3730a3" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <DataTable
                caption={data.breakdownKind === 'ticketType' ? 'Tickets sold by ticket type' : 'Tickets sold by event'}
                columns={[
                  {
                    key: 'name',
                    header: data.breakdownKind === 'ticketType' ? 'Ticket type' : 'Event',
                    rowHeader: true,
                    cell: (r) => r.name,
                  },
                  { key: 'sold', header: 'Tickets sold', align: 'end', cell: (r) => r.ticketsSold },
                  { key: 'revenue', header: 'Revenue', align: 'end', cell: (r) => money(r.revenue) },
                ]}
                rows={data.breakdown}
                getRowKey={(r) => r.id}
                empty="No sales yet."
              />
            </section>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
