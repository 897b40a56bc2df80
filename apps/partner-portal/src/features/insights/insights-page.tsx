// Dashboard > Insights: per event or all events, over a chosen range of days: tickets sold, revenue,
// orders against views of the event page, by ticket type (or the events that sold most), and
// sell-through. Each chart (Recharts, with its keyboard and screen-reader layer) has its data as a
// table beside it; the library loads only with this page. What counts as a page view is said on the
// page (the API counts one per visitor and day, bots left out: docs/decisions/0150-a-page-view-is-one-visitor-opening-the-events-page.md).
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
import { usePartnerInsightsQuery } from '@pavilion/api-client';
import {
  dateTimeFormat,
  defaultInsightsRange,
  formatAmount,
  formatIsoDay,
  numberFormat,
  ZInsightsQuery,
  type TInsights,
} from '@pavilion/domain';
import { DataTable, TextField } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle, useUrlFilters } from '@pavilion/features-page-kit';
import { EventPicker } from '../../components/event-picker';
import { INSIGHTS_TEXT as T } from './messages';

const count = (n: number) => numberFormat().format(n);
/** A day of the charts' axis, short ('Nov 27', '27. Nov.'); the tables and tooltips write it whole. */
const axisDay = (day: string) =>
  dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const money = (revenue: TInsights['totals']['revenue']) =>
  revenue.length ? revenue.map((r) => formatAmount(r.amount, r.currency)).join(' + ') : formatAmount(0);

export function InsightsPage({ today = new Date().toISOString().slice(0, 10) }: { today?: string }) {
  useDocumentTitle(T.title);
  // The event and the days in the URL (`?eventId=4&from=2030-05-01&to=2030-05-30`): a reload or a
  // shared link shows the same figures; without them, every event over the last days to today.
  const filters = useUrlFilters(ZInsightsQuery, { defaults: defaultInsightsRange(today) });
  const { from = today, to = today, eventId } = filters.values;
  const query = usePartnerInsightsQuery({ from, to, eventId });
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
        {T.title}
      </h1>
      <div className="pv-partner-toolbar">
        <EventPicker
          label={T.event}
          placeholder={T.allEvents}
          value={eventId === undefined ? undefined : Number(eventId)}
          onChange={(id) => filters.setFilters({ eventId: id === undefined ? undefined : String(id) })}
        />
        <TextField
          label={T.from}
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && filters.setFilters({ from: e.target.value })}
        />
        <TextField
          label={T.to}
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.target.value && filters.setFilters({ to: e.target.value })}
        />
      </div>
      <QueryView result={query} loadingLabel={T.loading} errorTitle={T.failed}>
        {(data) => (
          <>
            <dl className="pv-partner-figures" aria-label={T.totals}>
              <div>
                <dt>{T.ticketsSold}</dt>
                <dd>{count(data.totals.ticketsSold)}</dd>
              </div>
              <div>
                <dt>{T.revenue}</dt>
                <dd>{money(data.totals.revenue)}</dd>
              </div>
              <div>
                <dt>{T.throughWidget}</dt>
                <dd>
                  {T.throughWidgetValue({
                    tickets: data.widget.ticketsSold,
                    orders: data.widget.orders,
                    revenue: money(data.widget.revenue),
                  })}
                </dd>
              </div>
              <div>
                <dt>{T.ordersPer100}</dt>
                <dd aria-describedby="what-a-view-is">
                  {data.conversionRate === null ? T.noViews : count(data.conversionRate)}
                </dd>
              </div>
              <div>
                <dt>{T.sellThrough}</dt>
                <dd>
                  {data.sellThrough.percentage === null
                    ? T.noTicketsOffered
                    : T.sellThroughValue({
                        percentage: data.sellThrough.percentage,
                        sold: data.sellThrough.sold,
                        capacity: data.sellThrough.capacity,
                      })}
                </dd>
              </div>
            </dl>

            <section aria-labelledby="sales-chart" className="pv-insight">
              <h2 id="sales-chart">{T.salesChart}</h2>
              <div className="pv-insight__chart" aria-hidden={rows.length === 0}>
                <ResponsiveContainer width="100%" height={260}>
                  <LineChart data={rows} accessibilityLayer title={T.salesChart}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" tickFormatter={axisDay} />
                    <YAxis allowDecimals={false} tickFormatter={count} />
                    <Tooltip labelFormatter={(day) => formatIsoDay(String(day))} formatter={(v) => count(Number(v))} />
                    <Legend />
                    <Line type="monotone" dataKey="ticketsSold" name={T.ticketsSold} stroke="#3730a3" />
                    <Line type="monotone" dataKey="orders" name={T.orders} stroke="#b45309" />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              <DataTable
                caption={T.dailyCaption}
                columns={[
                  { key: 'day', header: T.day, rowHeader: true, cell: (d) => formatIsoDay(d.day) },
                  { key: 'tickets', header: T.ticketsSold, align: 'end', cell: (d) => count(d.ticketsSold) },
                  { key: 'orders', header: T.orders, align: 'end', cell: (d) => count(d.orders) },
                  { key: 'revenue', header: T.revenue, align: 'end', cell: (d) => money(d.revenue) },
                  { key: 'views', header: T.pageViews, align: 'end', cell: (d) => count(d.pageViews) },
                ]}
                rows={data.days}
                getRowKey={(d) => d.day}
              />
            </section>

            <section aria-labelledby="views-chart" className="pv-insight">
              <h2 id="views-chart">{T.viewsChart}</h2>
              <p id="what-a-view-is" className="pv-insight__note">
                {T.whatAViewIs}
              </p>
              <div className="pv-insight__chart">
                <ResponsiveContainer width="100%" height={260}>
                  <BarChart data={rows} accessibilityLayer title={T.viewsChartTitle}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" tickFormatter={axisDay} />
                    <YAxis allowDecimals={false} tickFormatter={count} />
                    <Tooltip labelFormatter={(day) => formatIsoDay(String(day))} formatter={(v) => count(Number(v))} />
                    <Legend />
                    <Bar dataKey="pageViews" name={T.pageViews} fill="#64748b" />
                    <Bar dataKey="orders" name={T.orders} fill="#3730a3" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </section>

            <section aria-labelledby="breakdown-chart" className="pv-insight">
              <h2 id="breakdown-chart">{data.breakdownKind === 'ticketType' ? T.byTicketType : T.topEvents}</h2>
              <div className="pv-insight__chart">
                <ResponsiveContainer width="100%" height={240}>
                  <BarChart data={data.breakdown} layout="vertical" accessibilityLayer title={T.ticketsSold}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis type="number" allowDecimals={false} tickFormatter={count} />
                    <YAxis type="category" dataKey="name" width={160} />
                    <Tooltip />
                    <Bar dataKey="ticketsSold" name={T.ticketsSold} fill="#3730a3" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <DataTable
                caption={data.breakdownKind === 'ticketType' ? T.byTicketTypeCaption : T.byEventCaption}
                columns={[
                  {
                    key: 'name',
                    header: data.breakdownKind === 'ticketType' ? T.ticketType : T.event,
                    rowHeader: true,
                    cell: (r) => r.name,
                  },
                  { key: 'sold', header: T.ticketsSold, align: 'end', cell: (r) => count(r.ticketsSold) },
                  { key: 'revenue', header: T.revenue, align: 'end', cell: (r) => money(r.revenue) },
                ]}
                rows={data.breakdown}
                getRowKey={(r) => r.id}
                empty={T.noSales}
              />
            </section>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
