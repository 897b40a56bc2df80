// /user/reviews: the attendee's past registrations, each with its review or the form to write one
// (while the event can be reviewed), and their standing as a reviewer with the strikes and appeals.
import { useState } from 'react';
import { dateTimeFormat, ZMyReviewsQuery, type TReviewableEvent } from '@pavilion/domain';
import { useAppealStrikeMutation, useGetMyReviewsQuery } from '@pavilion/api-client';
import { ReviewStanding } from '@pavilion/features-account';
import { ProductLink, paths } from '@pavilion/features-shell';
import { ListPage, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState } from '@pavilion/ui';
import { ReviewForm } from './review-form';
import { REVIEWS_TEXT as T, reviewsKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import '../../components/reviews.css';

const day = (iso: string) =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

const STATUS_TONE = { PUBLISHED: 'success', PENDING: 'warning', REMOVED: 'danger' } as const;

function PastEvent({ item }: { item: TReviewableEvent }) {
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const headingId = `past-event-${item.eventId}`;
  const review = item.review;
  return (
    <li aria-labelledby={headingId}>
      <h2 id={headingId} className="pv-my-reviews__event">
        <ProductLink to={paths.event(item.eventId)}>{item.eventName}</ProductLink>
      </h2>
      <p>
        {item.canReview
          ? T.endedOpenUntil({ ended: day(item.endDateTime), until: day(item.reviewableUntil) })
          : T.ended({ ended: day(item.endDateTime) })}
      </p>
      {sent && (
        <p role="status" className="pv-my-reviews__sent">
          {sent}
        </p>
      )}
      {review && (
        <div className="pv-my-reviews__review">
          <p>
            {richMessage(
              reviewsKey('review'),
              {
                badge: (chunks) => <Badge tone={STATUS_TONE[review.status]}>{chunks}</Badge>,
                strong: (chunks) => <strong>{chunks}</strong>,
              },
              { status: review.status, score: review.score, text: review.text },
            )}
          </p>
          {review.status === 'REMOVED' && review.decisionReason && (
            <p>{T.removedByModerator({ reason: review.decisionReason })}</p>
          )}
        </div>
      )}
      {item.canReview ? (
        writing ? (
          <ReviewForm
            eventId={item.eventId}
            eventName={item.eventName}
            onDone={(review) => {
              setWriting(false);
              setSent(review.message);
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setWriting(true)} aria-describedby={headingId}>
            {item.review ? T.writeNewReview : T.writeReview}
          </Button>
        )
      ) : (
        !item.review && item.reason && <p className="pv-my-reviews__reason">{item.reason}</p>
      )}
    </li>
  );
}

export default function MyReviewsPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZMyReviewsQuery);
  const result = useGetMyReviewsQuery(list.args, { refetchOnMountOrArgChange: true });
  return (
    <ListPage
      title={T.title}
      intro={<p>{T.intro}</p>}
      result={result}
      loadingLabel={T.loadingPastEvents}
      errorTitle={T.pastEventsNotLoaded}
      isEmpty={(page) => page.items.length === 0 && page.standing.strikes.length === 0}
      empty={
        <EmptyState
          title={T.noPastEvents}
          description={T.noPastEventsText}
          action={<ProductLink to={paths.events}>{T.findEvents}</ProductLink>}
        />
      }
      list={list}
      pagination={{ label: T.pastEventPages, kind: 'events' }}
    >
      {(page, { isStale }) => (
        <>
          <ReviewStanding
            standing={page.standing}
            useAppeal={useAppealStrikeMutation}
            text={T}
            section={{ title: T.removedReviews, className: 'pv-my-reviews__standing' }}
            listClassName="pv-my-reviews"
          />
          <ul className="pv-my-reviews" aria-busy={isStale || undefined} aria-label={T.pastEvents}>
            {page.items.map((item) => (
              <PastEvent key={item.eventId} item={item} />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
