// The event's place in the recommended sort: the factors of its score as the ranking worker last computed
// them, each with its weight (docs/search.md, "Ranking").
import { numberFormat, RANKING_WEIGHTS, RANKING_WINDOW_DAYS, type TEventRankFactors } from '@pavilion/domain';
import { Card, CardBody, DescriptionList } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import { EVENTS_TEXT as T } from './messages';

export function RankingCard({ ranking }: { ranking: TEventRankFactors | null }) {
  return (
    <Card as="section" aria-labelledby="event-ranking-title">
      <CardBody>
        <h3 id="event-ranking-title" className="pv-admin-section-title">
          {T.ranking}
        </h3>
        {ranking ? (
          <>
            <p className="pv-admin-muted">
              {T.rankingWindow({ days: RANKING_WINDOW_DAYS, at: formatDateTime(ranking.computedAt) })}
            </p>
            <DescriptionList
              aria-label={T.rankingFactors}
              items={[
                {
                  label: T.score,
                  value: numberFormat({
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                    useGrouping: false,
                  }).format(ranking.score),
                },
                {
                  label: T.pageViews,
                  value: T.factorValue({ count: ranking.views, weight: RANKING_WEIGHTS.views }),
                },
                {
                  label: T.cardClicks,
                  value: T.factorValue({ count: ranking.clicks, weight: RANKING_WEIGHTS.clicks }),
                },
                {
                  label: T.bookings,
                  value: T.factorValue({ count: ranking.bookings, weight: RANKING_WEIGHTS.bookings }),
                },
                {
                  label: T.netBookings,
                  value: T.netBookingsValue({ count: ranking.netBookings, weight: RANKING_WEIGHTS.netBookings }),
                },
                {
                  label: T.commission,
                  value: T.commissionValue({ percent: ranking.commissionPercent, weight: RANKING_WEIGHTS.commission }),
                },
              ]}
            />
          </>
        ) : (
          <p>{T.notRanked}</p>
        )}
      </CardBody>
    </Card>
  );
}
