// A person's standing under the content guidelines, as the marketplace's Reviews page (an attendee's
// removed reviews) and the portal's Strikes and appeals tab (a team member's removed replies) show it:
// a warning or a suspension in words, each strike with its reason, and its appeal or the form to appeal
// it. The page gives the API's appeal (the attendee's or the team member's endpoint) and its own words.
import { useId, type ReactNode } from 'react';
import { dateTimeFormat, ZAppealBody, type TAppealBody, type TReviewerStanding, type TStrike } from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Card, CardBody, Stack, TextArea } from '@pavilion/ui';

type AppealStatus = NonNullable<TStrike['appeal']>['status'];

/** The appeal's trigger, as an RTK Query mutation hook gives it. */
export type AppealStrike = (arg: { strikeId: number; body: TAppealBody }) => { unwrap(): Promise<unknown> };
/** The API's appeal: `useAppealStrikeMutation` (an attendee's) or `useAppealPartnerStrikeMutation` (a team member's). */
export type UseAppealStrike = () => readonly [AppealStrike, ...unknown[]];

/** What the standing says: each page words it for what it removes (a review, a reply). */
export interface ReviewStandingText {
  standingTitle: string;
  warned: string;
  suspendedUntil: (values: { date: string }) => string;
  banned: string;
  /** One strike: what was removed ('REVIEW' or 'REPLY'), of which event, when and why. */
  strike: (values: { content: TStrike['content']; event: string; date: string; reason: string }) => string;
  /** Said under a strike judged egregious; nothing when left out. */
  egregious?: string;
  appealForm: (values: { event: string }) => string;
  appealWhy: string;
  sendAppeal: string;
  appealNotSent: string;
  appealState: (values: { status: AppealStatus }) => string;
  appealStateReason: (values: { status: AppealStatus; reason: string }) => string;
}

export interface ReviewStandingProps {
  standing: TReviewerStanding;
  useAppeal: UseAppealStrike;
  text: ReviewStandingText;
  /** Shown when there is no strike (the portal's 'You have no strikes.'); nothing when left out. */
  empty?: ReactNode;
  /** A section of its own under this heading (the marketplace's 'Removed reviews'); without, the page frames it. */
  section?: { title: string; className?: string };
  /** The strikes as rows of a list with this class (the marketplace's); without, each on a card. */
  listClassName?: string;
}

const day = (iso: string) =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

function AppealForm({
  strike,
  useAppeal,
  text: T,
}: {
  strike: TStrike;
  useAppeal: UseAppealStrike;
  text: ReviewStandingText;
}) {
  const [appeal] = useAppeal();
  const { form, server, submit, submitting } = useZodForm(ZAppealBody, {
    defaultValues: { text: '' },
    server: { alert: 'always' },
  });
  const send = (body: TAppealBody) => appeal({ strikeId: strike.id, body }).unwrap();
  return (
    <Form
      server={server}
      onSubmit={submit(send)}
      alertTitle={T.appealNotSent}
      aria-label={T.appealForm({ event: strike.eventName })}
    >
      <TextArea
        label={T.appealWhy}
        required
        rows={3}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        {T.sendAppeal}
      </Button>
    </Form>
  );
}

function StrikeItem({
  strike: s,
  useAppeal,
  text: T,
}: {
  strike: TStrike;
  useAppeal: UseAppealStrike;
  text: ReviewStandingText;
}) {
  return (
    <>
      <p>{T.strike({ content: s.content, event: s.eventName, date: day(s.at), reason: s.reason })}</p>
      {s.egregious && T.egregious && <p>{T.egregious}</p>}
      {s.appeal ? (
        <p>
          {s.appeal.reason
            ? T.appealStateReason({ status: s.appeal.status, reason: s.appeal.reason })
            : T.appealState({ status: s.appeal.status })}
        </p>
      ) : (
        <AppealForm strike={s} useAppeal={useAppeal} text={T} />
      )}
    </>
  );
}

/** The standing's words, each strike and its appeal (or the form to appeal it). */
export function ReviewStanding({ standing, useAppeal, text: T, empty, section, listClassName }: ReviewStandingProps) {
  const titleId = useId();
  if (standing.strikes.length === 0) return empty ?? null;
  const words = {
    ACTIVE: null,
    WARNED: T.warned,
    SUSPENDED: T.suspendedUntil({ date: standing.suspendedUntil ? day(standing.suspendedUntil) : '' }),
    BANNED: T.banned,
  }[standing.state];
  const alert = words && (
    <Alert tone={standing.state === 'WARNED' ? 'warning' : 'error'} title={T.standingTitle}>
      {words}
    </Alert>
  );
  const list = listClassName ? (
    <ul className={listClassName}>
      {standing.strikes.map((s) => (
        <li key={s.id}>
          <StrikeItem strike={s} useAppeal={useAppeal} text={T} />
        </li>
      ))}
    </ul>
  ) : (
    <ul className="pv-card-list">
      {standing.strikes.map((s) => (
        <Card as="li" key={s.id}>
          <CardBody>
            <StrikeItem strike={s} useAppeal={useAppeal} text={T} />
          </CardBody>
        </Card>
      ))}
    </ul>
  );
  if (!section)
    return (
      <Stack gap={4}>
        {alert}
        {list}
      </Stack>
    );
  return (
    <section aria-labelledby={titleId} className={section.className}>
      <h2 id={titleId}>{section.title}</h2>
      {alert}
      {list}
    </section>
  );
}
