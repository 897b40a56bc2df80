// The event page's reviews: the average (1-10 and as stars), how many, the subscores, then the reviews
// a page at a time, each with the edition it is about and the organiser's reply.
import { useState } from 'react';
import { REVIEW_SUBSCORES, REVIEW_SUBSCORE_LABELS, type TPublicReview } from '@pavilion/domain';
import { useGetEventReviewsQuery } from '@pavilion/api-client';
import { EventSection } from '@pavilion/features-event';
import { ListPagination, QueryView } from '@pavilion/features-page-kit';
import '../../components/reviews.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function ReviewItem({ review }: { review: TPublicReview }) {
  const given = REVIEW_SUBSCORES.filter((k) => review.subscores[k] !== null);
  return (
    <li className="pv-review">
      <p className="pv-review__head">
        <strong>{review.score}/10</strong> · {review.reviewerName} · {day(review.submittedAt)}
        {review.edition.isEarlier && <span className="pv-review__edition"> · about {review.edition.name}</span>}
      </p>
      <p className="pv-review__text">{review.text}</p>
      {given.length > 0 && (
        <p className="pv-review__subscores">
          {given.map((k) => `${REVIEW_SUBSCORE_LABELS[k]} ${review.subscores[k]}/10`).join(' · ')}
        </p>
      )}
      {review.reply && (
        <blockquote className="pv-review__reply">
          <p>
            <strong>The organiser replied</strong> · {day(review.reply.repliedAt)}
          </p>
          <p>{review.reply.text}</p>
        </blockquote>
      )}
    </li>
  );
}

export function EventReviews({ eventId }: { eventId: number }) {
  const [page, setPage] = useState(1);
  const result = useGetEventReviewsQuery({ eventId, page });
  return (
    <EventSection id="reviews" title="Reviews">
      <QueryView
        result={result}
        loadingLabel="Loading reviews"
        errorTitle="Reviews could not be loaded"
        isEmpty={(p) => p.count === 0}
        empty="No reviews yet. Attendees review an event after it ends."
      >
        {(p, { isStale }) => (
          <div aria-busy={isStale || undefined}>
            <p className="pv-reviews__summary">
              <strong>{p.average}/10</strong> average ({p.rating} of 5 stars) from {p.count}{' '}
              {p.count === 1 ? 'review' : 'reviews'}
            </p>
            <dl className="pv-reviews__subscores">
              {REVIEW_SUBSCORES.filter((k) => p.subscores[k] !== null).map((k) => (
                <div key={k}>
                  <dt>{REVIEW_SUBSCORE_LABELS[k]}</dt>
                  <dd>{p.subscores[k]}/10</dd>
                </div>
              ))}
            </dl>
            <ul className="pv-reviews__list">
              {p.items.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
            <ListPagination page={p} onPageChange={setPage} label="Review pages" noun="reviews" />
          </div>
        )}
      </QueryView>
    </EventSection>
  );
}
