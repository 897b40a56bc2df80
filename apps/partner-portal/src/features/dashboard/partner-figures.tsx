// The dashboard summary's figures, from the partner's own data.
import { Link } from 'react-router';
import { usePartnerDashboardQuery } from '@pavilion/api-client';
import { formatAmount, numberFormat } from '@pavilion/domain';
import { QueryView } from '@pavilion/features-page-kit';
import { richText } from '@pavilion/features-shell';
import { Badge } from '@pavilion/ui';
import { COMPONENTS_TEXT } from '../../components/messages';
import { STATUS_TONE } from '../../components/status-badge';
import { DASHBOARD_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

export function PartnerFigures() {
  const result = usePartnerDashboardQuery();
  return (
    <QueryView result={result} loadingLabel={T.figuresLoading} errorTitle={T.figuresFailed}>
      {(d) => (
        <>
          <dl className="pv-partner-figures" aria-label={T.figures}>
            <div>
              <dt>{T.upcomingEvents}</dt>
              <dd>{numberFormat().format(d.upcomingEvents)}</dd>
            </div>
            <div>
              <dt>{T.waitingForReview}</dt>
              <dd>{numberFormat().format(d.waitingForReview)}</dd>
            </div>
            <div>
              <dt>{T.ticketsSold}</dt>
              <dd>{numberFormat().format(d.last30Days.ticketsSold)}</dd>
            </div>
            <div>
              <dt>{T.revenue}</dt>
              <dd>
                {d.last30Days.revenue.length
                  ? d.last30Days.revenue.map((r) => formatAmount(r.amount, r.currency)).join(' + ')
                  : formatAmount(0)}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="latest-orders">
            <h2 id="latest-orders">{T.latestOrders}</h2>
            {d.latestOrders.length === 0 ? (
              <p>{T.noOrders}</p>
            ) : (
              <ul>
                {d.latestOrders.map((o) => (
                  <li key={o.id}>
                    {richText(T.orderItem, {
                      link: (
                        <Link to={partnerPaths.orderDetails(o.id)}>
                          {T.orderLine({ buyer: o.buyerName, count: o.numberOfTickets, event: o.eventName })}
                        </Link>
                      ),
                      total: formatAmount(o.totalPrice, o.currency),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="latest-reviews">
            <h2 id="latest-reviews">{T.latestReviews}</h2>
            {d.latestDecisions.length === 0 ? (
              <p>{T.noReviews}</p>
            ) : (
              <ul>
                {d.latestDecisions.map((r) => (
                  <li key={`${r.eventId}-${r.createdAt}`}>
                    {richText(T.decision, {
                      event: <Link to={partnerPaths.eventDetails(r.eventId)}>{r.eventName}</Link>,
                      status: (
                        <Badge tone={STATUS_TONE[r.status]}>{COMPONENTS_TEXT.status({ status: r.status })}</Badge>
                      ),
                      comment: r.comment,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}
