// The dashboard summary's figures, from the partner's own data.
import { Link } from 'react-router';
import { usePartnerDashboardQuery } from '@pavilion/api-client';
import { formatAmount } from '@pavilion/domain';
import { QueryView } from '@pavilion/features-page-kit';
import { Badge } from '@pavilion/ui';
import { STATUS_TONE } from '../../components/status-badge';

export function PartnerFigures() {
  const result = usePartnerDashboardQuery();
  return (
    <QueryView result={result} loadingLabel="Loading your figures" errorTitle="Failed to fetch your figures">
      {(d) => (
        <>
          <dl className="pv-partner-figures" aria-label="Your figures">
            <div>
              <dt>Upcoming events</dt>
              <dd>{d.upcomingEvents}</dd>
            </div>
            <div>
              <dt>Waiting for review</dt>
              <dd>{d.waitingForReview}</dd>
            </div>
            <div>
              <dt>Tickets sold, last 30 days</dt>
              <dd>{d.last30Days.ticketsSold}</dd>
            </div>
            <div>
              <dt>Revenue, last 30 days</dt>
              <dd>
                {d.last30Days.revenue.length
                  ? d.last30Days.revenue.map((r) => formatAmount(r.amount, r.currency)).join(' + ')
                  : formatAmount(0)}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="latest-orders">
            <h2 id="latest-orders">Latest orders</h2>
            {d.latestOrders.length === 0 ? (
              <p>No orders yet.</p>
            ) : (
              <ul>
                {d.latestOrders.map((o) => (
                  <li key={o.id}>
                    <Link to={`/order-details/${o.id}`}>
                      {o.buyerName}, {o.numberOfTickets} {o.numberOfTickets === 1 ? 'ticket' : 'tickets'} for{' '}
                      {o.eventName}
                    </Link>{' '}
                    ({formatAmount(o.totalPrice, o.currency)})
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="latest-reviews">
            <h2 id="latest-reviews">Latest reviews of your events</h2>
            {d.latestDecisions.length === 0 ? (
              <p>No reviews yet.</p>
            ) : (
              <ul>
                {d.latestDecisions.map((r) => (
                  <li key={`${r.eventId}-${r.createdAt}`}>
                    <Link to={`/event-details/${r.eventId}`}>{r.eventName}</Link>{' '}
                    <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>: {r.comment}
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
