// The event page's reviews: the average (1-10 and as stars), how many, the subscores, then the reviews
// a page at a time, each with the edition it is about and the organiser's reply; a signed-in attendee
// reports a review to the moderators from its Report button, with a reason from a short list.
import { useState } from 'react';
import {
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_SUBSCORES,
  REVIEW_SUBSCORE_LABELS,
  ZEventReviewsQuery,
  ZReviewReportBody,
  dateTimeFormat,
  numberFormat,
  type TPublicReview,
  type TReviewReportAnswer,
} from '@pavilion/domain';
import { useGetEventReviewsQuery, useReportReviewMutation, useSession } from '@pavilion/api-client';
import { EventSection } from '@pavilion/features-event';
import {
  ConfirmFormDialog,
  Form,
  FormAlert,
  ListPagination,
  QueryView,
  RadioField,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Alert, Button } from '@pavilion/ui';
import { EVENT_DETAIL_TEXT as T } from './messages';
import '../../components/reviews.css';

/** Between the parts of a review's head line. */
const SEPARATOR = ' · ';
const SPACE = ' ';

const day = (iso: string) =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The Report button of a review and its dialog: a reason from the short list, sent once. */
function ReportReview({ review }: { review: TPublicReview }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<TReviewReportAnswer | null>(null);
  const [report] = useReportReviewMutation();
  const { server, submit, submitting, form } = useZodForm(ZReviewReportBody, {
    defaultValues: {},
  });
  const formId = `pv-report-review-${review.id}`;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="pv-review__report"
        aria-label={T.reportReview({ name: review.reviewerName || T.formerAttendee })}
        disabled={sent !== null}
        onClick={() => setOpen(true)}
      >
        {sent ? T.reported : T.report}
      </Button>
      <ConfirmFormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={T.reportTitle}
        formId={formId}
        submitting={submitting}
        keepLabel={T.keepReview}
        confirmLabel={T.sendReport}
        closeLabel={T.close}
        outcome={
          sent && (
            <Alert tone="success" title={T.reportSent}>
              {sent.message}
            </Alert>
          )
        }
      >
        <Form
          id={formId}
          aria-label={T.reportTitle}
          alert="none"
          server={server}
          onSubmit={submit(async (body) => setSent(await report({ reviewId: review.id, body }).unwrap()))}
        >
          <p>{T.reportIntro}</p>
          <FormAlert title={T.reportNotSent} message={server.message} />
          <RadioField
            form={form}
            name="reason"
            legend={T.reportReason}
            options={REVIEW_REPORT_REASONS.map((reason) => ({
              value: reason,
              label: REVIEW_REPORT_REASON_LABELS[reason],
            }))}
          />
        </Form>
      </ConfirmFormDialog>
    </>
  );
}

function ReviewItem({ review, canReport }: { review: TPublicReview; canReport: boolean }) {
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
      {canReport && <ReportReview review={review} />}
    </li>
  );
}

export function EventReviews({ eventId }: { eventId: number }) {
  // The page in the URL (`?reviews.page=2`): a reload or a shared link shows the same reviews.
  const list = useListParams(ZEventReviewsQuery, { prefix: 'reviews' });
  const result = useGetEventReviewsQuery({ eventId, ...list.args });
  // Readers report reviews from an attendee account.
  const canReport = useSession().role === 'attendee';
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
                <ReviewItem key={r.id} review={r} canReport={canReport} />
              ))}
            </ul>
            <ListPagination page={p} onPageChange={list.setPage} label={T.reviewPages} kind="reviews" />
          </div>
        )}
      </QueryView>
    </EventSection>
  );
}
