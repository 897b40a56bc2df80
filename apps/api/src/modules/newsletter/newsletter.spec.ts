// The newsletter: double opt-in from the footer, the monthly send to those who opted in only (once a
// month per address, even with two workers racing), in each reader's language, and its one-click
// unsubscribe (RFC 8058) without signing in.
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import type { TDevMail } from '@pavilion/domain';
import { emailOutbox, newsletterSends, newsletterSubscriptions, personSettings } from '../../db/schema';
import { createSaleEvent } from '@pavilion/api-testing/checkout';
import { createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { mailTo, outboxWorker } from '@pavilion/api-testing/mail';
import { expectGerman } from '@pavilion/api-testing/mail-language';
import type { MailMessage, MailTransport } from '../../platform/mail';
import { newsletterMonth, sendNewsletters } from './send.worker';
import { confirmToken, unsubscribeToken } from './tokens';

const t = useTestContext();
const DAY = 86_400_000;

/** Each test runs in a month of its own (the newsletter is once a month). */
let month = 0;
function nextMonth(): Date {
  month += 1;
  return new Date(Date.UTC(2027, month, 3, 9));
}

const newslettersTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${email}) and ${emailOutbox.template} = 'newsletter'`);

async function subscribe(email: string, language = 'en') {
  await request(t.app).post('/api/email-subscribe/').set('Accept-Language', language).send({ email }).expect(200);
}

async function confirmationLink(email: string): Promise<URL> {
  const mails = (await mailTo(t, email)).filter((m) => m.template === 'newsletter-confirmation');
  const word = mails[0].text.split(/\s+/).find((w) => w.includes('/newsletter/confirm?token='))!;
  return new URL(word);
}

async function confirmedSubscriber(email: string, language = 'en') {
  await subscribe(email, language);
  const link = await confirmationLink(email);
  await request(t.app).post(`/api/newsletter/confirm${link.search}`).expect(200);
}

async function marketingOn(personId: number, on = true, language = 'en') {
  await t.db
    .insert(personSettings)
    .values({ personId, marketingEmails: on, defaultLanguage: language })
    .onConflictDoUpdate({ target: personSettings.personId, set: { marketingEmails: on, defaultLanguage: language } });
}

/** The newsletter's delivered messages as the transport sees them, headers included. */
function capturing(): MailTransport & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return { kind: 'capture', messages, send: async (m) => void messages.push(m), close: () => undefined };
}

beforeAll(async () => {
  // Upcoming events for every month the tests run in.
  t.clock.now = new Date(Date.UTC(2027, 0, 1));
  await createSaleEvent(t.db, t.clock.now, { name: 'Harbour Logistics Forum', startsInDays: 400 });
  await createSaleEvent(t.db, t.clock.now, { name: 'Cold Chain Expo', startsInDays: 420 });
  // The projection's price as the partner's saved ticket types write it (the helper inserts them directly).
  await t.db.execute(sql`update events set min_ticket_price_minor = 25000, ticket_currency = 'USD'`);
});

describe('double opt-in from the footer', () => {
  it('emails a confirmation link in the page’s language, and sends no newsletter before it is confirmed', async () => {
    t.clock.now = nextMonth();
    const email = `pending-${month}@example.com`;
    await subscribe(email, 'de');
    const [confirmation] = (await mailTo(t, email)).filter((m) => m.template === 'newsletter-confirmation');
    expectGerman(confirmation);
    expect(confirmation.subject).toBe('Bitte bestätigen Sie Ihr Abonnement des Pavilion-Newsletters');

    await sendNewsletters(t.db, t.config, t.clock.now);
    expect(await newslettersTo(email)).toEqual([]);

    const link = await confirmationLink(email);
    expect(link.pathname).toBe('/newsletter/confirm');
    const confirmed = await request(t.app).post(`/api/newsletter/confirm${link.search}`).expect(200);
    expect(confirmed.body).toEqual({ email, subscribed: true });
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row.confirmedAt).not.toBeNull();
    expect(row.language).toBe('de');

    await sendNewsletters(t.db, t.config, t.clock.now);
    expect(await newslettersTo(email)).toHaveLength(1);
  });

  it('refuses a changed or made-up confirmation token with 400, an unknown subscription with 404, and changes nothing', async () => {
    t.clock.now = nextMonth();
    const email = `forged-${month}@example.com`;
    await subscribe(email);
    const link = await confirmationLink(email);
    const token = link.searchParams.get('token')!;
    const changed = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const bad = await request(t.app)
      .post(`/api/newsletter/confirm?token=${encodeURIComponent(changed)}`)
      .expect(400);
    expect(bad.body.error).toMatch(/This link is not valid/);
    await request(t.app).post('/api/newsletter/confirm?token=s1').expect(400);
    await request(t.app).post('/api/newsletter/confirm').expect(400);
    // Signed by us, for a subscription that does not exist.
    await request(t.app)
      .post(`/api/newsletter/confirm?token=${confirmToken(t.config.jwtSecret, 999_999)}`)
      .expect(404);
    // An unsubscribe token does not confirm.
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await request(t.app)
      .post(
        `/api/newsletter/confirm?token=${unsubscribeToken(t.config.jwtSecret, { kind: 's', subscriptionId: row.id })}`,
      )
      .expect(400);
    const [after] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
    expect(after.confirmedAt).toBeNull();
  });

  it('sends no second confirmation to a confirmed address, and asks again after an unsubscribe', async () => {
    t.clock.now = nextMonth();
    const email = `again-${month}@example.com`;
    await confirmedSubscriber(email);
    await subscribe(email);
    const confirmations = () =>
      mailTo(t, email).then((ms) => ms.filter((m) => m.template === 'newsletter-confirmation'));
    expect(await confirmations()).toHaveLength(1);
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    const token = unsubscribeToken(t.config.jwtSecret, { kind: 's', subscriptionId: row.id });
    await request(t.app).post(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    await subscribe(email);
    expect(await confirmations()).toHaveLength(2);
    const [pending] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
    expect(pending).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });
});

describe('the monthly newsletter', () => {
  it('goes only to confirmed subscribers and accounts with Marketing emails on, one per address', async () => {
    t.clock.now = nextMonth();
    const optedIn = await createAttendee(t.db);
    await marketingOn(optedIn.personId);
    const switchedOff = await createAttendee(t.db);
    await marketingOn(switchedOff.personId, false);
    const neverChose = await createAttendee(t.db);
    const subscriber = `reader-${month}@example.com`;
    await confirmedSubscriber(subscriber);
    const pending = `waiting-${month}@example.com`;
    await subscribe(pending);
    // An account that is also a confirmed subscriber.
    const both = await createAttendee(t.db);
    await marketingOn(both.personId);
    await confirmedSubscriber(both.email.toUpperCase());

    const round = await sendNewsletters(t.db, t.config, t.clock.now);
    expect(round.sent).toBeGreaterThanOrEqual(3);
    expect(await newslettersTo(optedIn.email)).toHaveLength(1);
    expect(await newslettersTo(subscriber)).toHaveLength(1);
    expect(await newslettersTo(both.email)).toHaveLength(1);
    expect(await newslettersTo(switchedOff.email)).toEqual([]);
    expect(await newslettersTo(neverChose.email)).toEqual([]);
    expect(await newslettersTo(pending)).toEqual([]);

    const [mail] = (await mailTo(t, subscriber)).filter((m) => m.template === 'newsletter');
    expect(mail.subject).toMatch(/^Upcoming events on Pavilion: /);
    expect(mail.text).toContain('Harbour Logistics Forum: ');
    expect(mail.text).toContain('Tickets from $250.00.');
    expect(mail.text).toMatch(/View the event: http:\/\/[^ ]+\/events\/\d+/);
    expect(mail.text).toContain('You get this email because you subscribed to the Pavilion newsletter.');
  });

  it('waits for the month’s newsletter day', async () => {
    const at = nextMonth();
    expect(newsletterMonth(new Date(Date.UTC(2027, 5, 2)), 3)).toBeNull();
    expect(newsletterMonth(new Date(Date.UTC(2027, 5, 3)), 3)).toBe('2027-06');
    const a = await createAttendee(t.db);
    await marketingOn(a.personId);
    await sendNewsletters(t.db, { ...t.config, newsletterDay: 4 }, at);
    expect(await newslettersTo(a.email)).toEqual([]);
    await sendNewsletters(t.db, { ...t.config, newsletterDay: 3 }, at);
    expect(await newslettersTo(a.email)).toHaveLength(1);
  });

  it('is sent once a month per address even with two workers racing, and again the next month', async () => {
    t.clock.now = nextMonth();
    const readers = await Promise.all([0, 1, 2].map(() => createAttendee(t.db)));
    for (const r of readers) await marketingOn(r.personId);
    const [one, two] = await Promise.all([
      sendNewsletters(t.db, t.config, t.clock.now),
      sendNewsletters(t.db, t.config, t.clock.now),
    ]);
    expect(one.sent + two.sent).toBeGreaterThanOrEqual(readers.length);
    for (const r of readers) expect(await newslettersTo(r.email)).toHaveLength(1);
    t.clock.advance(10 * DAY);
    await sendNewsletters(t.db, t.config, t.clock.now);
    for (const r of readers) expect(await newslettersTo(r.email)).toHaveLength(1);
    const sends = await t.db.select().from(newsletterSends).where(eq(newsletterSends.personId, readers[0].personId));
    expect(sends.map((s) => s.month)).toEqual([t.clock.now.toISOString().slice(0, 7)]);

    t.clock.now = nextMonth();
    await sendNewsletters(t.db, t.config, t.clock.now);
    for (const r of readers) expect(await newslettersTo(r.email)).toHaveLength(2);
  });

  it('is written in each reader’s language: the account’s setting, the subscriber’s page', async () => {
    t.clock.now = nextMonth();
    const german = await createAttendee(t.db);
    await marketingOn(german.personId, true, 'de');
    const french = `lecteur-${month}@example.com`;
    await confirmedSubscriber(french, 'fr');
    await sendNewsletters(t.db, t.config, t.clock.now);

    const [de] = (await mailTo(t, german.email)).filter((m) => m.template === 'newsletter');
    expectGerman(de);
    expect(de.subject).toMatch(/^Kommende Veranstaltungen auf Pavilion: /);
    expect(de.text).toMatch(/Tickets ab 250,00\s\$\./);
    const [fr] = (await mailTo(t, french)).filter((m) => m.template === 'newsletter');
    expect(fr.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(fr.subject).toMatch(/^Prochains événements sur Pavilion : /);
    expect(fr.text).toContain('Vous recevez cet e-mail parce que vous êtes abonné à la newsletter Pavilion.');
  });
});

describe('one-click unsubscribe', () => {
  async function newsletterOf(email: string): Promise<{ message: MailMessage; mail: TDevMail }> {
    const transport = capturing();
    const worker = outboxWorker(t, transport);
    while ((await worker.runOnce()).claimed > 0);
    const message = transport.messages.find((m) => m.to.toLowerCase() === email.toLowerCase())!;
    return { message, mail: message as unknown as TDevMail };
  }

  it('carries RFC 8058 headers; a POST without signing in ends a subscriber’s newsletter', async () => {
    t.clock.now = nextMonth();
    const email = `leaving-${month}@example.com`;
    await confirmedSubscriber(email);
    await sendNewsletters(t.db, t.config, t.clock.now);
    const { message } = await newsletterOf(email);
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(.+)>$/.exec(message.headers!['List-Unsubscribe'])![1];
    const url = new URL(header);
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    // The words carry the link to the marketplace's page once, and no second line of the generic kind.
    expect(message.text).toContain(`Unsubscribe: ${url.origin}/newsletter/unsubscribe?token=`);
    expect(message.text).not.toContain('/api/unsubscribe?token=');

    // A GET only shows (the browser goes to the page), then JSON for the page.
    const shown = await request(t.app).get(`${url.pathname}${url.search}`).expect(303);
    expect(shown.headers.location).toBe(`${t.config.publicUrl}/newsletter/unsubscribe${url.search}`);
    const state = await request(t.app).get(`${url.pathname}${url.search}&format=json`).expect(200);
    expect(state.body).toEqual({ email, subscribed: true });

    // What a mail client sends for List-Unsubscribe-Post: no session, no client header.
    const done = await request(t.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.body).toEqual({ email, subscribed: false });
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row.unsubscribedAt).not.toBeNull();

    t.clock.now = nextMonth();
    await sendNewsletters(t.db, t.config, t.clock.now);
    expect(await newslettersTo(email)).toHaveLength(1);
  });

  it('turns an account’s Marketing emails off', async () => {
    t.clock.now = nextMonth();
    const a = await createAttendee(t.db);
    await marketingOn(a.personId);
    await sendNewsletters(t.db, t.config, t.clock.now);
    const { message } = await newsletterOf(a.email);
    const url = new URL(/^<(.+)>$/.exec(message.headers!['List-Unsubscribe'])![1]);
    expect(url.searchParams.get('token')).toMatch(/^p\d+\./);
    expect(message.text).toContain('Marketing emails is on in your Pavilion settings');
    await request(t.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [settings] = await t.db.select().from(personSettings).where(eq(personSettings.personId, a.personId));
    expect(settings.marketingEmails).toBe(false);
    // Twice changes nothing.
    await request(t.app).post(`${url.pathname}${url.search}`).expect(200);
  });

  it('refuses a changed token with 400 and an unknown one with 404, and unsubscribes no one', async () => {
    t.clock.now = nextMonth();
    const email = `staying-${month}@example.com`;
    await confirmedSubscriber(email);
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    const token = unsubscribeToken(t.config.jwtSecret, { kind: 's', subscriptionId: row.id });
    // Another subscription's id under this one's signature.
    const forged = token.replace(/^s\d+/, `s${row.id + 1}`);
    const bad = await request(t.app).post(`/api/newsletter/unsubscribe?token=${forged}`).expect(400);
    expect(bad.body.error).toMatch(/This link is not valid/);
    await request(t.app).post('/api/newsletter/unsubscribe?token=p1').expect(400);
    await request(t.app).get(`/api/newsletter/unsubscribe?token=${forged}&format=json`).expect(400);
    await request(t.app)
      .post(
        `/api/newsletter/unsubscribe?token=${unsubscribeToken(t.config.jwtSecret, { kind: 's', subscriptionId: 999_999 })}`,
      )
      .expect(404);
    // The confirmation token does not unsubscribe.
    await request(t.app)
      .post(`/api/newsletter/unsubscribe?token=${confirmToken(t.config.jwtSecret, row.id)}`)
      .expect(400);
    const [after] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
    expect(after.unsubscribedAt).toBeNull();
    expect(after.confirmedAt).not.toBeNull();
  });
});
