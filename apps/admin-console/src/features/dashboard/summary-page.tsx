// The dashboard's Summary tab: the marketplace in figures (partners and events by status, paid orders
// and revenue per currency over time, new sign-ups) and the review queues, oldest first, with the
// time each item has waited against the 2-3 business days promised to partners.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  businessDaysLabel,
  DASHBOARD_RANGE_LABELS,
  DASHBOARD_RANGES,
  PARTNER_VETTING_STATUSES,
  VETTING_STATUSES,
  type TAdminDashboard,
  type TDashboardRange,
  type TReviewWaitState,
} from '@pavilion/domain';
import { useGetAdminDashboardQuery } from '@pavilion/api-client';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { Badge, Select } from '@pavilion/ui';
import { formatAmount, formatDate, formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { SectionCard } from '../../components/section-card';
import '../../components/admin.css';
import './dashboard.css';

const WAIT_BADGES: Record<TReviewWaitState, { tone: 'neutral' | 'warning' | 'danger'; label: string }> = {
  onTrack: { tone: 'neutral', label: 'On track' },
  due: { tone: 'warning', label: 'Due' },
  overdue: { tone: 'danger', label: 'Overdue' },
};

/** Bars for a series, drawn for sighted readers; the table beside it carries the same figures. */
function Bars({ values, label }: { values: number[]; label: string }) {
  const max = Math.max(1, ...values);
  const width = 100 / Math.max(1, values.length);
  return (
    <svg
      className="pv-admin-bars"
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-label={label}
    >
      {values.map((v, i) => (
        <rect key={i} x={i * width + width * 0.1} width={width * 0.8} y={30 - (v / max) * 30} height={(v / max) * 30} />
      ))}
    </svg>
  );
}

const periodLabel = (period: string, interval: TAdminDashboard['interval']) =>
  interval === 'month'
    ? new Date(`${period}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : interval === 'week'
      ? `Week of ${formatDate(period)}`
      : formatDate(period);

function Sales({ data }: { data: TAdminDashboard }) {
  if (!data.sales.length) return <p className="pv-admin-muted">No paid orders in this period.</p>;
  return (
    <div className="pv-admin-stack">
      {data.sales.map((series) => (
        <div key={series.currency}>
          <p className="pv-admin-figure">
            <strong>{series.currency}</strong>: {series.orders.toLocaleString('en-US')} orders,{' '}
            {formatAmount(series.revenue, series.currency)}
          </p>
          <Bars values={series.points.map((p) => p.revenue)} label={`${series.currency} revenue`} />
          <details>
            <summary>
              {series.currency} figures by {data.interval}
            </summary>
            <table className="pv-admin-figures-table">
              <caption className="pv-visually-hidden">
                Paid orders and revenue in {series.currency} by {data.interval}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {series.points.map((p) => (
                  <tr key={p.period}>
                    <th scope="row">{periodLabel(p.period, data.interval)}</th>
                    <td>{p.orders}</td>
                    <td>{formatAmount(p.revenue, series.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      ))}
    </div>
  );
}

function Wait({ state, days, since }: { state: TReviewWaitState; days: number; since: string }) {
  const badge = WAIT_BADGES[state];
  return (
    <span className="pv-admin-wait">
      <Badge tone={badge.tone} dot>
        {badge.label}
      </Badge>
      <span>
        waiting {businessDaysLabel(days)} since <time dateTime={since}>{formatDateTime(since)}</time>
      </span>
    </span>
  );
}

function Summary({ data }: { data: TAdminDashboard }) {
  return (
    <div className="pv-admin-columns">
      <SectionCard title="Partners waiting for review">
        {data.queues.partners.length === 0 ? (
          <p className="pv-admin-muted">No partner is waiting.</p>
        ) : (
          <ol className="pv-admin-plain-list">
            {data.queues.partners.map((p) => (
              <li key={p.partnerId} className={`pv-admin-queue__item pv-admin-queue__item--${p.state}`}>
                <Link to={`/partner-details/${p.partnerId}`}>{p.name}</Link>
                <Wait state={p.state} days={p.businessDays} since={p.waitingSince} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      <SectionCard title="Event versions waiting for review">
        {data.queues.eventVersions.length === 0 ? (
          <p className="pv-admin-muted">No event version is waiting.</p>
        ) : (
          <ol className="pv-admin-plain-list">
            {data.queues.eventVersions.map((e) => (
              <li key={e.eventVersionId} className={`pv-admin-queue__item pv-admin-queue__item--${e.state}`}>
                <Link to={`/event-details/${e.eventId}`}>{e.eventName}</Link>{' '}
                <span className="pv-admin-muted">
                  by {e.partnerName} · {e.firstVersion ? 'new event' : 'changes to a public event'}
                </span>
                <Wait state={e.state} days={e.businessDays} since={e.waitingSince} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      <SectionCard title="Partners">
        <p className="pv-admin-figure">{data.partners.total.toLocaleString('en-US')} partners</p>
        <ul className="pv-admin-status-counts">
          {PARTNER_VETTING_STATUSES.map((s) => (
            <li key={s}>
              <StatusBadge status={s} /> {data.partners.byStatus[s].toLocaleString('en-US')}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title="Events">
        <p className="pv-admin-figure">
          {data.events.total.toLocaleString('en-US')} events, {data.events.public.toLocaleString('en-US')} in the
          marketplace ({data.events.upcomingPublic.toLocaleString('en-US')} upcoming)
        </p>
        <ul className="pv-admin-status-counts">
          {VETTING_STATUSES.map((s) => (
            <li key={s}>
              <StatusBadge status={s} /> {data.events.byStatus[s].toLocaleString('en-US')}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title="Orders and revenue">
        <Sales data={data} />
      </SectionCard>
      <SectionCard title="New sign-ups">
        <p className="pv-admin-figure">
          {data.signUps.attendees.toLocaleString('en-US')} attendees, {data.signUps.partners.toLocaleString('en-US')}{' '}
          partners
        </p>
        <Bars values={data.signUps.points.map((p) => p.attendees + p.partners)} label="sign-ups" />
        <details>
          <summary>Sign-ups by {data.interval}</summary>
          <table className="pv-admin-figures-table">
            <caption className="pv-visually-hidden">New attendees and partners by {data.interval}</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Attendees</th>
                <th scope="col">Partners</th>
              </tr>
            </thead>
            <tbody>
              {data.signUps.points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{periodLabel(p.period, data.interval)}</th>
                  <td>{p.attendees}</td>
                  <td>{p.partners}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </SectionCard>
    </div>
  );
}

export function SummaryPage() {
  const [range, setRange] = useState<TDashboardRange>('30d');
  const dashboard = useGetAdminDashboardQuery(range);
  return (
    <PageFrame>
      <div className="pv-admin-page-head">
        <h1 className="pv-page-title">Summary</h1>
        <Select
          label="Period"
          value={range}
          onChange={(e) => setRange(e.target.value as TDashboardRange)}
          options={DASHBOARD_RANGES.map((r) => ({ value: r, label: DASHBOARD_RANGE_LABELS[r] }))}
          wrapperClassName="pv-admin-range"
        />
      </div>
      <QueryView result={dashboard} loadingLabel="Loading the figures" errorTitle="The figures could not be loaded">
        {(data) => <Summary data={data} />}
      </QueryView>
    </PageFrame>
  );
}

export default SummaryPage;
