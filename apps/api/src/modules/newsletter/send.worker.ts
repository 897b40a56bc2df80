// The monthly newsletter: from NEWSLETTER_DAY of each month (UTC), every address that opted in gets one
// email of upcoming events in the recommended order (docs/search.md, "Ranking"): an account with
// Marketing emails on with what its profile adds (its sectors and country), in its language; a confirmed
// subscriber the ranking alone, in the language of the page it subscribed from. An address is claimed for
// the month by its newsletter_sends row, written in the transaction that writes the email, so an address
// that is both an account and a subscriber, or two workers racing, get one newsletter a month.
import { sql } from 'drizzle-orm';
import {
  dateTimeFormat,
  formatAmount,
  isClosedAccountEmail,
  NEWSLETTER_EVENT_COUNT,
  NEWSLETTER_PAGES,
  ZEventFilter,
  type Locale,
  type TEventCard,
  type TEventSearchResponse,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, newsletterSends, newsletterSubscriptions, personSettings, persons } from '../../db/schema';
import { scheduledWorker } from '../../platform/jobs';
import {
  enqueueEmail,
  inLanguage,
  languageOf,
  languagesOf,
  renderEmail,
  type OutgoingEmail,
} from '../../platform/mail';
import { searchAnswer, tasteOf } from '../search';
import { NEWSLETTER_EMAIL_TEXT as T } from './messages';
import { unsubscribeToken, type NewsletterReader } from './tokens';

export const NEWSLETTER_TEMPLATE = 'newsletter' as const;
/** How often a worker looks whether this month's newsletter is due (and for addresses not yet sent). */
export const NEWSLETTER_WORKER_EVERY_MS = 60 * 60_000;
const BATCH = 200;
/** A round ends after this long (the next one goes on): well inside a kind's 10-minute limit. */
const ROUND_BUDGET_MS = 4 * 60_000;

type NewsletterConfig = Pick<Config, 'jwtSecret' | 'publicUrl' | 'newsletterDay'>;

export interface NewsletterRound {
  sent: number;
  /** Addresses another worker claimed first, or whose opt-in ended meanwhile (the claim keeps no email). */
  skipped: number;
}

/** The month a newsletter at `now` is for ('2026-12'), or null before the month's newsletter day. */
export function newsletterMonth(now: Date, day: number): string | null {
  if (now.getUTCDate() < day) return null;
  return now.toISOString().slice(0, 7);
}

interface Candidate {
  key: string;
  email: string;
  personId: number | null;
  subscriptionId: number | null;
  language: string;
}

/**
 * Addresses that opted in and have no newsletter this month: accounts with Marketing emails on, and
 * confirmed subscriptions; an address that is both comes once, as the account.
 */
async function dueAddresses(db: Database, month: string): Promise<Candidate[]> {
  const rows = rowsOf<{
    key: string;
    email: string;
    person_id: number | null;
    subscription_id: number | null;
    language: string;
  }>(
    await db.execute(sql`select distinct on (c.key) c.key, c.email, c.person_id, c.subscription_id, c.language
      from (
        select lower(p.email) as key, p.email, p.id as person_id, null::int as subscription_id, s.default_language as language, 0 as preference
          from ${persons} p join ${personSettings} s on s.person_id = p.id
          where s.marketing_emails
        union all
        select lower(n.email), n.email, null::int, n.id, n.language, 1
          from ${newsletterSubscriptions} n
          where n.confirmed_at is not null and n.unsubscribed_at is null
      ) c
      where not exists (select 1 from ${newsletterSends} ns where ns.email = c.key and ns.month = ${month})
      order by c.key, c.preference
      limit ${BATCH}`),
  );
  return rows.map((r) => ({
    key: r.key,
    email: r.email,
    personId: r.person_id === null ? null : Number(r.person_id),
    subscriptionId: r.subscription_id === null ? null : Number(r.subscription_id),
    language: r.language,
  }));
}

/** Whether the address still opted in, read in the claiming transaction (a switch turned off meanwhile). */
async function stillOptedIn(tx: DbOrTx, c: Candidate): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await tx.execute(
      c.personId !== null
        ? sql`select exists (select 1 from ${personSettings} where person_id = ${c.personId} and marketing_emails) as ok`
        : sql`select exists (select 1 from ${newsletterSubscriptions} where id = ${c.subscriptionId}
            and confirmed_at is not null and unsubscribed_at is null) as ok`,
    ),
  );
  return row.ok;
}

/** The events of one newsletter, and each one's time zone (its dates are read where it happens). */
interface Selection {
  cards: TEventCard[];
  zones: Map<number, string>;
  personal: boolean;
}

/** Picks the events for each taste once a round (and each language: the cards' words are in it). */
class Selections {
  private readonly found = new Map<string, Promise<Selection>>();

  constructor(
    private readonly db: Database,
    private readonly now: Date,
  ) {}

  async for(personId: number | null, language: Locale): Promise<Selection> {
    const taste = personId === null ? null : await tasteOf(this.db, personId);
    const personal = Boolean(taste && (taste.sectorIds.length || taste.countryId !== null));
    const key = `${language}|${personal ? `${taste!.sectorIds.join(',')}|${taste!.countryId}` : ''}`;
    let selection = this.found.get(key);
    if (!selection) {
      selection = this.pick(personal ? personId : null, language, personal);
      this.found.set(key, selection);
    }
    return selection;
  }

  private async pick(personId: number | null, language: Locale, personal: boolean): Promise<Selection> {
    const filter = ZEventFilter.parse({ sortCriteria: 'recommended', pageSize: NEWSLETTER_EVENT_COUNT });
    const answer = await inLanguage(language, () =>
      searchAnswer(this.db, filter, this.now, personId, undefined, { sponsoredPlace: false }),
    );
    const cards = (JSON.parse(answer) as TEventSearchResponse).events;
    const zones = new Map<number, string>();
    if (cards.length) {
      const ids = sql.join(
        cards.map((c) => sql`${c.id}`),
        sql`, `,
      );
      const rows = rowsOf<{ id: number; time_zone: string }>(
        await this.db.execute(sql`select id, time_zone from ${events} where id in (${ids})`),
      );
      for (const r of rows) zones.set(Number(r.id), r.time_zone);
    }
    return { cards, zones, personal };
  }
}

function eventLine(card: TEventCard, zone: string): string {
  const dates = dateTimeFormat({ dateStyle: 'medium', timeZone: zone }).formatRange(
    new Date(card.startDateTime),
    new Date(card.endDateTime),
  );
  const priced = card.minTicketPrice !== null;
  return T.eventLine({
    priced: priced ? 'yes' : 'no',
    name: card.name,
    dates,
    place: card.city ?? card.venue?.name ?? T.eventOnline,
    price: priced ? formatAmount(card.minTicketPrice!, card.ticketPriceCurrency) : '',
  });
}

function newsletterEmail(
  config: NewsletterConfig,
  c: Candidate,
  language: Locale,
  selection: Selection,
  now: Date,
): OutgoingEmail {
  const reader: NewsletterReader =
    c.personId !== null ? { kind: 'p', personId: c.personId } : { kind: 's', subscriptionId: c.subscriptionId! };
  const token = unsubscribeToken(config.jwtSecret, reader);
  const withToken = (path: string) => {
    const url = new URL(`${config.publicUrl}${path}`);
    url.searchParams.set('token', token);
    return url.toString();
  };
  const listUnsubscribe = withToken(`/api${NEWSLETTER_PAGES.unsubscribe}`);
  return inLanguage(language, () => {
    const month = dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(now);
    const words = {
      to: c.email,
      subject: T.subject({ month }),
      listUnsubscribe,
      ...renderEmail({
        preview: T.preview({ month }),
        heading: T.heading({ month }),
        paragraphs: [selection.personal ? T.introPersonal : T.intro],
        entries: selection.cards.map((card) => ({
          text: eventLine(card, selection.zones.get(card.id) ?? 'UTC'),
          link: { label: T.eventLink, url: `${config.publicUrl}/events/${card.id}` },
        })),
        action: { label: T.allEvents, url: `${config.publicUrl}/events` },
        notes: [
          {
            text: c.personId !== null ? T.whyAccount : T.whySubscriber,
            link: { label: T.unsubscribe, url: withToken(NEWSLETTER_PAGES.unsubscribe) },
          },
        ],
      }),
    };
    return c.personId !== null
      ? { ...words, template: NEWSLETTER_TEMPLATE, personId: c.personId }
      : { ...words, template: NEWSLETTER_TEMPLATE, subscriber: true as const };
  });
}

/** Claims the address for the month and writes its newsletter; answers what became of it. */
async function sendOne(
  db: Database,
  config: NewsletterConfig,
  selections: Selections,
  c: Candidate,
  month: string,
  now: Date,
): Promise<keyof NewsletterRound> {
  const language =
    c.personId !== null ? (await languagesOf(db, [c.personId])).get(c.personId)! : languageOf(c.language);
  const selection = await selections.for(c.personId, language);
  return db.transaction(async (tx) => {
    // The claim: the primary key (address, month) lets one transaction in; another waits, then finds it taken.
    const [claimed] = await tx
      .insert(newsletterSends)
      .values({ email: c.key, month, personId: c.personId, subscriptionId: c.subscriptionId })
      .onConflictDoNothing()
      .returning({ email: newsletterSends.email });
    // Claimed even when nothing goes (a closed account's address), so no later batch picks it again.
    if (!claimed || isClosedAccountEmail(c.email) || !(await stillOptedIn(tx, c))) return 'skipped';
    const outboxId = await enqueueEmail(tx, newsletterEmail(config, c, language, selection, now));
    if (outboxId === null) return 'skipped';
    await tx
      .update(newsletterSends)
      .set({ outboxId })
      .where(sql`${newsletterSends.email} = ${c.key} and ${newsletterSends.month} = ${month}`);
    return 'sent';
  });
}

/**
 * One round: nothing before the month's newsletter day or while no event is upcoming; otherwise every
 * address due, in batches, until none is left or the worker stops.
 */
export async function sendNewsletters(
  db: Database,
  config: NewsletterConfig,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<NewsletterRound> {
  const round: NewsletterRound = { sent: 0, skipped: 0 };
  const month = newsletterMonth(now, config.newsletterDay);
  if (!month) return round;
  const selections = new Selections(db, now);
  // What a profile adds only reorders: with no upcoming event for anyone, nobody is claimed this round.
  if (!(await selections.for(null, 'en')).cards.length) return round;
  for (;;) {
    const due = await dueAddresses(db, month);
    for (const c of due) round[await sendOne(db, config, selections, c, month, now)] += 1;
    if (due.length < BATCH || stopping()) break;
  }
  return round;
}

export const newsletterWorkerFactory = scheduledWorker({
  worker: 'newsletter',
  everyMs: NEWSLETTER_WORKER_EVERY_MS,
  immediately: true,
  round: async ({ db, config }, at) => {
    const started = Date.now();
    const round = await sendNewsletters(db, config, at, () => Date.now() - started > ROUND_BUDGET_MS);
    return round.sent || round.skipped ? round : null;
  },
  done: 'newsletters',
  failed: 'newsletter round failed',
});
