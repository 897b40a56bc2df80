// /partner/event-details/{id}/reviews: which earlier event of the partner's this one is a new edition
// of (its reviews then show here too), and the reviews of this event, each with the one reply the
// partner may write. Replies are checked like reviews, so one may wait for a moderator.
import {
  useGetPartnerReviewsQuery,
  useGetPreviousEditionQuery,
  useReplyToReviewMutation,
  useSetPreviousEditionMutation,
} from '@pavilion/api-client';
import {
  REVIEW_SUBSCORES,
  REVIEW_SUBSCORE_LABELS,
  ZPartnerReviewsQuery,
  ZPreviousEditionBody,
  ZReviewReplyBody,
  type TPartnerEventDetail,
  type TPartnerReview,
  type TPreviousEditionAnswer,
} from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import {
  Form,
  ListView,
  PageHeader,
  PageSection,
  QueryView,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Badge, Button, Card, CardBody, Cluster, Select, Stack, TextArea, useToast } from '@pavilion/ui';
import { z } from 'zod';
import { PartnerEventPage } from '../../components/partner-event-page';
import { REVIEWS_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

/** Between the subscores. */
const SEPARATOR = ' · ';

/** The series form: the select holds the earlier event's id as text, '' for none. */
const ZSeriesForm = z
  .object({ previousEditionId: z.string() })
  .transform(({ previousEditionId }) => ({
    previousEditionId: previousEditionId === '' ? null : Number(previousEditionId),
  }))
  .pipe(ZPreviousEditionBody);
type SeriesForm = z.output<typeof ZSeriesForm>;

export function EventReviewsPage() {
  return (
    <PartnerEventPage tool={T.tool} aria-labelledby="reviews-title">
      {(event) => (
        <>
          <PageHeader
            titleId="reviews-title"
            title={T.title({ event: event.name })}
            back={{ to: partnerPaths.eventDetails(event.id), label: T.backToEvent }}
          />
          <SeriesLink event={event} />
          <Reviews eventId={event.id} timeZone={event.timeZone} />
        </>
      )}
    </PartnerEventPage>
  );
}

function SeriesLink({ event }: { event: TPartnerEventDetail }) {
  const result = useGetPreviousEditionQuery(event.id);
  return (
    <PageSection title={T.series} titleId="series-title" panel description={<p>{T.seriesLead}</p>}>
      <QueryView result={result} loadingLabel={T.seriesLoading} errorTitle={T.seriesFailed}>
        {(series) => <SeriesForm series={series} timeZone={event.timeZone} />}
      </QueryView>
    </PageSection>
  );
}

function SeriesForm({ series, timeZone }: { series: TPreviousEditionAnswer; timeZone: string }) {
  const { form, server, submit, submitting } = useZodForm(ZSeriesForm, {
    defaultValues: { previousEditionId: series.previousEditionId === null ? '' : String(series.previousEditionId) },
    server: { alert: 'always' },
  });
  const [save] = useSetPreviousEditionMutation();
  const toast = useToast();
  const send = async ({ previousEditionId }: SeriesForm) => {
    await save({ eventId: series.eventId, previousEditionId }).unwrap();
    toast.showToast({ tone: 'success', message: T.seriesSaved });
  };
  return (
    <Form
      aria-label={T.series}
      className="pv-form-stack"
      alertTitle={T.seriesNotSaved}
      server={server}
      onSubmit={submit(send)}
    >
      <Select
        label={T.newEditionOf}
        placeholder={T.notNewEdition}
        options={series.candidates.map((c) => ({
          value: c.id,
          label: T.candidate({ name: c.name, date: formatEventDateTime(c.startDateTime, timeZone) }),
        }))}
        error={form.formState.errors.previousEditionId?.message}
        {...form.register('previousEditionId')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        {T.saveSeries}
      </Button>
    </Form>
  );
}

function Reviews({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  // The page in the URL (`?page=2`): a reload or a shared link shows the same reviews.
  const list = useListParams(ZPartnerReviewsQuery);
  const result = useGetPartnerReviewsQuery({ ...list.args, eventId: String(eventId) });
  return (
    <PageSection title={T.whatAttendeesSaid} titleId="event-reviews-title">
      <ListView
        list={list}
        result={result}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        empty={T.empty}
        pagination={{ label: T.pages, kind: 'reviews' }}
        items={{ className: 'pv-card-list', item: (r) => <ReviewItem key={r.id} review={r} timeZone={timeZone} /> }}
      />
    </PageSection>
  );
}

const REPLY_TONE = {
  PUBLISHED: 'success',
  PENDING: 'warning',
  REMOVED: 'danger',
} as const;

function ReviewItem({ review, timeZone }: { review: TPartnerReview; timeZone: string }) {
  const given = REVIEW_SUBSCORES.filter((k) => review.subscores[k] !== null);
  const headingId = `review-${review.id}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <CardBody>
        <Cluster justify="space-between" gap={2}>
          <h3 id={headingId} className="pv-card-list__title">
            {T.scoreFrom({ score: review.score, name: review.reviewerName || T.formerAttendee })}
          </h3>
          <time className="pv-card-list__meta" dateTime={review.submittedAt}>
            {formatEventDateTime(review.submittedAt, timeZone)}
          </time>
        </Cluster>
        <p className="pv-card-list__text">{review.text}</p>
        {given.length > 0 && (
          <p className="pv-card-list__meta">
            {given
              .map((k) => T.subscore({ label: REVIEW_SUBSCORE_LABELS[k], score: review.subscores[k]! }))
              .join(SEPARATOR)}
          </p>
        )}
        {review.reply && (
          <Stack gap={2} align="flex-start" className="pv-card-list__quote">
            <Badge tone={REPLY_TONE[review.reply.status]}>{T.replyStatus({ status: review.reply.status })}</Badge>
            <p className="pv-card-list__text">{review.reply.text}</p>
          </Stack>
        )}
        {review.canReply && <ReplyForm review={review} />}
      </CardBody>
    </Card>
  );
}

function ReplyForm({ review }: { review: TPartnerReview }) {
  const { form, server, submit, submitting } = useZodForm(ZReviewReplyBody, {
    defaultValues: { text: '' },
    server: { alert: 'always' },
  });
  const [reply] = useReplyToReviewMutation();
  return (
    <Form
      aria-label={T.replyTo({ name: review.reviewerName || T.formerAttendee })}
      className="pv-form-stack pv-card-list__form"
      alertTitle={T.replyNotSent}
      server={server}
      onSubmit={submit(({ text }) => reply({ reviewId: review.id, text }).unwrap())}
    >
      <TextArea
        label={T.yourReplyTo({ name: review.reviewerName || T.formerAttendee })}
        hint={T.replyHint}
        required
        rows={3}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" loading={submitting}>
        {T.sendReply}
      </Button>
    </Form>
  );
}
