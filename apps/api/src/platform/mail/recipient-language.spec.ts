// Each email is written in its recipient's language, whole (subject, body, footer and the unsubscribe
// line added at delivery), whatever the language of the person whose action sends it.
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { TDevMail } from '@pavilion/domain';
import { bearerFor, createAdmin, createAttendee } from '@pavilion/api-testing/harness';
import { attendeeTicket, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo } from '@pavilion/api-testing/mail';
import { cancelledTicket } from '../../modules/refunds';
import { cataloguesReady, inLanguage } from './languages';

const { t, app, buyer, pendingOrder, pay } = useCheckout();

async function speaking(auth: Record<string, string>, language: string) {
  await request(app).put('/api/settings/language').set(auth).send({ language }).expect(200);
}

async function attendeeSpeaking(language: string) {
  const a = await createAttendee(t.db, { firstName: 'Lucía', email: `lucia.${randomUUID().slice(0, 8)}@example.com` });
  const auth = await bearerFor(app, a.email);
  await speaking(auth, language);
  return { ...a, auth };
}

const only = (mails: TDevMail[], template: string) => {
  const found = mails.filter((m) => m.template === template);
  expect(found).toHaveLength(1);
  return found[0];
};

const FOOTER = {
  en: 'Pavilion, the marketplace for corporate events.',
  es: 'Pavilion, el marketplace de eventos corporativos.',
  fr: 'Pavilion, la place de marché des événements d’entreprise.',
  de: 'Pavilion, der Marktplatz für Firmenveranstaltungen.',
} as const;

/** Both parts carry the footer of `language` and no other language's. */
function footerIn(mail: TDevMail, language: keyof typeof FOOTER) {
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(FOOTER[language]);
    for (const [other, footer] of Object.entries(FOOTER)) if (other !== language) expect(part).not.toContain(footer);
  }
}

describe('the language of an email', () => {
  it("the organiser's registration alert is in the organiser's language, not the German buyer's, its unsubscribe line too", async () => {
    const b = await buyer();
    await speaking(b.auth, 'de');
    const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
    await pay(b.auth, orderId).expect(200);

    // The organiser never chose a language: English, as their settings show.
    const english = only(await mailTo(t, sale.partnerEmail), 'instant-alert');
    expect(english.subject).toBe('New registration: Future of Logistics Summit');
    expect(english.text).toContain('2 tickets, $250.00 paid on');
    expect(english.text).toContain('You get this email because Instant alerts is on in your Pavilion settings.');
    footerIn(english, 'en');
    expect(english.html).toMatch(/^<!doctype html>\s*<html lang="en">/);

    // Once they choose French, the next alert is French throughout.
    await speaking(await bearerFor(app, sale.partnerEmail), 'fr');
    const again = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] })
      .expect(201);
    await pay(b.auth, again.body.id).expect(200);
    const french = (await mailTo(t, sale.partnerEmail)).filter((m) => m.template === 'instant-alert')[0];
    expect(french.subject).toMatch(/^Nouvelle inscription\s: Future of Logistics Summit$/);
    expect(french.text).toMatch(/s’est inscrit à Future of Logistics Summit\s: 1 billet, 125,00\s\$US payés le/);
    expect(french.text).toMatch(/Vous recevez cet e-mail car l’option «\sAlertes instantanées\s» est activée/);
    expect(french.text).toMatch(/Se désabonner \(désactiver «\sAlertes instantanées\s»\)\s: http/);
    expect(french.text).not.toContain('You get this email');
    footerIn(french, 'fr');
  });

  it("the receipt is in the German buyer's language, the ticket in its Spanish attendee's", async () => {
    const b = await buyer();
    await speaking(b.auth, 'de');
    const guest = await attendeeSpeaking('es');
    const { sale } = await pendingOrder(b);
    const order = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0], { email: guest.email })] })
      .expect(201);
    await pay(b.auth, order.body.id).expect(200);

    const receipt = only(await mailTo(t, b.email), 'order-receipt');
    expect(receipt.subject).toBe('Ihre Quittung für Future of Logistics Summit');
    // The cancel link stands alone at the end of its line: no ';' to open as part of the address.
    expect(receipt.text).toContain(
      `Tickets stornieren: ${t.config.publicUrl}/user/registrations-and-events?cancel=${order.body.id}\n`,
    );
    expect(receipt.html).toContain(
      `href="${t.config.publicUrl}/user/registrations-and-events?cancel=${order.body.id}"`,
    );
    footerIn(receipt, 'de');
    const ticket = only(await mailTo(t, guest.email), 'ticket');
    expect(ticket.subject).toBe('Tu entrada para Future of Logistics Summit');
    expect(ticket.text).toMatch(/^Hola, \w+:$/m);
    footerIn(ticket, 'es');
  });

  it("the organiser's message to ticket holders is in each holder's language, not the German organiser's", async () => {
    const b = await buyer();
    const guest = await attendeeSpeaking('fr');
    const { sale } = await pendingOrder(b);
    const order = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0], { email: guest.email })] })
      .expect(201);
    await pay(b.auth, order.body.id).expect(200);
    const organiser = await bearerFor(app, sale.partnerEmail);
    await speaking(organiser, 'de');
    await request(app)
      .post(`/api/partner/events/${sale.eventId}/messages`)
      .set(organiser)
      .set('Accept-Language', 'de')
      .send({ subject: 'Doors open at 08:30', text: 'Please come early.' })
      .expect(201);

    const message = only(await mailTo(t, guest.email), 'event-message');
    expect(message.subject).toMatch(/^Future of Logistics Summit\s: Doors open at 08:30$/);
    expect(message.text).toMatch(/^Bonjour \w+,$/m);
    expect(message.text).toContain('Vous recevez ce message car vous avez un billet pour Future of Logistics Summit.');
    footerIn(message, 'fr');
  });

  it("an administrator's block is written in the blocked person's language, not the Spanish administrator's", async () => {
    const admin = await createAdmin(t.db);
    const adminAuth = await bearerFor(app, admin.email);
    await speaking(adminAuth, 'es');
    const person = await attendeeSpeaking('de');
    await request(app)
      .post(`/api/admin/people/${person.personId}/sanctions`)
      .set(adminAuth)
      .set('Accept-Language', 'es')
      .send({ kind: 'SIGN_IN', reason: 'Repeated chargebacks on orders' })
      .expect(201);

    const blocked = only(await mailTo(t, person.email), 'account-blocked');
    expect(blocked.subject).toBe('Ihr Pavilion-Konto ist gesperrt');
    expect(blocked.text).toContain('Begründung: Repeated chargebacks on orders');
    footerIn(blocked, 'de');
  });

  it('names a cancelled ticket that was never named in the reader’s words, not as a name', async () => {
    await cataloguesReady;
    const line = (attendeeName: string | null) =>
      inLanguage('de', () => cancelledTicket({ typeName: 'Visitor Pass', attendeeName }));
    expect(line(null)).toBe('Visitor Pass, noch nicht benannt');
    expect(line('Ada Lovelace')).toBe('Visitor Pass für Ada Lovelace');
  });
});
