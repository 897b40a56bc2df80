import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog, events, optionItems, sectors } from '../../../db/schema';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const add = (list: string, value: unknown) =>
  request(t.app).post(`/api/admin/options/${list}`).set(admin.auth).send({ value });
const remove = (list: string, id: unknown) =>
  request(t.app).delete(`/api/admin/options/${list}`).set(admin.auth).send({ id });
const options = async () => {
  const res = await request(t.app).get('/api/options/').expect(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body as Record<string, { id: number; name: string }[]>;
};
const namesIn = async (list: string) => (await options())[list].map((o) => o.name);

describe('POST /api/admin/options/{listName}', () => {
  it('adds a trimmed value at the end of the list; GET /api/options/ shows it at once', async () => {
    const res = await add('job-titles', '  Chief Vetting Officer ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Chief Vetting Officer', restored: false });
    const titles = await namesIn('jobTitles');
    expect(titles.at(-1)).toBe('Chief Vetting Officer');
    const sector = await add('sectors', 'Space Tourism');
    expect(sector.status).toBe(201);
    expect(await namesIn('sectors')).toContain('Space Tourism');
  });

  it('refuses a blank value, a duplicate whatever its case, and a list that cannot be edited', async () => {
    const blank = await add('audiences', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ value: 'Value is required' });
    const [existing] = await t.db
      .select()
      .from(optionItems)
      .where(and(eq(optionItems.list, 'audiences'), eq(optionItems.archived, false)))
      .limit(1);
    const dup = await add('audiences', ` ${existing.name.toUpperCase()} `);
    expect(dup.status).toBe(409);
    expect(dup.body.fields).toEqual({ value: `"${existing.name}" is already in the list` });
    const countriesList = await add('countries', 'Atlantis');
    expect(countriesList.status).toBe(400);
    expect(countriesList.body.fields).toEqual({ listName: 'Please select a valid option' });
    expect((await add('event-sizes', 'Huge')).status).toBe(400);
  });
});

describe('DELETE /api/admin/options/{listName}', () => {
  it('archives: gone from the lists offered, still named on the events that use it, back with its id when added again', async () => {
    const type = (await add('event-types', 'Hackathon')).body as { id: number };
    const { partnerId } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, partnerId, { name: 'Hack Week' });
    await t.db.update(events).set({ eventTypeId: type.id }).where(eq(events.id, e.eventId));

    const res = await remove('event-types', type.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success' });
    expect(await namesIn('eventTypes')).not.toContain('Hackathon');
    const autocomplete = await request(t.app).get('/api/options/event-types/hack').expect(200);
    expect(autocomplete.body).toEqual([]);
    const event = await request(t.app).get(`/api/events/${e.eventId}`).expect(200);
    expect(event.body.eventType).toBe('Hackathon');

    const back = await add('event-types', 'hackathon');
    expect(back.status).toBe(201);
    expect(back.body).toEqual({ id: type.id, name: 'Hackathon', restored: true });
    expect(await namesIn('eventTypes')).toContain('Hackathon');
  });

  it('archives sectors too, and answers 404 for an id that is not an active item of that list', async () => {
    const sector = (await add('sectors', 'Deep Sea Mining')).body as { id: number };
    expect((await remove('sectors', sector.id)).status).toBe(200);
    const [row] = await t.db.select().from(sectors).where(eq(sectors.id, sector.id));
    expect(row.archived).toBe(true);
    expect(await namesIn('sectors')).not.toContain('Deep Sea Mining');
    const again = await remove('sectors', sector.id);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('No such item in this list');
    const [jobTitle] = await t.db.select().from(optionItems).where(eq(optionItems.list, 'jobTitles')).limit(1);
    expect((await remove('audiences', jobTitle.id)).status).toBe(404);
    expect((await remove('audiences', 'seven')).status).toBe(400);
  });

  it('records every change in the audit log with the admin and the values before and after', async () => {
    const item = (await add('designations', 'Chief of Staff')).body as { id: number };
    await remove('designations', item.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'option'), eq(auditLog.entityId, String(item.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['option.added', admin.email],
      ['option.removed', admin.email],
    ]);
    expect(entries[1]).toMatchObject({
      before: { list: 'designations', name: 'Chief of Staff', archived: false },
      after: { list: 'designations', name: 'Chief of Staff', archived: true },
    });
  });
});

describe("a value's names in the four languages", () => {
  const put = (list: string, id: unknown, names: unknown) =>
    request(t.app).put(`/api/admin/options/${list}/${id}`).set(admin.auth).send({ names });
  const inGerman = async (list: string) =>
    (
      (await request(t.app).get('/api/options/').set('Accept-Language', 'de').expect(200)).body as Record<
        string,
        { id: number; name: string }[]
      >
    )[list];

  it('answers each value with its four names, and a value added with its translations reads in them', async () => {
    const values = (await request(t.app).get('/api/admin/options/event-types').set(admin.auth).expect(200)).body;
    expect(values[0]).toEqual({
      id: expect.any(Number),
      names: { en: 'Conference', es: 'Conferencia', fr: 'Conférence', de: 'Konferenz' },
    });
    const added = await request(t.app)
      .post('/api/admin/options/audiences')
      .set(admin.auth)
      .send({
        value: 'Buyers Only',
        translations: { es: 'Solo compradores', fr: 'Réservé aux acheteurs', de: 'Nur Einkäufer' },
      })
      .expect(201);
    expect((await inGerman('audiences')).find((a) => a.id === added.body.id)?.name).toBe('Nur Einkäufer');
    await request(t.app).get('/api/admin/options/event-types').expect(401);
  });

  it('changes the names; the lists, the event page and search by id follow, and the audit log says so', async () => {
    const [designation] = await t.db
      .select()
      .from(optionItems)
      .where(and(eq(optionItems.list, 'designations'), eq(optionItems.name, 'Team Lead')));
    const names = { en: 'Team Leader', es: 'Líder de equipo', fr: 'Responsable d’équipe', de: 'Teamleiter/in' };
    const res = await put('designations', designation.id, {
      en: ' Team Leader ',
      es: names.es,
      fr: names.fr,
      de: names.de,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: designation.id, names });
    expect((await inGerman('designations')).find((d) => d.id === designation.id)?.name).toBe('Teamleiter/in');
    expect((await namesIn('designations')).includes('Team Leader')).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'option.renamed'), eq(auditLog.entityId, String(designation.id))));
    expect(entry).toMatchObject({
      entityName: 'Team Leader',
      summary: 'Changed the names of "Team Leader" in Designations',
    });
    expect(entry.before).toMatchObject({ name: 'Team Lead', translations: { de: 'Teamleitung' } });
  });

  it("refuses a blank name in any language, another value's English name, and an unknown id", async () => {
    const [sector] = await t.db.select().from(sectors).where(eq(sectors.name, 'Agriculture'));
    const blank = await put('sectors', sector.id, { en: 'Agriculture', es: ' ', fr: 'Agriculture' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      'names.es': 'Enter the name in Spanish',
      'names.de': 'Enter the name in German',
    });
    const taken = await put('sectors', sector.id, { en: 'mining & metals', es: 'x', fr: 'x', de: 'x' });
    expect(taken.status).toBe(409);
    expect((await put('sectors', 999999, { en: 'x', es: 'x', fr: 'x', de: 'x' })).status).toBe(404);
    const [after] = await t.db.select().from(sectors).where(eq(sectors.id, sector.id));
    expect(after.translations).toEqual({ es: 'Agricultura', fr: 'Agriculture', de: 'Landwirtschaft' });
  });
});
