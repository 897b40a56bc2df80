import request from 'supertest';
import { eq } from 'drizzle-orm';
import { OFFER_MESSAGES as M, ZActiveOffer, ZAdminOffer } from '@pavilion/domain';
import { auditLog } from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '@pavilion/api-testing/harness';

const t = useTestContext();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
});

const DAY = 86_400_000;
const active = async () => ZActiveOffer.parse((await request(t.app).get('/api/offer').expect(200)).body).offer;

describe("the home's offer", () => {
  it('is none until an administrator sets one, then answers it while active and before its end', async () => {
    expect(await active()).toBeNull();
    expect((await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body).toEqual({ offer: null });

    const validUntil = new Date(t.clock.now.getTime() + 30 * DAY).toISOString();
    const body = { percentage: 10, headline: 'Save 10% with early-bird codes', validUntil, active: true };
    const set = ZAdminOffer.parse(
      (await request(t.app).put('/api/admin/offer').set(admin).send(body).expect(200)).body,
    );
    expect(set.offer).toMatchObject({ percentage: 10, headline: body.headline, validUntil, active: true });
    expect(await active()).toEqual({ percentage: 10, headline: body.headline, validUntil });

    t.clock.advance(31 * DAY);
    expect(await active()).toBeNull();
    await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, validUntil: null, active: false })
      .expect(200);
    expect(await active()).toBeNull();
    await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, validUntil: null })
      .expect(200);
    expect(await active()).toEqual({ percentage: 10, headline: body.headline, validUntil: null });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'));
    expect(entries).toHaveLength(3);
    expect(entries[1].before).toMatchObject({ active: true, validUntil });
    expect(entries[1].after).toMatchObject({ active: false, validUntil: null });
  });

  it('names what is expected, and only administrators may set it', async () => {
    const bad = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ percentage: 95, headline: ' ', active: true })
      .expect(400);
    expect(bad.body.fields).toEqual({ percentage: M.percentageRange, headline: M.headlineRequired });
    const before = (await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body;
    const audited = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'))).length;
    const notBoolean = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ percentage: 10, headline: 'Save 10% with early-bird codes', active: 'yes' })
      .expect(400);
    expect(notBoolean.body.fields).toEqual({ active: M.activeInvalid });
    expect((await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body).toEqual(before);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'))).toHaveLength(audited);
    const attendee = await bearerFor(t.app, (await createAttendee(t.db)).email);
    await request(t.app)
      .put('/api/admin/offer')
      .set(attendee)
      .send({ percentage: 10, headline: 'x', active: true })
      .expect(403);
    await request(t.app).get('/api/admin/offer').expect(401);
  });
});

describe("the offer's headline in the reader's language", () => {
  const headlineIn = async (lang: string) =>
    ZActiveOffer.parse((await request(t.app).get('/api/offer').set('Accept-Language', lang).expect(200)).body).offer
      ?.headline;
  const translations = {
    es: 'Ahorra un 15 % con los códigos de los organizadores',
    fr: 'Économisez 15 % avec les codes des organisateurs',
    de: 'Sparen Sie 15 % mit den Codes der Veranstalter',
  };
  const body = { percentage: 15, headline: 'Save 15% with organisers’ codes', validUntil: null, active: true };

  it('is stored in the four languages and read in each, the English where none was given', async () => {
    const set = ZAdminOffer.parse(
      (
        await request(t.app)
          .put('/api/admin/offer')
          .set(admin)
          .send({
            ...body,
            headlineTranslations: { es: ` ${translations.es} `, fr: translations.fr, de: translations.de },
          })
          .expect(200)
      ).body,
    );
    expect(set.offer).toMatchObject({ headline: body.headline, headlineTranslations: translations });
    expect(
      (await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body.offer.headlineTranslations,
    ).toEqual(translations);
    expect(await headlineIn('de')).toBe(translations.de);
    expect(await headlineIn('es-ES,es;q=0.9')).toBe(translations.es);
    expect(await headlineIn('fr')).toBe(translations.fr);
    expect(await headlineIn('en')).toBe(body.headline);

    // Saved without translations: every language reads the English.
    await request(t.app).put('/api/admin/offer').set(admin).send(body).expect(200);
    expect(await headlineIn('de')).toBe(body.headline);
  });

  it('refuses a translation left blank or too long, naming the language, and keeps the offer as it was', async () => {
    await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, headlineTranslations: translations })
      .expect(200);
    const before = (await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body;
    const bad = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({
        ...body,
        headline: 'Changed',
        headlineTranslations: { es: translations.es, fr: 'x'.repeat(161), de: ' ' },
      })
      .expect(400);
    expect(bad.body.fields).toEqual({
      'headlineTranslations.fr': M.headlineInRequired({ language: 'fr' }),
      'headlineTranslations.de': M.headlineInRequired({ language: 'de' }),
    });
    expect(M.headlineInRequired({ language: 'de' })).toBe('The German headline is required (at most 160 characters)');
    const missing = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, headlineTranslations: { es: translations.es, fr: translations.fr } })
      .expect(400);
    expect(missing.body.fields).toEqual({ 'headlineTranslations.de': M.headlineInRequired({ language: 'de' }) });
    expect((await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body).toEqual(before);
  });
});
