// Email kinds beyond recipient-language.spec.ts, each sent to a recipient who reads German by a request
// in English (the recipient's own, an organiser's or an administrator's): the email is German whole. An
// email counts as English when it holds a piece of three words or more of an English email message
// (the server's catalogue of 'email.' messages, read from the messages the code defines).
import request from 'supertest';
import { definedMessages, type TDevMail } from '@pavilion/domain';
import { bearerFor, createAdmin } from '../../testing/harness';
import { useCheckout } from '../../testing/checkout';
import { mailTo } from '../../testing/mail';
import { cataloguesReady } from './languages';
import { EMAIL_KINDS } from './kinds';

const { t, app, buyer, pendingOrder, pay } = useCheckout();
const EN = { 'Accept-Language': 'en' };

/** Every literal piece of three words or more of the English email messages (placeholders cut out). */
function englishEmailPieces(): string[] {
  const pieces = new Set<string>();
  for (const [key, text] of definedMessages()) {
    if (!key.startsWith('email.')) continue;
    // A plural or select's options are pieces of their own; a placeholder ends a piece.
    for (const piece of text.split(/\{[^{}]*\{|\}[^{}]*\{|\{[^{}]*\}|[{}]/)) {
      const words = piece.trim().split(/\s+/).filter(Boolean);
      if (words.length >= 3) pieces.add(words.join(' '));
    }
  }
  return [...pieces];
}

async function germanBuyer() {
  const b = await buyer();
  await request(app).put('/api/settings/language').set(b.auth).send({ language: 'de' }).expect(200);
  return b;
}

async function paidOrder(b: Awaited<ReturnType<typeof germanBuyer>>, tickets = 1) {
  const placed = await pendingOrder(b, { tickets });
  await pay(b.auth, placed.orderId).expect(200);
  return placed;
}

const only = (mails: TDevMail[], template: keyof typeof EMAIL_KINDS) => {
  const found = mails.filter((m) => m.template === template);
  expect(found).toHaveLength(1);
  return found[0]!;
};

let english: string[] = [];
beforeAll(async () => {
  await cataloguesReady;
  english = englishEmailPieces();
});

/** The email is written in German (its <html lang>), with its German footer, and no English piece. */
function inGerman(mail: TDevMail) {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="de">/);
  expect(mail.text).toContain('Pavilion, der Marktplatz für Firmenveranstaltungen.');
  const whole = `${mail.subject}\n${mail.text}`;
  expect(english.filter((piece) => whole.includes(piece))).toEqual([]);
}

describe('every kind of email is in its German recipient’s language when an English request sends it', () => {
  it('finds English in an email written in English (the detector works)', async () => {
    expect(english.length).toBeGreaterThan(100);
    const b = await buyer();
    await request(app).post('/api/forgot-password/').set(EN).send({ email: b.email }).expect(200);
    const mail = only(await mailTo(t, b.email), 'password-reset');
    expect(english.filter((piece) => `${mail.subject}\n${mail.text}`.includes(piece)).length).toBeGreaterThan(0);
  });

  it('password-reset and password-changed', async () => {
    const b = await germanBuyer();
    await request(app).post('/api/forgot-password/').set(EN).send({ email: b.email }).expect(200);
    inGerman(only(await mailTo(t, b.email), 'password-reset'));
    await request(app)
      .post('/api/change-password')
      .set(b.auth)
      .set(EN)
      .send({ currentPassword: 'Password123!', newPassword: 'An0ther-secret!', confirmPassword: 'An0ther-secret!' })
      .expect(200);
    inGerman(only(await mailTo(t, b.email), 'password-changed'));
  });

  it('cancellation-confirmed, for one ticket in the singular', async () => {
    const b = await germanBuyer();
    const { orderId } = await paidOrder(b);
    await request(app).post(`/api/orders/${orderId}/cancel`).set(b.auth).set(EN).send({}).expect(200);
    const mail = only(await mailTo(t, b.email), 'cancellation-confirmed');
    inGerman(mail);
    expect(mail.text).toContain('Dieses Ticket ist nicht mehr gültig');
    expect(mail.text).not.toContain('Diese Tickets');
  });

  it('event-cancelled, when the English organiser cancels the event', async () => {
    const b = await germanBuyer();
    const { sale } = await paidOrder(b, 2);
    const organiser = await bearerFor(app, sale.partnerEmail);
    await request(app)
      .post(`/api/partner/events/${sale.eventId}/cancel`)
      .set(organiser)
      .set(EN)
      .send({ reason: 'The venue closed for repairs.' })
      .expect(200);
    inGerman(only(await mailTo(t, b.email), 'event-cancelled'));
  });

  it('registrations-cancelled, account-blocked and account-block-lifted, from an English administrator', async () => {
    const admin = await bearerFor(app, (await createAdmin(t.db)).email);
    const b = await germanBuyer();
    await paidOrder(b);
    await request(app)
      .post(`/api/admin/people/${b.personId}/cancel-registrations`)
      .set(admin)
      .set(EN)
      .send({ reason: 'Tickets resold in breach of the terms', refund: 'POLICY' })
      .expect(200);
    inGerman(only(await mailTo(t, b.email), 'registrations-cancelled'));

    const blocked = await request(app)
      .post(`/api/admin/people/${b.personId}/sanctions`)
      .set(admin)
      .set(EN)
      .send({ kind: 'REGISTRATIONS', reason: 'Repeated chargebacks on orders' })
      .expect(201);
    inGerman(only(await mailTo(t, b.email), 'account-blocked'));
    const sanctionId = blocked.body.sanctions[0].id as number;
    await request(app)
      .post(`/api/admin/people/${b.personId}/sanctions/${sanctionId}/lift`)
      .set(admin)
      .set(EN)
      .send({ reason: 'Cleared with the person by phone' })
      .expect(200);
    inGerman(only(await mailTo(t, b.email), 'account-block-lifted'));
  });
});
