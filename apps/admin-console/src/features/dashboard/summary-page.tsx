// The dashboard's Summary tab: the marketplace in figures (partners and events by status, paid orders
// and revenue per currency over time, new sign-ups) and the review queues, oldest first, with the
// time each item has waited against the 2-3 business days promised to partners.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  dateTimeFormat,
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
import { formatAmount, formatCount, formatDate, formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { SectionCard } from '../../components/section-card';
import '../../components/admin.css';
import './dashboard.css';
import { DASHBOARD_TEXT } from './messages';
import { adminPaths } from '../../config/paths';

const WAIT_BADGES = (): Record<TReviewWaitState, { tone: 'neutral' | 'warning' | 'danger'; label: string }> => ({
  onTrack: { tone: 'neutral', label: DASHBOARD_TEXT.onTrack },
  due: { tone: 'warning', label: DASHBOARD_TEXT.due },
  overdue: { tone: 'danger', label: DASHBOARD_TEXT.overdue },
});

const SPACE = ' ';

const RANGE_LABELS = (): Record<TDashboardRange, string> => ({
  '30d': DASHBOARD_TEXT.range30d,
  '90d': DASHBOARD_TEXT.range90d,
  '365d': DASHBOARD_TEXT.range365d,
});

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
    ? dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}T00:00:00Z`))
    : interval === 'week'
      ? DASHBOARD_TEXT.weekOf({ date: formatDate(period) })
      : formatDate(period);

function Sales({ data }: { data: TAdminDashboard }) {
  if (!data.sales.length) return <p className="pv-admin-muted">{DASHBOARD_TEXT.noPaidOrders}</p>;
  return (
    <div className="pv-admin-stack">
      {data.sales.map((series) => (
        <div key={series.currency}>
          <p className="pv-admin-figure">
            <strong>{series.currency}</strong>
            {DASHBOARD_TEXT.ordersAndAmount({
              orders: series.orders,
              revenue: formatAmount(series.revenue, series.currency),
            })}
          </p>
          <Bars
            values={series.points.map((p) => p.revenue)}
            label={DASHBOARD_TEXT.currencyRevenue({ currency: series.currency })}
          />
          <details>
            <summary>{DASHBOARD_TEXT.figuresBy({ currency: series.currency, interval: data.interval })}</summary>
            <table className="pv-admin-figures-table">
              <caption className="pv-visually-hidden">
                {DASHBOARD_TEXT.figuresCaption({ currency: series.currency, interval: data.interval })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{DASHBOARD_TEXT.period}</th>
                  <th scope="col">{DASHBOARD_TEXT.orders}</th>
                  <th scope="col">{DASHBOARD_TEXT.revenue}</th>
                </tr>
              </thead>
              <tbody>
                {series.points.map((p) => (
                  <tr key={p.period}>
                    <th scope="row">{periodLabel(p.period, data.interval)}</th>
                    <td>{formatCount(p.orders)}</td>
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
  const badge = WAIT_BADGES()[state];
  return (
    <span className="pv-admin-wait">
      <Badge tone={badge.tone} dot>
        {badge.label}
      </Badge>
      <span>
        {DASHBOARD_TEXT.waiting({ days: days < 1 ? 0 : days })} <time dateTime={since}>{formatDateTime(since)}</time>
      </span>
    </span>
  );
}

function Summary({ data }: { data: TAdminDashboard }) {
  return (
    <div className="pv-admin-columns">
      <SectionCard title={DASHBOARD_TEXT.partnersWaiting}>
        {data.queues.partners.length === 0 ? (
          <p className="pv-admin-muted">{DASHBOARD_TEXT.noPartnerWaiting}</p>
        ) : (
          <ol className="pv-admin-plain-list">
            {data.queues.partners.map((p) => (
              <li key={p.partnerId} className={`pv-admin-queue__item pv-admin-queue__item--${p.state}`}>
                <Link to={adminPaths.partnerDetails(p.partnerId)}>{p.name}</Link>
                <Wait state={p.state} days={p.businessDays} since={p.waitingSince} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      <SectionCard title={DASHBOARD_TEXT.versionsWaiting}>
        {data.queues.eventVersions.length === 0 ? (
          <p className="pv-admin-muted">{DASHBOARD_TEXT.noVersionWaiting}</p>
        ) : (
          <ol className="pv-admin-plain-list">
            {data.queues.eventVersions.map((e) => (
              <li key={e.eventVersionId} className={`pv-admin-queue__item pv-admin-queue__item--${e.state}`}>
                <Link to={adminPaths.eventDetails(e.eventId)}>{e.eventName}</Link>
                {SPACE}
                <span className="pv-admin-muted">
                  {DASHBOARD_TEXT.versionBy({ partner: e.partnerName, first: e.firstVersion ? 'yes' : 'no' })}
                </span>
                <Wait state={e.state} days={e.businessDays} since={e.waitingSince} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      <SectionCard title={DASHBOARD_TEXT.partners}>
        <p className="pv-admin-figure">{DASHBOARD_TEXT.partnersTotal({ count: data.partners.total })}</p>
        <ul className="pv-admin-status-counts">
          {PARTNER_VETTING_STATUSES.map((s) => (
            <li key={s}>
              <StatusBadge status={s} /> {formatCount(data.partners.byStatus[s])}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={DASHBOARD_TEXT.events}>
        <p className="pv-admin-figure">
          {DASHBOARD_TEXT.eventsTotal({
            total: data.events.total,
            public: data.events.public,
            upcoming: data.events.upcomingPublic,
          })}
        </p>
        <ul className="pv-admin-status-counts">
          {VETTING_STATUSES.map((s) => (
            <li key={s}>
              <StatusBadge status={s} /> {formatCount(data.events.byStatus[s])}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={DASHBOARD_TEXT.ordersAndRevenue}>
        <Sales data={data} />
      </SectionCard>
      <SectionCard title={DASHBOARD_TEXT.newSignUps}>
        <p className="pv-admin-figure">
          {DASHBOARD_TEXT.signUpsTotal({ attendees: data.signUps.attendees, partners: data.signUps.partners })}
        </p>
        <Bars values={data.signUps.points.map((p) => p.attendees + p.partners)} label={DASHBOARD_TEXT.signUps} />
        <details>
          <summary>{DASHBOARD_TEXT.signUpsBy({ interval: data.interval })}</summary>
          <table className="pv-admin-figures-table">
            <caption className="pv-visually-hidden">
              {DASHBOARD_TEXT.signUpsCaption({ interval: data.interval })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_TEXT.period}</th>
                <th scope="col">{DASHBOARD_TEXT.attendees}</th>
                <th scope="col">{DASHBOARD_TEXT.partners}</th>
              </tr>
            </thead>
            <tbody>
              {data.signUps.points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{periodLabel(p.period, data.interval)}</th>
                  <td>{formatCount(p.attendees)}</td>
                  <td>{formatCount(p.partners)}</td>
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
        <h1 className="pv-page-title">{DASHBOARD_TEXT.summary}</h1>
        <Select
          label={DASHBOARD_TEXT.range}
          value={range}
          onChange={(e) => setRange(e.target.value as TDashboardRange)}
          options={DASHBOARD_RANGES.map((r) => ({ value: r, label: RANGE_LABELS()[r] }))}
          wrapperClassName="pv-admin-range"
        />
      </div>
      <QueryView result={dashboard} loadingLabel={DASHBOARD_TEXT.loading} errorTitle={DASHBOARD_TEXT.failed}>
        {(data) => <Summary data={data} />}
      </QueryView>
    </PageFrame>
  );
}

export default SummaryPage;
