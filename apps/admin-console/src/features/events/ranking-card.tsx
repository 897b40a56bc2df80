// The event's place in the recommended sort: the factors of its score as the ranking worker last computed
// them, each with its weight (docs/search.md, "Ranking").
import { RANKING_WEIGHTS, RANKING_WINDOW_DAYS, type TEventRankFactors } from '@pavilion/domain';
import { Card, CardBody, DescriptionList } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';

const count = (n: number) => n.toLocaleString('en-US');
const weight = (w: number) => `weight ${w}`;

export function RankingCard({ ranking }: { ranking: TEventRankFactors | null }) {
  return (
    <Card as="section" aria-labelledby="event-ranking-title">
      <CardBody>
        <h3 id="event-ranking-title" className="pv-admin-section-title">
          Ranking
        </h3>
        {ranking ? (
          <>
            <p className="pv-admin-muted">
              Over the last {RANKING_WINDOW_DAYS} days; the figures last changed {formatDateTime(ranking.computedAt)}.
            </p>
            <DescriptionList
              aria-label="Ranking factors"
              items={[
                { label: 'Score', value: ranking.score.toFixed(2) },
                { label: 'Page views', value: `${count(ranking.views)} (${weight(RANKING_WEIGHTS.views)})` },
                { label: 'Card clicks', value: `${count(ranking.clicks)} (${weight(RANKING_WEIGHTS.clicks)})` },
                { label: 'Bookings', value: `${count(ranking.bookings)} (${weight(RANKING_WEIGHTS.bookings)})` },
                {
                  label: 'Net bookings',
                  value: `${count(ranking.netBookings)} tickets (${weight(RANKING_WEIGHTS.netBookings)})`,
                },
                {
                  label: 'Commission',
                  value: `${ranking.commissionPercent} % (${weight(RANKING_WEIGHTS.commission)})`,
                },
              ]}
            />
          </>
        ) : (
          <p>Not ranked yet: upcoming public events are ranked within 10 minutes of going public.</p>
        )}
      </CardBody>
    </Card>
  );
}
