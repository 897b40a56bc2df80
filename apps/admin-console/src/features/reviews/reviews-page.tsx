// /admin/dashboard/reviews: the moderation queue (reviews the automatic check flagged, oldest first,
// with their wait against the 5-business-day target), any review by status, each decided with a
// reason (publish or remove; a removal is a strike, egregious suspends at once) or edited by support
// for its reviewer (score, subscores and text, with the reason; the status stays); the partners'
// replies waiting; and the reviewers' appeals against strikes. Every decision and edit is audited by
// the server. Each list keeps its filter and page in the URL (reviews.*, replies.*, strikes.*).
import { useState } from 'react';
import { z } from 'zod';
import {
  useDecideAppealMutation,
  useDecideReplyMutation,
  useDecideReviewMutation,
  useEditReviewMutation,
  useGetAdminRepliesQuery,
  useGetAdminReviewsQuery,
  useGetAdminStrikesQuery,
} from '@pavilion/api-client';
import {
  REVIEW_FLAG_LABELS,
  REVIEW_STATUSES,
  ZAdminRepliesQuery,
  ZAdminReviewsQuery,
  ZAdminStrikesQuery,
  ZAppealDecisionBody,
  ZReviewDecisionBody,
  ZReviewEditForm,
  type TAdminReply,
  type TAdminReview,
  type TAdminStrike,
  type TModerationWait,
  type TReviewStatus,
} from '@pavilion/domain';
import { ReviewScoreFields, reviewScoreValues } from '@pavilion/features-event';
import {
  Form,
  ListView,
  PageFrame,
  PageSection,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Badge, Button, Card, CardBody, Checkbox, Cluster, Select, TextArea } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';

const STATUS_LABELS: Record<TReviewStatus, string> = {
  PENDING: 'Waiting (flagged)',
  PUBLISHED: 'Published',
  REMOVED: 'Removed',
};

const when = formatDateTime;

/** The queue's list: the flagged reviews waiting unless the URL names another status. */
const ZReviewQueueList = ZAdminReviewsQuery.extend({ status: z.enum(REVIEW_STATUSES).default('PENDING') });
/** The strikes list: the appeals waiting unless the URL asks for every strike (strikes.appeal=ALL). */
const ZStrikesList = ZAdminStrikesQuery.extend({ appeal: z.enum(['PENDING', 'ALL']).default('PENDING') });

function Wait({ wait }: { wait: TModerationWait | null }) {
  if (!wait) return null;
  const days = `${wait.businessDays} of ${wait.targetBusinessDays} business days`;
  return <Badge tone={wait.overdue ? 'danger' : 'info'}>{wait.overdue ? `Overdue: ${days}` : `Waiting ${days}`}</Badge>;
}

/** Publish or remove, with the reason; `egregious` only for reviews. */
function DecisionForm({
  label,
  current,
  withEgregious,
  onDecide,
}: {
  label: string;
  current: TReviewStatus;
  withEgregious: boolean;
  onDecide: (body: { status: 'PUBLISHED' | 'REMOVED'; reason: string; egregious: boolean }) => Promise<unknown>;
}) {
  const choices = current === 'PENDING' ? (['PUBLISHED', 'REMOVED'] as const) : (['REMOVED'] as const);
  const { form, server, submit, submitting } = useZodForm(ZReviewDecisionBody, {
    defaultValues: { status: choices[0], reason: '', egregious: false },
  });
  const errors = form.formState.errors;
  const removing = form.watch('status') === 'REMOVED';
  return (
    <Form
      aria-label={label}
      className="pv-form-stack pv-card-list__form"
      alertTitle="Nothing was decided"
      server={server}
      onSubmit={submit((body) => onDecide({ ...body, egregious: body.status === 'REMOVED' && body.egregious }))}
    >
      <Select
        label="Decision"
        options={choices.map((c) => ({ value: c, label: c === 'PUBLISHED' ? 'Publish' : 'Remove' }))}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <TextArea
        label="Reason (kept in the audit log)"
        required
        rows={2}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {withEgregious && removing && (
        <Checkbox label="Egregious content: suspend the reviewer at once" {...form.register('egregious')} />
      )}
      <Button type="submit" loading={submitting}>
        Save decision
      </Button>
    </Form>
  );
}

/** Support's edit of a review for its reviewer: the score, subscores and text as they stand, and the reason. */
function EditForm({ review, onDone }: { review: TAdminReview; onDone: (saved: boolean) => void }) {
  const { form, server, submit, submitting } = useZodForm(ZReviewEditForm, {
    defaultValues: { ...reviewScoreValues(review), text: review.text, reason: '' },
  });
  const [edit] = useEditReviewMutation();
  const errors = form.formState.errors;
  return (
    <Form
      aria-label={`Edit the review by ${review.reviewer.name}`}
      className="pv-form-stack pv-card-list__form"
      alertTitle="The review was not changed"
      server={server}
      onSubmit={submit(async (body) => {
        await edit({ reviewId: review.id, body }).unwrap();
        onDone(true);
      })}
    >
      <ReviewScoreFields form={form} scoreLabel="Score (1-10)" legend="Scores for parts of the event" />
      <TextArea label="Review text" required rows={4} error={errors.text?.message} {...form.register('text')} />
      <TextArea
        label="Reason for the edit (kept in the audit log)"
        required
        rows={2}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <Cluster gap={2}>
        <Button type="submit" loading={submitting}>
          Save changes
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </Cluster>
    </Form>
  );
}

function ReviewItem({ review }: { review: TAdminReview }) {
  const [decide] = useDecideReviewMutation();
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  const headingId = `admin-review-${review.id}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <CardBody>
        <h3 id={headingId} className="pv-card-list__title">
          {review.score}/10 for {review.event.name} by {review.reviewer.name}
        </h3>
        <Cluster as="p" gap={2} className="pv-card-list__meta">
          <span>
            {STATUS_LABELS[review.status]} · submitted {when(review.submittedAt)}
          </span>{' '}
          <Wait wait={review.wait} />
        </Cluster>
        {review.flags.length > 0 && <p>Found: {review.flags.map((f) => REVIEW_FLAG_LABELS[f]).join(', ')}</p>}
        <p className="pv-card-list__text">{review.text}</p>
        {review.decisionReason && <p>Decision: {review.decisionReason}</p>}
        {review.status !== 'REMOVED' && (
          <DecisionForm
            label={`Decide on the review by ${review.reviewer.name}`}
            current={review.status}
            withEgregious
            onDecide={(body) => decide({ reviewId: review.id, body }).unwrap()}
          />
        )}
        {editing ? (
          <EditForm
            review={review}
            onDone={(saved) => {
              setEditing(false);
              setEdited(saved);
            }}
          />
        ) : (
          <Button
            type="button"
            variant="secondary"
            className="pv-card-list__action"
            aria-describedby={headingId}
            onClick={() => {
              setEdited(false);
              setEditing(true);
            }}
          >
            Edit for the reviewer
          </Button>
        )}
        <p role="status">{edited ? 'The review was changed for its reviewer.' : ''}</p>
      </CardBody>
    </Card>
  );
}

function ReviewQueue() {
  const list = useListParams(ZReviewQueueList, { prefix: 'reviews' });
  const status = list.query.status;
  const result = useGetAdminReviewsQuery({ ...list.args, status });
  return (
    <PageSection title="Review queue" titleId="queue-title">
      <ListView
        filters={
          <>
            <Select
              label="Status"
              options={REVIEW_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={(e) => list.setFilters({ status: e.target.value as TReviewStatus })}
            />
          </>
        }
        result={result}
        loadingLabel="Loading reviews"
        errorTitle="Reviews could not be loaded"
        empty={status === 'PENDING' ? 'No review is waiting for a decision.' : 'No reviews.'}
        pagination={{ onPageChange: list.setPage, label: 'Review pages', noun: 'reviews' }}
      >
        {(p) => (
          <ul className="pv-card-list">
            {p.items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
        )}
      </ListView>
    </PageSection>
  );
}

function ReplyItem({ reply }: { reply: TAdminReply }) {
  const [decide] = useDecideReplyMutation();
  const headingId = `admin-reply-${reply.reviewId}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <CardBody>
        <h3 id={headingId} className="pv-card-list__title">
          {reply.partnerName} replying on {reply.event.name}
        </h3>
        <Cluster as="p" gap={2} className="pv-card-list__meta">
          <span>Submitted {when(reply.submittedAt)}</span> <Wait wait={reply.wait} />
        </Cluster>
        {reply.flags.length > 0 && <p>Found: {reply.flags.map((f) => REVIEW_FLAG_LABELS[f]).join(', ')}</p>}
        <p className="pv-card-list__text">Review: {reply.reviewText}</p>
        <p className="pv-card-list__text pv-card-list__quote">Reply: {reply.text}</p>
        <DecisionForm
          label={`Decide on the reply of ${reply.partnerName}`}
          current={reply.status}
          withEgregious={false}
          onDecide={(body) => decide({ reviewId: reply.reviewId, body }).unwrap()}
        />
      </CardBody>
    </Card>
  );
}

function ReplyQueue() {
  const list = useListParams(ZAdminRepliesQuery, { prefix: 'replies' });
  const result = useGetAdminRepliesQuery({ ...list.args, status: 'PENDING' });
  return (
    <PageSection title="Replies waiting" titleId="replies-title">
      <ListView
        result={result}
        loadingLabel="Loading replies"
        errorTitle="Replies could not be loaded"
        empty="No reply is waiting for a decision."
        pagination={{ onPageChange: list.setPage, label: 'Reply pages', noun: 'replies' }}
      >
        {(p) => (
          <ul className="pv-card-list">
            {p.items.map((r) => (
              <ReplyItem key={r.reviewId} reply={r} />
            ))}
          </ul>
        )}
      </ListView>
    </PageSection>
  );
}

const STANDING_LABELS = {
  ACTIVE: 'Active',
  WARNED: 'Warned',
  SUSPENDED: 'Suspended',
  BANNED: 'Suspended until appeal',
};

function AppealForm({ strike }: { strike: TAdminStrike }) {
  const [decide] = useDecideAppealMutation();
  const { form, server, submit, submitting } = useZodForm(ZAppealDecisionBody, {
    defaultValues: { status: 'GRANTED', reason: '' },
  });
  return (
    <Form
      aria-label={`Decide the appeal of ${strike.reviewer.name}`}
      className="pv-form-stack pv-card-list__form"
      alertTitle="Nothing was decided"
      server={server}
      onSubmit={submit((body) => decide({ strikeId: strike.id, body }).unwrap())}
    >
      <Select
        label="Appeal decision"
        options={[
          { value: 'GRANTED', label: 'Grant: take the strike back' },
          { value: 'REFUSED', label: 'Refuse: the removal stands' },
        ]}
        {...form.register('status')}
      />
      <TextArea
        label="Reason"
        required
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" loading={submitting}>
        Decide appeal
      </Button>
    </Form>
  );
}

function Strikes() {
  const list = useListParams(ZStrikesList, { prefix: 'strikes' });
  const appealsOnly = list.query.appeal === 'PENDING';
  const result = useGetAdminStrikesQuery({ ...list.args, appeal: appealsOnly ? 'PENDING' : undefined });
  return (
    <PageSection title="Strikes and appeals" titleId="strikes-title">
      <ListView
        filters={
          <>
            <Checkbox
              label="Only appeals waiting"
              checked={appealsOnly}
              onChange={(e) => list.setFilters({ appeal: e.target.checked ? 'PENDING' : 'ALL' })}
            />
          </>
        }
        result={result}
        loadingLabel="Loading strikes"
        errorTitle="Strikes could not be loaded"
        empty={appealsOnly ? 'No appeal is waiting.' : 'No strikes.'}
        pagination={{ onPageChange: list.setPage, label: 'Strike pages', noun: 'strikes' }}
      >
        {(p) => (
          <ul className="pv-card-list">
            {p.items.map((s) => (
              <Card as="li" key={s.id} aria-labelledby={`strike-${s.id}`}>
                <CardBody>
                  <h3 id={`strike-${s.id}`} className="pv-card-list__title">
                    {s.reviewer.name} ({s.reviewer.email}): {STANDING_LABELS[s.standing.state]}
                    {s.standing.suspendedUntil ? ` until ${when(s.standing.suspendedUntil)}` : ''}
                  </h3>
                  <p>
                    Review of {s.eventName} removed {when(s.at)}: {s.reason}
                    {s.egregious ? ' (egregious)' : ''}
                  </p>
                  {s.appeal && (
                    <p>
                      Appeal ({s.appeal.status.toLowerCase()}): {s.appeal.text}
                    </p>
                  )}
                  {s.appeal?.status === 'PENDING' && <AppealForm strike={s} />}
                </CardBody>
              </Card>
            ))}
          </ul>
        )}
      </ListView>
    </PageSection>
  );
}

export default function ReviewsPage() {
  useDocumentTitle('Reviews');
  return (
    <PageFrame
      title="Reviews"
      description={<p>Flagged reviews and replies wait here; the target is a decision within 5 business days.</p>}
    >
      <ReviewQueue />
      <ReplyQueue />
      <Strikes />
    </PageFrame>
  );
}
