// /partner/event-details/{id}/reviews: which earlier event of the partner's this one is a new edition
// of (its reviews then show here too), and the reviews of this event, each with the one reply the
// partner may write. Replies are checked like reviews, so one may wait for a moderator.
import { useState } from 'react';
import {
  useGetPartnerReviewsQuery,
  useGetPreviousEditionQuery,
  useReplyToReviewMutation,
  useSetPreviousEditionMutation,
} from '@pavilion/api-client';
import {
  REVIEW_SUBSCORES,
  REVIEW_SUBSCORE_LABELS,
  ZPreviousEditionBody,
  ZReviewReplyBody,
  type TPartnerEventDetail,
  type TPartnerReview,
  type TPreviousEditionAnswer,
} from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { Form, ListView, PageHeader, PageSection, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, Card, CardBody, Cluster, Select, Stack, TextArea, useToast } from '@pavilion/ui';
import { z } from 'zod';
import { PartnerEventPage } from '../../components/partner-event-page';

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
    <PartnerEventPage tool="Reviews" aria-labelledby="reviews-title">
      {(event) => (
        <>
          <PageHeader
            titleId="reviews-title"
            title={`Reviews of ${event.name}`}
            back={{ to: `/event-details/${event.id}`, label: 'Back to the event' }}
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
    <PageSection
      title="Series"
      titleId="series-title"
      panel
      description={
        <p>
          Mark this event as a new edition of an earlier event of yours: the reviews of earlier editions then show on
          its page and count in its rating.
        </p>
      }
    >
      <QueryView result={result} loadingLabel="Loading the series" errorTitle="The series could not be loaded">
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
    toast.showToast({ tone: 'success', message: 'Series saved' });
  };
  return (
    <Form
      aria-label="Series"
      className="pv-form-stack"
      alertTitle="The series was not saved"
      server={server}
      onSubmit={submit(send)}
    >
      <Select
        label="New edition of"
        placeholder="Not a new edition"
        options={series.candidates.map((c) => ({
          value: c.id,
          label: `${c.name} (${formatEventDateTime(c.startDateTime, timeZone)})`,
        }))}
        error={form.formState.errors.previousEditionId?.message}
        {...form.register('previousEditionId')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        Save series
      </Button>
    </Form>
  );
}

function Reviews({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const [page, setPage] = useState(1);
  const result = useGetPartnerReviewsQuery({ eventId: String(eventId), page });
  return (
    <PageSection title="What attendees said" titleId="event-reviews-title">
      <ListView
        result={result}
        loadingLabel="Loading reviews"
        errorTitle="Reviews could not be loaded"
        empty="No reviews yet. Attendees who were checked in are asked for one when the event ends."
        pagination={{ onPageChange: setPage, label: 'Review pages', noun: 'reviews' }}
      >
        {(p) => (
          <ul className="pv-card-list">
            {p.items.map((r) => (
              <ReviewItem key={r.id} review={r} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </ListView>
    </PageSection>
  );
}

const REPLY_STATUS = {
  PUBLISHED: { tone: 'success', label: 'Reply published' },
  PENDING: { tone: 'warning', label: 'Reply waiting for a moderator' },
  REMOVED: { tone: 'danger', label: 'Reply removed by a moderator' },
} as const;

function ReviewItem({ review, timeZone }: { review: TPartnerReview; timeZone: string }) {
  const given = REVIEW_SUBSCORES.filter((k) => review.subscores[k] !== null);
  const headingId = `review-${review.id}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <CardBody>
        <Cluster justify="space-between" gap={2}>
          <h3 id={headingId} className="pv-card-list__title">
            {review.score}/10 from {review.reviewerName}
          </h3>
          <time className="pv-card-list__meta" dateTime={review.submittedAt}>
            {formatEventDateTime(review.submittedAt, timeZone)}
          </time>
        </Cluster>
        <p className="pv-card-list__text">{review.text}</p>
        {given.length > 0 && (
          <p className="pv-card-list__meta">
            {given.map((k) => `${REVIEW_SUBSCORE_LABELS[k]} ${review.subscores[k]}/10`).join(' · ')}
          </p>
        )}
        {review.reply && (
          <Stack gap={2} align="flex-start" className="pv-card-list__quote">
            <Badge tone={REPLY_STATUS[review.reply.status].tone}>{REPLY_STATUS[review.reply.status].label}</Badge>
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
      aria-label={`Reply to ${review.reviewerName}`}
      className="pv-form-stack pv-card-list__form"
      alertTitle="Your reply was not sent"
      server={server}
      onSubmit={submit(({ text }) => reply({ reviewId: review.id, text }).unwrap())}
    >
      <TextArea
        label={`Your reply to ${review.reviewerName}`}
        hint="You can reply once. Replies are shown under the review on your event's page."
        required
        rows={3}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" loading={submitting}>
        Send reply
      </Button>
    </Form>
  );
}
