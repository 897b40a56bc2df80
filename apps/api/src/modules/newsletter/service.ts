// The newsletter list. The footer's form only asks: the address gets a confirmation email, and gets the
// newsletter once its owner confirms from that link (double opt-in, docs/decisions/0312). Subscribing a
// confirmed address again changes nothing; one that is waiting, or unsubscribed, gets a new confirmation
// link, and the language of the page it was typed on becomes its newsletter's. An unsubscribe link ends
// the newsletter to its address, whichever way it came: the subscription, and the account's Marketing
// emails switch.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGES, type Locale, type TNewsletterState } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { newsletterSubscriptions, personSettings, persons } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { enqueueEmail, inLanguage, renderEmail, requestLanguage } from '../../platform/mail';
import { consumeRequestLimits, RateLimiter, type Requester } from '../../platform/rate-limit';
import { NEWSLETTER_LIMITS } from './limits';
import { NEWSLETTER_API_TEXT, NEWSLETTER_EMAIL_TEXT as T } from './messages';
import { confirmToken, readConfirmToken, readUnsubscribeToken, type NewsletterReader } from './tokens';

type NewsletterConfig = Pick<Config, 'jwtSecret' | 'publicUrl'>;

const sameAddress = (column: typeof persons.email | typeof newsletterSubscriptions.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

export class NewsletterService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Database,
    private readonly config: NewsletterConfig,
    private readonly now: () => Date,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  /**
   * Counts the request against the limits, then records the address as waiting for its owner's
   * confirmation and emails them the link, in the request's language (the page's). A confirmed address
   * changes nothing and gets no email.
   */
  async subscribe(email: string, who: Requester): Promise<void> {
    await consumeRequestLimits(this.limiter, NEWSLETTER_LIMITS, who);
    const language = requestLanguage();
    await this.db.transaction(async (tx) => {
      await tx.insert(newsletterSubscriptions).values({ email, language }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(sameAddress(newsletterSubscriptions.email, email))
        .for('update');
      if (row.confirmedAt && !row.unsubscribedAt) return;
      await tx
        .update(newsletterSubscriptions)
        .set({ language, unsubscribedAt: null, confirmedAt: null })
        .where(eq(newsletterSubscriptions.id, row.id));
      await enqueueEmail(tx, confirmationEmail(this.config, row.email, row.id, language));
    });
  }

  /** The owner's confirmation from the emailed link: from now on the address gets the newsletter. */
  async confirm(token: string): Promise<TNewsletterState> {
    const id = readConfirmToken(this.config.jwtSecret, token);
    if (id === null) throw invalidToken();
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({
        confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${this.now().toISOString()}::timestamptz)`,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ email: newsletterSubscriptions.email });
    if (!row) throw notFound(NEWSLETTER_API_TEXT.gone);
    return { email: row.email, subscribed: true };
  }

  /** The address an unsubscribe link is about and whether it gets the newsletter (changes nothing). */
  async state(token: string): Promise<TNewsletterState> {
    const email = await addressOf(this.db, this.read(token));
    return { email, subscribed: await receives(this.db, email) };
  }

  /** Ends the newsletter to the link's address: its subscription, and its account's Marketing emails. */
  async unsubscribe(token: string): Promise<TNewsletterState> {
    const reader = this.read(token);
    return this.db.transaction(async (tx) => {
      const email = await addressOf(tx, reader);
      const at = this.now();
      await tx
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: at })
        .where(and(sameAddress(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
      const accounts = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(reader.kind === 'p' ? eq(persons.id, reader.personId) : sameAddress(persons.email, email));
      for (const { id } of accounts)
        await tx
          .insert(personSettings)
          .values({ personId: id, marketingEmails: false, updatedAt: at })
          .onConflictDoUpdate({ target: personSettings.personId, set: { marketingEmails: false, updatedAt: at } });
      return { email, subscribed: false };
    });
  }

  private read(token: string): NewsletterReader {
    const reader = readUnsubscribeToken(this.config.jwtSecret, token);
    if (!reader) throw invalidToken();
    return reader;
  }
}

const invalidToken = () => badRequest(NEWSLETTER_MESSAGES.tokenInvalid, { token: NEWSLETTER_MESSAGES.tokenInvalid });

async function addressOf(db: DbOrTx, reader: NewsletterReader): Promise<string> {
  const [row] =
    reader.kind === 's'
      ? await db
          .select({ email: newsletterSubscriptions.email })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.id, reader.subscriptionId))
      : await db.select({ email: persons.email }).from(persons).where(eq(persons.id, reader.personId));
  if (!row) throw notFound(NEWSLETTER_API_TEXT.gone);
  return row.email;
}

/** Whether the address gets the newsletter: a confirmed subscription, or an account with Marketing emails on. */
async function receives(db: DbOrTx, email: string): Promise<boolean> {
  const [subscribed] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        sameAddress(newsletterSubscriptions.email, email),
        isNotNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
  if (subscribed) return true;
  const [account] = await db
    .select({ id: persons.id })
    .from(persons)
    .innerJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(and(sameAddress(persons.email, email), eq(personSettings.marketingEmails, true)));
  return Boolean(account);
}

function confirmationEmail(config: NewsletterConfig, to: string, subscriptionId: number, language: Locale) {
  const url = new URL(`${config.publicUrl}${NEWSLETTER_PAGES.confirm}`);
  url.searchParams.set('token', confirmToken(config.jwtSecret, subscriptionId));
  return inLanguage(language, () => ({
    to,
    template: 'newsletter-confirmation' as const,
    subject: T.confirmSubject,
    ...renderEmail({
      preview: T.confirmPreview,
      heading: T.confirmHeading,
      paragraphs: [T.confirmBody],
      action: { label: T.confirmAction, url: url.toString() },
      notes: [T.confirmIgnore],
    }),
  }));
}
