// The outbox worker: claims due messages with a lease, delivers them, and records the outcome.
// Delivery is at least once; a deterministic Message-ID makes a repeat recognisable as the same
// message (the dev mailbox stores it once). See docs/decisions/0014-email-delivery-is-at-least-once-made-to-look.md, "Email delivery is at least once,
// made to look exactly once".
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TEmailSwitch } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { WorkerDeps } from '../context';
import { cataloguesReady, withLocale } from '../i18n';
import { reportingWorker, type BackgroundWork } from '../jobs';
import { resolveAttachments, type AttachmentContext } from './attachments';
import { languagesOf, languageWrittenIn } from './languages';
import { createLetterProvider, devMailboxLetters, type LetterProvider } from './letters';
import { createMailTransport, outboxMessageId, type MailTransport } from './transport';
import { unsubscribeHeaders, unsubscribeUrl, withUnsubscribeLine } from './unsubscribe';

/** Longer than any send can take (SMTP timeouts end a send within about a minute and a half). */
export const OUTBOX_LEASE_MS = 5 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_BATCH_SIZE = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Back-off after the given number of failed attempts: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface OutboxWorkerOptions extends AttachmentContext {
  logger: Logger;
  transport: MailTransport;
  /** Where letters (the 'postal' channel) go; the dev mailbox unless given. */
  letters?: LetterProvider;
  now?: () => Date;
  leaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

export interface DeliveryRound {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

export class OutboxWorker {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly letters: LetterProvider;
  readonly batchSize: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
    this.maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
    this.batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
    this.letters = options.letters ?? devMailboxLetters(options.db, options.config.mailFrom);
  }

  /**
   * Takes up to batchSize due messages for this worker: pending, due, and not leased by another
   * worker (or leased by one that stopped before finishing). SKIP LOCKED lets several API instances
   * claim side by side; the lease keeps a message away from others while it is being sent.
   */
  async claim(): Promise<OutboxRow[]> {
    const now = this.now();
    const due = this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          // A message never tried is due at once: its next_attempt_at is the database's insert time,
          // which need not agree with this worker's clock (tests move it).
          or(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, now)),
          or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(emailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + this.leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** One round: claim, deliver each, record each outcome. */
  async runOnce(): Promise<DeliveryRound> {
    // The words made at delivery (an unsubscribe line, a PDF ticket) are in their reader's language.
    await cataloguesReady;
    const rows = await this.claim();
    const round: DeliveryRound = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    for (const row of rows) {
      try {
        round[await this.deliver(row)] += 1;
      } catch (err) {
        // Recording the outcome failed (the database went away): the lease runs out and the message
        // is delivered again later, which the Message-ID makes recognisable.
        this.options.logger.error({ err, outboxId: row.id }, 'could not record an email delivery');
      }
    }
    return round;
  }

  private async deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    try {
      const attachments = await resolveAttachments(row.attachments, this.options);
      if (row.channel === 'postal') {
        if (!row.postalAddress || attachments.length !== 1)
          throw new Error('A letter needs an address and one document');
        await this.letters.send({
          reference: outboxMessageId(row.id),
          to: row.postalAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          template: row.template,
          document: attachments[0],
        });
      } else {
        // An optional email carries its one-click unsubscribe link: its own (the newsletter's, already in
        // its words), or one made now from its person and switch.
        const ownLink = row.listUnsubscribe;
        const madeLink =
          ownLink === null && row.personId !== null && row.sentUnder !== null
            ? unsubscribeUrl(this.options.config, row.personId, row.sentUnder as TEmailSwitch)
            : null;
        const listUrl = ownLink ?? madeLink;
        // The line made now is in the language the rest of the email was written in (the recipient's).
        const language = madeLink
          ? (languageWrittenIn(row.html) ?? (await languagesOf(this.db, [row.personId!])).get(row.personId!)!)
          : null;
        const words =
          madeLink && language
            ? withLocale(language, () => withUnsubscribeLine(row, madeLink, row.sentUnder as TEmailSwitch))
            : row;
        await this.options.transport.send({
          messageId: outboxMessageId(row.id),
          from: this.options.config.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          html: words.html,
          text: words.text,
          attachments,
          template: row.template,
          ...(listUrl ? { headers: unsubscribeHeaders(listUrl) } : {}),
        });
      }
    } catch (err) {
      return this.recordFailure(row, err);
    }
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: this.now(), lockedUntil: null, lastError: null })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending')));
    return 'sent';
  }

  private async recordFailure(row: OutboxRow, err: unknown): Promise<'retried' | 'failed'> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const giveUp = row.attempts >= this.maxAttempts;
    await this.db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        lockedUntil: null,
        nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(row.attempts)),
      })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending')));
    const log = { outboxId: row.id, template: row.template, attempts: row.attempts, err: message };
    if (giveUp) this.options.logger.error(log, 'email delivery failed for good');
    else this.options.logger.warn(log, 'email delivery failed; will retry');
    return giveUp ? 'failed' : 'retried';
  }
}

/** The kind for workers.ts: the transport from config, a round every OUTBOX_POLL_MS draining full batches. */
export function outboxWorkerFactory(deps: WorkerDeps): BackgroundWork {
  const transport = createMailTransport(deps.config, deps.db);
  const letters = createLetterProvider(deps.config, deps.db, transport);
  const log = deps.logger.child({ worker: 'outbox', transport: transport.kind, letters: letters.kind });
  const worker = new OutboxWorker({ ...deps, logger: log, transport, letters });
  return reportingWorker({
    kind: 'outbox',
    log,
    everyMs: deps.config.outboxPollMs,
    // Email waits for nothing long: a round lost with a killed worker is run again within a minute and
    // a half (each message's own lease keeps it from going twice meanwhile).
    limitSeconds: 60,
    // A full batch means more may be due: keep going until a short one.
    round: async (stopping) => {
      const total: DeliveryRound = { claimed: 0, sent: 0, retried: 0, failed: 0 };
      let round: DeliveryRound;
      do {
        round = await worker.runOnce();
        for (const key of Object.keys(total) as (keyof DeliveryRound)[]) total[key] += round[key];
      } while (!stopping() && round.claimed > 0 && round.claimed === worker.batchSize);
      return total.claimed ? total : null;
    },
    done: 'delivered due emails',
    failed: 'outbox round failed',
    close: () => {
      transport.close();
      letters.close();
    },
  });
}
