import request from 'supertest';
import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@pavilion/domain';
import { countries, personSettings, persons } from '../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';

const t = useTestContext();

describe('the language the API speaks', () => {
  it('is what Accept-Language asks for among the four, else English, said in Content-Language', async () => {
    const asked = async (header?: string) => {
      const req = request(t.app).get('/api/session');
      const res = await (header ? req.set('Accept-Language', header) : req);
      return [res.headers['content-language'], String(res.headers.vary)];
    };
    expect(await asked('fr-CA,fr;q=0.9,en;q=0.5')).toEqual(['fr', expect.stringContaining('Accept-Language')]);
    expect(await asked('it, de;q=0.3')).toEqual(['de', expect.anything()]);
    expect(await asked('it')).toEqual(['en', expect.anything()]);
    expect(await asked()).toEqual(['en', expect.anything()]);
  });

  it('is a signed-in person’s setting, which the language switch saves alone', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    await request(t.app).put('/api/settings').set(auth).send({ marketingEmails: true }).expect(200);

    const saved = await request(t.app).put('/api/settings/language').set(auth).send({ language: 'de' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'de' });

    const session = await request(t.app).get('/api/session').set(auth).set('Accept-Language', 'es');
    expect(session.body.session.language).toBe('de');
    expect(session.headers['content-language']).toBe('de');
    const settings = await request(t.app).get('/api/settings').set(auth);
    expect(settings.body).toMatchObject({ defaultLanguage: 'de', marketingEmails: true });
  });

  it('is the language the apps show, which they send, even where it is not the setting (a link named it)', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    await request(t.app).put('/api/settings/language').set(auth).send({ language: 'de' }).expect(200);
    const fromApp = await request(t.app)
      .get('/api/session')
      .set(auth)
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'es');
    expect(fromApp.headers['content-language']).toBe('es');
    const withoutLanguage = await request(t.app).get('/api/session').set(auth).set('X-Requested-With', 'pavilion');
    expect(withoutLanguage.headers['content-language']).toBe('de');
  });

  it('refuses a language it does not speak, and changes nothing', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const res = await request(t.app).put('/api/settings/language').set(auth).send({ language: 'it' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ language: 'Please select a valid option' });
    // The account never chose a language: its session names none, and the apps keep the visitor's.
    expect((await request(t.app).get('/api/session').set(auth)).body.session.language).toBeNull();
    await request(t.app).put('/api/settings/language').send({ language: 'de' }).expect(401);
  });

  it('of a new account is the one its sign-up was made in', async () => {
    const [{ id: country }] = await t.db
      .select({ id: countries.id })
      .from(countries)
      .orderBy(asc(countries.id))
      .limit(1);
    const email = 'nueva.persona@example.com';
    await request(t.app)
      .post('/api/user-sign-up')
      .set('Accept-Language', 'es-ES,es;q=0.9')
      .send({
        email,
        firstName: 'Lucía',
        surname: 'Pérez',
        password: 'orbit-2024',
        confirmPassword: 'orbit-2024',
        country,
        acceptTerms: true,
        confirmAdult: true,
      })
      .expect(201);
    const [row] = await t.db
      .select({ language: personSettings.defaultLanguage, contact: personSettings.language })
      .from(personSettings)
      .innerJoin(persons, eq(persons.id, personSettings.personId))
      .where(eq(persons.email, email));
    // Its language and its contact language both.
    expect(row).toEqual({ language: 'es', contact: 'es' });
  });

  it('of a refusal names its message by key, in German when asked and in English otherwise', async () => {
    const a = await createAttendee(t.db);
    const [{ id: country }] = await t.db
      .select({ id: countries.id })
      .from(countries)
      .orderBy(asc(countries.id))
      .limit(1);
    const signUp = (language?: string) => {
      const req = request(t.app).post('/api/user-sign-up');
      return (language ? req.set('Accept-Language', language) : req).send({
        email: a.email,
        firstName: 'Ada',
        surname: 'Lovelace',
        password: 'orbit-2024',
        confirmPassword: 'orbit-2024',
        country,
        acceptTerms: true,
        confirmAdult: true,
      });
    };

    const german = await signUp('de-DE,de;q=0.9');
    expect(german.status).toBe(409);
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toMatchObject({
      error: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
      messageKey: 'accounts.emailTaken',
      fields: { email: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse' },
    });

    const english = await signUp();
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      error: ACCOUNT_MESSAGES.emailTaken,
      messageKey: 'accounts.emailTaken',
      fields: { email: 'An account with this email already exists' },
    });
  });
});
