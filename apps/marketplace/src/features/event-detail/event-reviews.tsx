// The event page's reviews: the average (1-10 and as stars), how many, the subscores, then the reviews
// a page at a time, each with the edition it is about and the organiser's reply.
import { useState } from 'react';
import {
  REVIEW_SUBSCORES,
  REVIEW_SUBSCORE_LABELS,
  dateTimeFormat,
  numberFormat,
  type TPublicReview,
} from '@pavilion/domain';
import { useGetEventReviewsQuery } from '@pavilion/api-client';
import { EventSection } from '@pavilion/features-event';
import { ListPagination, QueryView } from '@pavilion/features-page-kit';
import { EVENT_DETAIL_TEXT as T } from './messages';
import '../../components/reviews.css';

/** Between the parts of a review's head line. */
const SEPARATOR = ' · ';
const SPACE = ' ';

const day = (iso: string) =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

function ReviewItem({ review }: { review: TPublicReview }) {
  const given = REVIEW_SUBSCORES.filter((k) => review.subscores[k] !== null);
  return (
    <li className="pv-review">
      <p className="pv-review__head">
        <strong>{T.outOfTen({ score: review.score })}</strong>
        {SEPARATOR}
        {review.reviewerName || T.formerAttendee}
        {SEPARATOR}
        {day(review.submittedAt)}
        {review.edition.isEarlier && (
          <span className="pv-review__edition">
            {SEPARATOR}
            {T.aboutEdition({ edition: review.edition.name })}
          </span>
        )}
      </p>
      <p className="pv-review__text">{review.text}</p>
      {given.length > 0 && (
        <p className="pv-review__subscores">
          {given
            .map((k) =>
              T.subscore({ label: REVIEW_SUBSCORE_LABELS[k], score: numberFormat().format(review.subscores[k] ?? 0) }),
            )
            .join(SEPARATOR)}
        </p>
      )}
      {review.reply && (
        <blockquote className="pv-review__reply">
          <p>
            <strong>{T.organiserReplied}</strong>
            {SEPARATOR}
            {day(review.reply.repliedAt)}
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
    <EventSection id="reviews" title={T.reviews}>
      <QueryView
        result={result}
        loadingLabel={T.loadingReviews}
        errorTitle={T.reviewsFailed}
        isEmpty={(p) => p.count === 0}
        empty={T.noReviews}
      >
        {(p, { isStale }) => (
          <div aria-busy={isStale || undefined}>
            <p className="pv-reviews__summary">
              <strong>{T.outOfTen({ score: p.average ?? 0 })}</strong>
              {SPACE}
              {T.averageFrom({ rating: p.rating ?? 0, count: p.count })}
            </p>
            <dl className="pv-reviews__subscores">
              {REVIEW_SUBSCORES.filter((k) => p.subscores[k] !== null).map((k) => (
                <div key={k}>
                  <dt>{REVIEW_SUBSCORE_LABELS[k]}</dt>
                  <dd>{T.outOfTen({ score: p.subscores[k] ?? 0 })}</dd>
                </div>
              ))}
            </dl>
            <ul className="pv-reviews__list">
              {p.items.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
            <ListPagination page={p} onPageChange={setPage} label={T.reviewPages} kind="reviews" />
          </div>
        )}
      </QueryView>
    </EventSection>
  );
}
