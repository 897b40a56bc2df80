// Email kinds beyond recipient-language.spec.ts, each sent to a recipient who reads German by a request
// in English (the recipient's own, an organiser's or an administrator's): the email is German whole. An
// email counts as English when it holds a piece of three words or more of an English email message
// (the server's catalogue of 'email.' messages, read from the messages the code defines).
import request from 'supertest';
import type { TDevMail } from '@pavilion/domain';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import { countryId, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo, tokenFrom } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, englishEmailPieces, englishIn, expectGerman } from '@pavilion/api-testing/mail-language';
import { createLogger } from '../logger';
import { RefundSender } from '../../modules/refunds';
import { cataloguesReady } from './languages';
import { EMAIL_KINDS } from './kinds';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';

const DAY = 86_400_000;

const { t, app, gateway, buyer, pendingOrder, pay } = useCheckout();
const EN = ENGLISH_REQUEST;

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

beforeAll(async () => {
  await cataloguesReady;
});

const inGerman = expectGerman;

describe('every kind of email is in its German recipient’s language when an English request sends it', () => {
  it('finds English in an email written in English (the detector works)', async () => {
    expect(englishEmailPieces().length).toBeGreaterThan(100);
    const b = await buyer();
    await request(app).post('/api/forgot-password/').set(EN).send({ email: b.email }).expect(200);
    const mail = only(await mailTo(t, b.email), 'password-reset');
    expect(englishIn(mail).length).toBeGreaterThan(0);
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

  it('refund-sent, when the English organiser refunds part of the order', async () => {
    const b = await germanBuyer();
    const { orderId, sale } = await paidOrder(b);
    await request(app)
      .post(`/api/partner/orders/${orderId}/refund`)
      .set(await bearerFor(app, sale.partnerEmail))
      .set(EN)
      .send({ amount: 10, reason: 'Goodwill for the late start' })
      .expect(200);
    await new RefundSender({
      db: t.db,
      gateway,
      now: () => t.clock.now,
      logger: createLogger('silent'),
      config: t.config,
    }).sendDue();
    const mail = only(await mailTo(t, b.email), 'refund-sent');
    inGerman(mail);
    expect(mail.text).toMatch(/10,00\s\$/);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('refund-account-needed and refund-to-pay-back, when the English organiser refunds a bank transfer twice', async () => {
    const b = await germanBuyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2, currency: 'EUR' });
    await t.db
      .update(events)
      .set({
        startAt: new Date(t.clock.now.getTime() + 30 * DAY),
        endAt: new Date(t.clock.now.getTime() + 31 * DAY),
        bankTransferUntilDays: 14,
      })
      .where(eq(events.id, sale.eventId));
    await request(app).post(`/api/orders/${orderId}/bank-transfer`).set(b.auth).expect(200);
    const partner = await bearerFor(app, sale.partnerEmail);
    await request(app).post(`/api/partner/orders/${orderId}/mark-paid`).set(partner).set(EN).send({}).expect(200);
    const refund = () =>
      request(app)
        .post(`/api/partner/orders/${orderId}/refund`)
        .set(partner)
        .set(EN)
        .send({ amount: 10, reason: 'Goodwill for the late start' })
        .expect(200);
    await refund();
    inGerman(only(await mailTo(t, b.email), 'refund-account-needed'));
    await request(app)
      .put(`/api/orders/${orderId}/refund-account`)
      .set(b.auth)
      .set(EN)
      .send({ accountHolder: 'Jo Müller', iban: 'DE89370400440532013000' })
      .expect(200);
    await refund();
    const mail = only(await mailTo(t, b.email), 'refund-to-pay-back');
    inGerman(mail);
    expect(mail.text).toMatch(/10,00\s€/);
    expect(mail.text).not.toContain('DE89370400440532013000');
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

  it('email-change to the new address and email-changed to the old one', async () => {
    const b = await germanBuyer();
    const next = `moved.${b.personId}@example.com`;
    await request(app)
      .patch('/api/persons/')
      .set(b.auth)
      .set(EN)
      .send({
        firstName: 'Dorothy',
        surname: 'Vaughan',
        email: next,
        phoneNumber: '+1 555 0100',
        dateOfBirth: '1990-09-20',
        address: '1 Langley Road',
        city: 'Hampton',
        country: String(await countryId(t.db, 'GB')),
        zipCode: '23666',
        companyName: 'NACA',
        jobTitle: 'Supervisor',
      })
      .expect(200);
    const change = only(await mailTo(t, next), 'email-change');
    inGerman(change);
    await request(app)
      .get(`/api/email-confirmation/${tokenFrom(change, '/email-confirmation/')}`)
      .set(EN)
      .expect(200);
    inGerman(only(await mailTo(t, b.email), 'email-changed'));
  });

  it('partner-vetting-suspended, -rejected and -approved, to a German organiser from an English administrator', async () => {
    const admin = await bearerFor(app, (await createAdmin(t.db)).email);
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 5, priceMinor: 5_000 }] });
    const owner = await bearerFor(app, sale.partnerEmail);
    await request(app).put('/api/settings/language').set(owner).send({ language: 'de' }).expect(200);
    const decide = (status: string) =>
      request(app)
        .post(`/api/admin/vetting-status/partners/${sale.partnerId}`)
        .set(admin)
        .set(EN)
        .send({ status, comment: 'Ref. 2026-11-27', notes: 'Ref. 2026-11-27' })
        .expect(200);
    for (const status of ['SUSPENDED', 'REJECTED', 'APPROVED'] as const) {
      await decide(status);
      inGerman(
        only(await mailTo(t, sale.partnerEmail), `partner-vetting-${status.toLowerCase()}` as keyof typeof EMAIL_KINDS),
      );
    }
  });
});

/**
 * The kinds whose recipient's language a spec checks (each with apps/api/testing/mail-language.ts): here, in
 * recipient-language.spec.ts (instant-alert, order-receipt, ticket, event-message, account-blocked), and
 * beside each kind's other checks: legal/legal.spec.ts (legal-change-notice), admin/fees/fees.spec.ts
 * (platform-fee-change), accounts/sign-up.spec.ts
 * (email-confirmation), partner-account/application.spec.ts, company-agreements.spec.ts and
 * bank-team.spec.ts (the partner account's), partner-events/partner-events.spec.ts
 * (event-vetting-decision), payments/bank-transfer.spec.ts (bank-transfer-*),
 * damage-claims/damage-claims.spec.ts (damage-claim-*), refunds/change-offers.spec.ts
 * (event-change-refund-offer), ticket-holders/ticket-holders.spec.ts and reminders.spec.ts
 * (ticket-passed-on, naming-reminder), waiting-lists/waiting-lists.spec.ts (waiting-list-*),
 * reviews/reviews.spec.ts (review-questionnaire), favourites/favourites.spec.ts (registration-alert) and
 * notifications/digest.spec.ts (daily-digest), webhooks/webhooks.spec.ts (webhook-endpoint-disabled),
 * newsletter/newsletter.spec.ts (newsletter, newsletter-confirmation). A kind added to EMAIL_KINDS fails this spec until it is
 * checked or listed as never sent.
 */
const CHECKED = [
  'password-reset',
  'password-changed',
  'cancellation-confirmed',
  'event-cancelled',
  'registrations-cancelled',
  'account-blocked',
  'account-block-lifted',
  'email-change',
  'email-changed',
  'partner-vetting-suspended',
  'partner-vetting-approved',
  'instant-alert',
  'order-receipt',
  'ticket',
  'event-message',
  'legal-change-notice',
  'platform-fee-change',
  'email-confirmation',
  'partner-email-confirmation',
  'partner-company-email-confirmation',
  'partner-application-received',
  'partner-vetting-rejected',
  'partner-team-invitation',
  'partner-member-joined',
  'event-vetting-decision',
  'bank-transfer-invoice',
  'bank-transfer-expired',
  'damage-claim-filed',
  'damage-claim-answered',
  'damage-claim-decided',
  'damage-claim-decision',
  'damage-claim-charged',
  'damage-claim-payment-requested',
  'damage-claim-withdrawn',
  'event-change-refund-offer',
  'ticket-passed-on',
  'naming-reminder',
  'waiting-list-offer',
  'waiting-list-closed',
  'review-questionnaire',
  'refund-sent',
  'refund-account-needed',
  'refund-to-pay-back',
  'registration-alert',
  'daily-digest',
  'webhook-endpoint-disabled',
  'newsletter',
  'newsletter-confirmation',
];
/**
 * Never sent to a customer: the scale check's own load,
 * partner-vetting-pending (a decision is approved, rejected or suspended; a partner back in review is
 * told by partner-application-received), and support-message (a person's message, sent to support).
 */
const NOT_SENT = ['scale-check', 'partner-vetting-pending', 'support-message'];

it('lists every kind of email as checked or never sent', () => {
  const kinds = Object.keys(EMAIL_KINDS).sort();
  expect([...CHECKED, ...NOT_SENT].sort()).toEqual(kinds);
});
