// /user/reviews: the attendee's past registrations, each with its review or the form to write one
// (while the event can be reviewed), and their standing as a reviewer with the strikes and appeals.
import { useState } from 'react';
import {
  ZAppealBody,
  ZMyReviewsQuery,
  type TReviewerStanding,
  type TReviewableEvent,
  type TStrike,
  type TAppealBody,
} from '@pavilion/domain';
import { useAppealStrikeMutation, useGetMyReviewsQuery } from '@pavilion/api-client';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Form, ListPage, useDocumentTitle, useListParams, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Badge, Button, EmptyState, TextArea } from '@pavilion/ui';
import { ReviewForm } from './review-form';
import '../../components/reviews.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const STATUS = {
  PUBLISHED: { tone: 'success', label: 'Published' },
  PENDING: { tone: 'warning', label: 'Waiting for a moderator' },
  REMOVED: { tone: 'danger', label: 'Removed' },
} as const;

function PastEvent({ item }: { item: TReviewableEvent }) {
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const headingId = `past-event-${item.eventId}`;
  return (
    <li aria-labelledby={headingId}>
      <h2 id={headingId} className="pv-my-reviews__event">
        <ProductLink to={paths.event(item.eventId)}>{item.eventName}</ProductLink>
      </h2>
      <p>
        Ended {day(item.endDateTime)}
        {item.canReview && <> · reviews open until {day(item.reviewableUntil)}</>}
      </p>
      {sent && (
        <p role="status" className="pv-my-reviews__sent">
          {sent}
        </p>
      )}
      {item.review && (
        <div className="pv-my-reviews__review">
          <p>
            <Badge tone={STATUS[item.review.status].tone}>{STATUS[item.review.status].label}</Badge>{' '}
            <strong>{item.review.score}/10</strong> · {item.review.text}
          </p>
          {item.review.status === 'REMOVED' && item.review.decisionReason && (
            <p>Removed by a moderator: {item.review.decisionReason}</p>
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
            {item.review ? 'Write a new review' : 'Write a review'}
          </Button>
        )
      ) : (
        !item.review && item.reason && <p className="pv-my-reviews__reason">{item.reason}</p>
      )}
    </li>
  );
}

function AppealForm({ strike }: { strike: TStrike }) {
  const [appeal] = useAppealStrikeMutation();
  const { form, server, submit, submitting } = useZodForm(ZAppealBody, {
    defaultValues: { text: '' },
    server: { alert: 'always' },
  });
  const send = (body: TAppealBody) => appeal({ strikeId: strike.id, body }).unwrap();
  return (
    <Form
      server={server}
      onSubmit={submit(send)}
      alertTitle="Your appeal was not sent"
      aria-label={`Appeal the removal of your review of ${strike.eventName}`}
    >
      <TextArea
        label="Why should the removal be taken back?"
        required
        rows={3}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        Send appeal
      </Button>
    </Form>
  );
}

function Standing({ standing }: { standing: TReviewerStanding }) {
  if (standing.strikes.length === 0) return null;
  const words = {
    ACTIVE: null,
    WARNED: 'A review of yours was removed. A second removal within 90 days suspends reviewing for two weeks.',
    SUSPENDED: `Your reviewing is suspended until ${standing.suspendedUntil ? day(standing.suspendedUntil) : ''}.`,
    BANNED: 'Your reviewing is suspended. You can appeal a removal below.',
  }[standing.state];
  return (
    <section aria-labelledby="standing-title" className="pv-my-reviews__standing">
      <h2 id="standing-title">Removed reviews</h2>
      {words && (
        <Alert tone={standing.state === 'WARNED' ? 'warning' : 'error'} title="Your standing as a reviewer">
          {words}
        </Alert>
      )}
      <ul className="pv-my-reviews">
        {standing.strikes.map((s) => (
          <li key={s.id}>
            <p>
              {s.eventName}, removed {day(s.at)}: {s.reason}
            </p>
            {s.appeal ? (
              <p>
                Appeal {s.appeal.status === 'PENDING' ? 'waiting for a decision' : s.appeal.status.toLowerCase()}
                {s.appeal.reason ? `: ${s.appeal.reason}` : ''}
              </p>
            ) : (
              <AppealForm strike={s} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyReviewsPage() {
  useDocumentTitle('Reviews');
  const list = useListParams(ZMyReviewsQuery);
  const result = useGetMyReviewsQuery(list.args, { refetchOnMountOrArgChange: true });
  return (
    <ListPage
      title="Reviews"
      intro={<p>Review the events you attended, within 3 months of their end. Reviews are shown for 36 months.</p>}
      result={result}
      loadingLabel="Loading your past events"
      errorTitle="Your past events could not be loaded"
      isEmpty={(page) => page.items.length === 0 && page.standing.strikes.length === 0}
      empty={
        <EmptyState
          title="No past events yet"
          description="Events you attended show here once they are over."
          action={<ProductLink to={paths.events}>Find events</ProductLink>}
        />
      }
      pagination={{ onPageChange: list.setPage, label: 'Past event pages', noun: 'events' }}
    >
      {(page, { isStale }) => (
        <>
          <Standing standing={page.standing} />
          <ul className="pv-my-reviews" aria-busy={isStale || undefined} aria-label="Past events">
            {page.items.map((item) => (
              <PastEvent key={item.eventId} item={item} />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
