import request from 'supertest';
import { eq } from 'drizzle-orm';
import { EMAIL_SWITCHES, UNSUBSCRIBE_MESSAGES, type TEmailSwitch } from '@pavilion/domain';
import { emailOutbox, personSettings } from '../../db/schema';
import { browserAgent, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { deliverMail, mailTo, outboxRow, outboxWorker } from '@pavilion/api-testing/mail';
import { startSmtpSink } from '@pavilion/api-testing/smtp-sink';
import {
  EMAIL_KINDS,
  enqueueEmail,
  enqueueEmails,
  inLanguage,
  renderEmail,
  smtpTransport,
  unsubscribeToken,
  type OutgoingEmail,
  type TransactionalEmail,
} from '../../platform/mail';

const t = useTestContext();

const words = renderEmail({ preview: 'p', heading: 'Hello', paragraphs: ['Body'] });

function emailTo(person: { personId: number; email: string }, template: OutgoingEmail['template']): OutgoingEmail {
  const base = { to: person.email, subject: `A ${template}`, ...words };
  return EMAIL_KINDS[template].kind === 'transactional'
    ? { ...base, template: template as TransactionalEmail['template'] }
    : {
        ...base,
        template: template as Extract<OutgoingEmail, { personId: number }>['template'],
        personId: person.personId,
      };
}

async function setSwitches(personId: number, switches: Partial<Record<TEmailSwitch, boolean>>) {
  await t.db
    .insert(personSettings)
    .values({ personId, ...switches })
    .onConflictDoUpdate({ target: personSettings.personId, set: switches });
}

const switchesOf = async (personId: number) =>
  (await t.db.select().from(personSettings).where(eq(personSettings.personId, personId)))[0];

describe('which emails a person can turn off', () => {
  it('sends transactional emails whatever the settings say', async () => {
    const a = await createAttendee(t.db);
    await setSwitches(a.personId, Object.fromEntries(EMAIL_SWITCHES.map((s) => [s, false])));
    const id = await enqueueEmail(t.db, emailTo(a, 'order-receipt') as never);
    expect(id).toEqual(expect.any(Number));
    expect(await outboxRow(t, id!)).toMatchObject({ personId: null, sentUnder: null });
  });

  it('sends no marketing email unless Marketing emails is on (off by default)', async () => {
    const a = await createAttendee(t.db);
    expect(await enqueueEmail(t.db, emailTo(a, 'newsletter'))).toBeNull();
    // Email notifications has no say over marketing.
    await setSwitches(a.personId, { marketingEmails: true, emailNotifications: false });
    const id = await enqueueEmail(t.db, emailTo(a, 'newsletter'));
    expect(await outboxRow(t, id!)).toMatchObject({ personId: a.personId, sentUnder: 'marketingEmails' });
  });

  it.each([
    ['instant-alert', 'instantAlerts'],
    ['registration-alert', 'registrationAlerts'],
    ['daily-digest', 'dailyDigest'],
  ] as const)('sends a %s only while Email notifications and %s are on', async (template, own) => {
    const a = await createAttendee(t.db);
    const on = await enqueueEmail(t.db, emailTo(a, template));
    expect(await outboxRow(t, on!)).toMatchObject({ personId: a.personId, sentUnder: own });
    await setSwitches(a.personId, { [own]: false });
    expect(await enqueueEmail(t.db, emailTo(a, template))).toBeNull();
    await setSwitches(a.personId, { [own]: true, emailNotifications: false });
    expect(await enqueueEmail(t.db, emailTo(a, template))).toBeNull();
  });

  it('keeps the order of a batch, leaving out only what is turned off', async () => {
    const on = await createAttendee(t.db);
    const off = await createAttendee(t.db);
    await setSwitches(off.personId, { instantAlerts: false });
    const ids = await enqueueEmails(t.db, [
      emailTo(on, 'instant-alert'),
      emailTo(off, 'instant-alert'),
      emailTo(off, 'ticket'),
      emailTo(on, 'instant-alert'),
    ]);
    expect(ids[1]).toBeNull();
    const rows = await Promise.all(ids.filter((id) => id !== null).map((id) => outboxRow(t, id!)));
    expect(rows.map((r) => [r.toAddress, r.template])).toEqual([
      [on.email, 'instant-alert'],
      [off.email, 'ticket'],
      [on.email, 'instant-alert'],
    ]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe headers and a link on an optional email, and none on a transactional one', async () => {
    const a = await createAttendee(t.db);
    await deliverMail(t);
    const sink = await startSmtpSink();
    try {
      const optional = await enqueueEmail(t.db, emailTo(a, 'instant-alert'));
      const transactional = await enqueueEmail(t.db, emailTo(a, 'ticket') as never);
      const worker = outboxWorker(t, smtpTransport(`smtp://127.0.0.1:${sink.port}`));
      await worker.runOnce();
      expect(sink.messages).toHaveLength(2);
      const [alert, ticket] = sink.messages.map((raw) => raw.replace(/\r\n[ \t]+/g, ' '));
      expect(alert).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/m);
      expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(ticket).not.toMatch(/List-Unsubscribe/);
      expect((await outboxRow(t, optional!)).status).toBe('sent');
      expect((await outboxRow(t, transactional!)).status).toBe('sent');
    } finally {
      await sink.close();
    }
  });

  it('turns the switch off by a POST without signing in, and the next alert is not sent', async () => {
    const a = await createAttendee(t.db);
    await enqueueEmail(t.db, emailTo(a, 'instant-alert'));
    const [mail] = await mailTo(t, a.email);
    const link = mail.text.split(/\s+/).find((w) => w.includes('/api/unsubscribe?token='))!;
    expect(mail.html).toContain('Unsubscribe: turn Instant alerts off');
    const url = new URL(link);

    // GET shows what it does and changes nothing (mail scanners open links).
    const page = await request(t.app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<h1>Unsubscribe from Instant alerts</h1>');
    expect(page.text).toMatch(
      /<form method="post" action="\?token=[^"]+"><button type="submit">Turn Instant alerts off<\/button>/,
    );
    expect(await switchesOf(a.personId)).toBeUndefined();

    // What a mail client sends for List-Unsubscribe-Post.
    const done = await request(t.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('Instant alerts is off');
    expect(await switchesOf(a.personId)).toMatchObject({
      instantAlerts: false,
      emailNotifications: true,
      dailyDigest: true,
    });
    expect(await enqueueEmail(t.db, emailTo(a, 'instant-alert'))).toBeNull();
    expect(await enqueueEmail(t.db, emailTo(a, 'daily-digest'))).toEqual(expect.any(Number));

    // Twice is fine; JSON for a client that asks.
    const again = await request(t.app).post(`${url.pathname}${url.search}&format=json`).expect(200);
    expect(again.body).toEqual({
      switch: 'instantAlerts',
      label: 'Instant alerts',
      on: false,
      message: expect.stringContaining('Instant alerts is off'),
    });
  });

  it('works from a signed-in browser too (the token, not the session, is what counts)', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const token = unsubscribeToken(t.config.jwtSecret, a.personId, 'dailyDigest');
    await agent.post(`/api/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await switchesOf(a.personId)).toMatchObject({ dailyDigest: false });
  });

  it('refuses a made-up or altered token in words, and changes nothing', async () => {
    const a = await createAttendee(t.db);
    const other = await createAttendee(t.db);
    const good = unsubscribeToken(t.config.jwtSecret, a.personId, 'instantAlerts');
    const [, sw, sig] = good.split('.');
    const forged = [
      `${other.personId}.${sw}.${sig}`, // someone else's account
      `${a.personId}.emailNotifications.${sig}`, // a wider switch
      `${a.personId}.${sw}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, // the signature changed
      unsubscribeToken('another-secret-that-is-long-enough-for-signing', a.personId, 'instantAlerts'),
      `${a.personId}.${sw}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const json = await request(t.app).post(`/api/unsubscribe?token=${encodeURIComponent(token)}&format=json`);
      expect([token, json.status, json.body.error]).toEqual([token, 400, UNSUBSCRIBE_MESSAGES.tokenInvalid]);
      const page = await request(t.app).get(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      expect(page.text).toContain(UNSUBSCRIBE_MESSAGES.tokenInvalid);
      const posted = await request(t.app).post(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(posted.status).toBe(400);
    }
    const missing = await request(t.app).post('/api/unsubscribe');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(UNSUBSCRIBE_MESSAGES.tokenMissing);
    expect(await switchesOf(a.personId)).toBeUndefined();
    expect(await switchesOf(other.personId)).toBeUndefined();
  });

  it('writes no email row for a person who turned the email off', async () => {
    const a = await createAttendee(t.db);
    await setSwitches(a.personId, { emailNotifications: false });
    await enqueueEmail(t.db, emailTo(a, 'registration-alert'));
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, a.email))).toEqual([]);
  });
});

describe('in the reader’s language', () => {
  it("writes the unsubscribe line in the recipient's language, and the page in the request's", async () => {
    const a = await createAttendee(t.db);
    await t.db.insert(personSettings).values({ personId: a.personId, defaultLanguage: 'de' });
    // Written in German, as an email to them is: the line added at delivery is German too.
    await enqueueEmail(t.db, {
      ...emailTo(a, 'instant-alert'),
      ...inLanguage('de', () => renderEmail({ preview: 'p', heading: 'Hallo', paragraphs: ['Text'] })),
    });
    const [mail] = await mailTo(t, a.email);
    expect(mail.html).toContain('Abbestellen: „Sofortbenachrichtigungen“ deaktivieren');
    expect(mail.text).toContain(
      'Sie erhalten diese E-Mail, weil „Sofortbenachrichtigungen“ in Ihren Pavilion-Einstellungen aktiviert ist.',
    );
    const url = new URL(mail.text.split(/\s+/).find((w) => w.includes('/api/unsubscribe?token='))!);

    const page = await request(t.app).get(`${url.pathname}${url.search}`).set('Accept-Language', 'de').expect(200);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<h1>„Sofortbenachrichtigungen“ abbestellen</h1>');
    expect(page.text).toContain('>Einstellungen öffnen</a>');
    const json = await request(t.app)
      .post(`${url.pathname}${url.search}&format=json`)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(json.body).toMatchObject({ label: 'Sofortbenachrichtigungen', on: false });
    expect(json.body.message).toMatch(/^„Sofortbenachrichtigungen“ ist deaktiviert\./);
  });
});
