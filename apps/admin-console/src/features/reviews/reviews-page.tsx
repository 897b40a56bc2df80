// /admin/dashboard/reviews: the moderation queue (reviews the automatic check flagged, with their wait
// against the 5-business-day target, and published reviews readers reported, with the count by
// reason; oldest first), any review by status, each decided with a reason (publish, keep or remove; a
// removal is a strike unless its author asked for the withdrawal, egregious suspends at once) or
// edited by support for its reviewer (checked again before it is published); the partners'
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
  fieldList,
  REVIEW_FLAG_LABELS,
  REVIEW_REPORT_REASON_LABELS,
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
  ListFilterSelect,
} from '@pavilion/features-page-kit';
import { Badge, Button, Card, CardBody, Checkbox, Cluster, Select, TextArea } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import { REVIEWS_TEXT as T } from './messages';

const statusLabels = (): Record<TReviewStatus, string> => ({
  PENDING: T.statusPending,
  PUBLISHED: T.statusPublished,
  REMOVED: T.statusRemoved,
});

const SPACE = ' ';

const when = formatDateTime;

/** The queue's list: the flagged reviews waiting unless the URL names another status. */
const ZReviewQueueList = ZAdminReviewsQuery.extend({ status: z.enum(REVIEW_STATUSES).default('PENDING') });
/** The strikes list: the appeals waiting unless the URL asks for every strike (strikes.appeal=ALL). */
const ZStrikesList = ZAdminStrikesQuery.extend({ appeal: z.enum(['PENDING', 'ALL']).default('PENDING') });

function Wait({ wait }: { wait: TModerationWait | null }) {
  if (!wait) return null;
  return (
    <Badge tone={wait.overdue ? 'danger' : 'info'}>
      {T.waitDays({
        overdue: wait.overdue ? 'yes' : 'no',
        days: wait.businessDays,
        target: wait.targetBusinessDays,
      })}
    </Badge>
  );
}

/** Publish or remove, with the reason; `egregious` only for reviews. */
function DecisionForm({
  label,
  current,
  withEgregious,
  reported = false,
  onDecide,
}: {
  label: string;
  current: TReviewStatus;
  withEgregious: boolean;
  /** Readers reported it: a moderator may keep it published, which closes the reports. */
  reported?: boolean;
  onDecide: (body: {
    status: 'PUBLISHED' | 'REMOVED';
    reason: string;
    egregious: boolean;
    withdrawal: boolean;
  }) => Promise<unknown>;
}) {
  const choices = current === 'PENDING' || reported ? (['PUBLISHED', 'REMOVED'] as const) : (['REMOVED'] as const);
  const { form, server, submit, submitting } = useZodForm(ZReviewDecisionBody, {
    defaultValues: { status: choices[0], reason: '', egregious: false, withdrawal: false },
  });
  const errors = form.formState.errors;
  const removing = form.watch('status') === 'REMOVED';
  return (
    <Form
      aria-label={label}
      className="pv-form-stack pv-card-list__form"
      alertTitle={T.nothingDecided}
      server={server}
      onSubmit={submit((body) =>
        onDecide({
          ...body,
          egregious: body.status === 'REMOVED' && body.egregious,
          withdrawal: body.status === 'REMOVED' && body.withdrawal,
        }),
      )}
    >
      <Select
        label={T.decision}
        options={choices.map((c) => ({
          value: c,
          label: c === 'REMOVED' ? T.remove : current === 'PUBLISHED' ? T.keep : T.publish,
        }))}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <TextArea
        label={T.decisionReason}
        required
        rows={2}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {withEgregious && removing && <Checkbox label={T.egregious} {...form.register('egregious')} />}
      {removing && <Checkbox label={T.withdrawal} {...form.register('withdrawal')} />}
      <Button type="submit" loading={submitting}>
        {T.saveDecision}
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
      aria-label={T.editReview({ name: review.reviewer.name })}
      className="pv-form-stack pv-card-list__form"
      alertTitle={T.notChanged}
      server={server}
      onSubmit={submit(async (body) => {
        await edit({ reviewId: review.id, body }).unwrap();
        onDone(true);
      })}
    >
      <ReviewScoreFields form={form} scoreLabel={T.scoreLabel} legend={T.scoresLegend} />
      <TextArea label={T.reviewText} required rows={4} error={errors.text?.message} {...form.register('text')} />
      <TextArea label={T.editReason} required rows={2} error={errors.reason?.message} {...form.register('reason')} />
      <Cluster gap={2}>
        <Button type="submit" loading={submitting}>
          {T.saveChanges}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {T.cancel}
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
          {T.reviewTitle({ score: review.score, event: review.event.name, name: review.reviewer.name })}
        </h3>
        <Cluster as="p" gap={2} className="pv-card-list__meta">
          <span>{T.statusSubmitted({ status: review.status, at: when(review.submittedAt) })}</span>
          {SPACE}
          <Wait wait={review.wait} />
        </Cluster>
        {review.flags.length > 0 && (
          <p>{T.found({ flags: fieldList(review.flags.map((f) => REVIEW_FLAG_LABELS[f])) })}</p>
        )}
        {review.reports.count > 0 && (
          <p>
            {T.reported({
              count: review.reports.count,
              reasons: fieldList(
                review.reports.reasons.map((r) => `${REVIEW_REPORT_REASON_LABELS[r.reason]} (${r.count})`),
              ),
            })}
          </p>
        )}
        <p className="pv-card-list__text">{review.text}</p>
        {review.decisionReason && <p>{T.decisionWas({ reason: review.decisionReason })}</p>}
        {review.status !== 'REMOVED' && (
          <DecisionForm
            label={T.decideReview({ name: review.reviewer.name })}
            current={review.status}
            reported={review.reports.count > 0}
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
            {T.editForReviewer}
          </Button>
        )}
        <p role="status">{edited ? T.changed : ''}</p>
      </CardBody>
    </Card>
  );
}

function ReviewQueue() {
  const list = useListParams(ZReviewQueueList, { prefix: 'reviews' });
  const status = list.query.status;
  const result = useGetAdminReviewsQuery({ ...list.args, status });
  return (
    <PageSection title={T.reviewQueue} titleId="queue-title">
      <ListView
        filters={
          <>
            <ListFilterSelect
              list={list}
              name="status"
              label={T.status}
              options={REVIEW_STATUSES.map((s) => ({ value: s, label: statusLabels()[s] }))}
            />
          </>
        }
        result={result}
        loadingLabel={T.loadingReviews}
        errorTitle={T.reviewsFailed}
        empty={status === 'PENDING' ? T.noReviewWaiting : T.noReviews}
        list={list}
        pagination={{ label: T.reviewPages, kind: 'reviews' }}
        items={{ className: 'pv-card-list', item: (r) => <ReviewItem key={r.id} review={r} /> }}
      />
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
          {T.replyTitle({ partner: reply.partnerName, event: reply.event.name })}
        </h3>
        <Cluster as="p" gap={2} className="pv-card-list__meta">
          <span>{T.submitted({ at: when(reply.submittedAt) })}</span>
          {SPACE}
          <Wait wait={reply.wait} />
        </Cluster>
        {reply.flags.length > 0 && (
          <p>{T.found({ flags: fieldList(reply.flags.map((f) => REVIEW_FLAG_LABELS[f])) })}</p>
        )}
        <p className="pv-card-list__text">{T.reviewQuote({ text: reply.reviewText })}</p>
        <p className="pv-card-list__text pv-card-list__quote">{T.replyQuote({ text: reply.text })}</p>
        <DecisionForm
          label={T.decideReply({ partner: reply.partnerName })}
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
    <PageSection title={T.repliesWaiting} titleId="replies-title">
      <ListView
        result={result}
        loadingLabel={T.loadingReplies}
        errorTitle={T.repliesFailed}
        empty={T.noReplyWaiting}
        list={list}
        pagination={{ label: T.replyPages, kind: 'replies' }}
        items={{ className: 'pv-card-list', item: (r) => <ReplyItem key={r.reviewId} reply={r} /> }}
      />
    </PageSection>
  );
}

function AppealForm({ strike }: { strike: TAdminStrike }) {
  const [decide] = useDecideAppealMutation();
  const { form, server, submit, submitting } = useZodForm(ZAppealDecisionBody, {
    defaultValues: { status: 'GRANTED', reason: '' },
  });
  return (
    <Form
      aria-label={T.decideAppeal({ name: strike.reviewer.name })}
      className="pv-form-stack pv-card-list__form"
      alertTitle={T.nothingDecided}
      server={server}
      onSubmit={submit((body) => decide({ strikeId: strike.id, body }).unwrap())}
    >
      <Select
        label={T.appealDecision}
        options={[
          { value: 'GRANTED', label: T.grant },
          { value: 'REFUSED', label: T.refuse },
        ]}
        {...form.register('status')}
      />
      <TextArea
        label={T.reason}
        required
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" loading={submitting}>
        {T.decideAppealButton}
      </Button>
    </Form>
  );
}

function StrikeItem({ strike: s }: { strike: TAdminStrike }) {
  return (
    <Card as="li" aria-labelledby={`strike-${s.id}`}>
      <CardBody>
        <h3 id={`strike-${s.id}`} className="pv-card-list__title">
          {s.standing.suspendedUntil
            ? T.strikeTitleUntil({
                name: s.reviewer.name,
                email: s.reviewer.email,
                state: s.standing.state,
                until: when(s.standing.suspendedUntil),
              })
            : T.strikeTitle({ name: s.reviewer.name, email: s.reviewer.email, state: s.standing.state })}
        </h3>
        <p>
          {T.strikeLine({
            content: s.content,
            event: s.eventName,
            at: when(s.at),
            reason: s.reason,
            egregious: s.egregious ? 'yes' : 'no',
          })}
        </p>
        {s.appeal && <p>{T.appealLine({ status: s.appeal.status, text: s.appeal.text })}</p>}
        {s.appeal?.status === 'PENDING' && <AppealForm strike={s} />}
      </CardBody>
    </Card>
  );
}

function Strikes() {
  const list = useListParams(ZStrikesList, { prefix: 'strikes' });
  const appealsOnly = list.query.appeal === 'PENDING';
  const result = useGetAdminStrikesQuery({ ...list.args, appeal: appealsOnly ? 'PENDING' : undefined });
  return (
    <PageSection title={T.strikesAndAppeals} titleId="strikes-title">
      <ListView
        filters={
          <>
            <Checkbox
              label={T.onlyAppeals}
              checked={appealsOnly}
              onChange={(e) => list.setFilters({ appeal: e.target.checked ? 'PENDING' : 'ALL' })}
            />
          </>
        }
        result={result}
        loadingLabel={T.loadingStrikes}
        errorTitle={T.strikesFailed}
        empty={appealsOnly ? T.noAppealWaiting : T.noStrikes}
        list={list}
        pagination={{ label: T.strikePages, kind: 'strikes' }}
        items={{ className: 'pv-card-list', item: (s) => <StrikeItem key={s.id} strike={s} /> }}
      />
    </PageSection>
  );
}

export default function ReviewsPage() {
  useDocumentTitle(T.title);
  return (
    <PageFrame title={T.title} description={<p>{T.description}</p>}>
      <ReviewQueue />
      <ReplyQueue />
      <Strikes />
    </PageFrame>
  );
}
