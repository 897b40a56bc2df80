// Test helpers for email: deliver the outbox into the dev mailbox (on the test clock) and read it back.
import { desc, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { createLogger } from '../src/platform/logger';
import type { TDevMail } from '@pavilion/domain';
import { getDevMail, listDevMail } from '../src/platform/mail/dev-mailbox';
import { devMailboxTransport, type MailTransport } from '../src/platform/mail/transport';
import { OutboxWorker } from '../src/platform/mail/worker';
import type { TestContext } from './harness';

/** An outbox worker on the test database and clock; the dev mailbox unless another transport is given. */
export function outboxWorker(t: TestContext, transport: MailTransport = devMailboxTransport(t.db)): OutboxWorker {
  return new OutboxWorker({
    config: t.config,
    db: t.db,
    storage: t.storage,
    logger: createLogger('silent'),
    transport,
    now: () => t.clock.now,
  });
}

/** Delivers every due message, as the background worker would. */
export async function deliverMail(t: TestContext): Promise<void> {
  const worker = outboxWorker(t);
  while ((await worker.runOnce()).claimed > 0);
}

/** Delivered messages to one address, newest first, with their bodies. */
export async function mailTo(t: TestContext, email: string): Promise<TDevMail[]> {
  await deliverMail(t);
  const list = await listDevMail(t.db, { to: email, limit: 200 });
  return Promise.all(list.map(async (m) => (await getDevMail(t.db, m.id))!));
}

/** Outbox rows (delivered or not) to one address, newest first. */
export function outboxTo(t: TestContext, email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${email})`)
    .orderBy(desc(emailOutbox.id));
}

export function outboxRow(t: TestContext, id: number) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .then((rows) => rows[0]);
}

/** The token of the first link in a message whose address contains `marker` (e.g. '/email-confirmation/'). */
export function tokenFrom(
  mail: Pick<TDevMail, 'text'>,
  marker: '/email-confirmation/' | '/reset-password?token=',
): string {
  const url = mail.text.split(/\s+/).find((word) => word.includes(marker));
  if (!url) throw new Error(`No ${marker} link in: ${mail.text}`);
  return decodeURIComponent(url.slice(url.indexOf(marker) + marker.length));
}
