// Every email the demo data sends once the background workers run over it (refunds, damage claims,
// payouts, digests, reminders...), written to people who read German: German throughout, dates in German
// conventions (never '2026-11-27'), and every link in the plain text standing alone.
import request from 'supertest';
import { and, eq, gt, sql } from 'drizzle-orm';
import { emailOutbox, events, orders, partnerMembers, persons } from '../db/schema';
import { bearerFor, readUntil, useTestContext, workerDepsFor } from '@pavilion/api-testing/harness';
import { startBackgroundWorkers } from '../workers';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoReviews } from './demo-reviews';

const FAST = '100';
const t = useTestContext({
  HOLD_EXPIRY_POLL_MS: FAST,
  REFUND_POLL_MS: FAST,
  DAMAGE_CLAIM_POLL_MS: FAST,
  PAYOUT_POLL_MS: FAST,
  TRANSFER_DUE_POLL_MS: FAST,
});
let mails: { template: string; subject: string; html: string; text: string }[] = [];

beforeAll(async () => {
  // Each person the demo makes has chosen German.
  await t.db.execute(sql`
    create function demo_speaks_german() returns trigger language plpgsql as $$
    begin
      insert into person_settings (person_id, default_language, language) values (new.id, 'de', 'de')
        on conflict (person_id) do nothing;
      return new;
    end $$`);
  await t.db.execute(
    sql`create trigger demo_speaks_german after insert on persons for each row execute function demo_speaks_german()`,
  );
  await seedDemoData(t.db, t.storage, t.clock.now);
  // The demo's newsletter readers subscribed from the German page.
  await t.db.execute(sql`update newsletter_subscriptions set language = 'de'`);
  // As the server seeds it: the reviews make the past events repeat events, the only ones asked for a review.
  await seedDemoReviews(t.db, t.clock.now);
  // The demo organiser cancels and refunds one of its orders (the cancellation and refund emails).
  const [order] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, orders.partnerId))
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(persons.email, 'partner@example.com'), eq(orders.status, 'paid'), gt(events.startAt, t.clock.now)))
    .limit(1);
  const organiser = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
  await request(t.app)
    .post(`/api/partner/orders/${order.id}/refund`)
    .set(organiser)
    .send({ amount: 10, reason: 'Goodwill' })
    .expect(200);
  const count = async () => (await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
  const workers = await startBackgroundWorkers(workerDepsFor(t), t.handle.executeSql);
  // Until a few rounds pass with no new email.
  let last = -1;
  await readUntil(
    async () => {
      const now = await count();
      const settled = now === last;
      last = now;
      return settled;
    },
    (settled) => settled,
    { everyMs: 1500, tries: 40 },
  );
  await workers.stop();
  mails = await t.db
    .select({
      template: emailOutbox.template,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.channel} = 'email'`);
  // Seeding the demo and letting the workers settle takes a while on a busy machine.
}, 180_000);

const URL = /https?:\/\/[^\s"<>]+/g;
/** What a person reads: the text without the addresses of its links (which carry ISO dates for calendars). */
const words = (text: string) => text.replace(URL, '');
const htmlWords = (html: string) => words(html.replace(/<[^>]*>/g, ' '));
const ISO_DAY_OR_MONTH = /\b\d{4}-\d{2}(-\d{2})?\b/;

it('sends emails of several kinds', () => {
  expect([...new Set(mails.map((m) => m.template))]).toEqual(
    expect.arrayContaining(['refund-sent', 'review-questionnaire', 'newsletter']),
  );
});

it('writes each in German, with no date in ISO form', () => {
  for (const mail of mails) {
    const where = `${mail.template}: ${mail.subject}`;
    expect([where, mail.html]).toEqual([where, expect.stringMatching(/^<!doctype html>\s*<html lang="de">/)]);
    expect([where, mail.text]).toEqual([
      where,
      expect.stringContaining('Pavilion, der Marktplatz für Firmenveranstaltungen.'),
    ]);
    for (const part of [mail.subject, words(mail.text), htmlWords(mail.html)]) {
      expect([where, part.match(ISO_DAY_OR_MONTH)?.[0] ?? null]).toEqual([where, null]);
    }
  }
});

it('ends no link of the plain text with punctuation', () => {
  for (const mail of mails) {
    const sticking = (mail.text.match(URL) ?? []).filter((url) => /[;,.:!?)\]»”]$/.test(url));
    expect([mail.template, sticking]).toEqual([mail.template, []]);
  }
});
