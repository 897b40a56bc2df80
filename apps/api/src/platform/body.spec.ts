// What a route does with its input before its own schema, on the real app: bodies nested deeper
// than the limit, bodies in a charset or encoding we do not read, and PATCH/PUT bodies with fields the
// route does not take. Each answers 4xx in words and writes nothing.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { cancellationPolicies, newsletterSubscriptions, subEvents, ticketTypes } from '../db/schema';
import { createEvent, partnerWithPolicy, type TestPartner } from '@pavilion/api-testing/fixtures/partner-events';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { MAX_JSON_DEPTH, nestsDeeperThan, unknownFields, zeroBytePaths } from './body';
import { z } from 'zod';

const t = useTestContext();
let partner: TestPartner;
beforeAll(async () => {
  partner = await partnerWithPolicy(t);
});

const nestedArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const nestedObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('the walks over client data', () => {
  it('measure depth and find zero bytes without recursion, however deep the value', () => {
    const deep = JSON.parse(nestedArrays(200_000));
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [1] }] }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [1] }] }, 3)).toBe(true);
    expect(() => zeroBytePaths(deep)).not.toThrow();
    expect(zeroBytePaths(JSON.parse(nestedObjects(100_000)))).toEqual([]);
  });

  it('name the fields a schema does not take, nested in objects and lists', () => {
    const schema = z.object({ name: z.string(), rows: z.array(z.object({ price: z.number() })).optional() });
    expect(unknownFields(schema, { name: 'x', rows: [{ price: 1, prise: 2 }], colour: 'red' })).toEqual({
      colour: "Unknown field 'colour': this takes name, rows",
      'rows.0.prise': "Unknown field 'prise': this takes price",
    });
    expect(unknownFields(schema, { name: 'x' })).toEqual({});
  });
});

describe('a JSON body nested too deeply', () => {
  it.each([
    ['5,000 nested arrays', nestedArrays(5_000)],
    ['100,000 nested objects', nestedObjects(100_000)],
  ])('%s: 400 in words on a public and a signed-in route, nothing written', async (_label, body) => {
    const before = await t.db.select().from(newsletterSubscriptions);
    const res = await request(t.app).post('/api/email-subscribe/').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      messageKey: 'common.jsonTooDeep',
      code: 'BAD_REQUEST',
      error: `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`,
    });
    expect(await t.db.select().from(newsletterSubscriptions)).toEqual(before);

    const attendee = await createAttendee(t.db);
    const auth = await bearerFor(t.app, attendee.email);
    const put = await request(t.app).put('/api/settings').set(auth).set('Content-Type', 'application/json').send(body);
    expect(put.status).toBe(400);
    expect(put.body.code).toBe('BAD_REQUEST');
  });

  it('a body just inside the limit is read as usual', async () => {
    let body: unknown = 'x@example.com';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) body = [body];
    const res = await request(t.app).post('/api/email-subscribe/').send({ email: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});

describe('a body the parser cannot read', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE for an unknown charset or content encoding, naming what it takes', async () => {
    const charset = await request(t.app)
      .post('/api/email-subscribe/')
      .set('Content-Type', 'application/json; charset=latin-9')
      .send('{"email":"a@example.com"}');
    expect(charset.status).toBe(415);
    expect(charset.body).toEqual({
      messageKey: 'common.jsonCharset',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Send the JSON body in UTF-8 (charset=utf-8, or no charset)',
    });
    const encoding = await request(t.app)
      .post('/api/email-subscribe/')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd-ish')
      .send('{"email":"a@example.com"}');
    expect(encoding.status).toBe(415);
    expect(encoding.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(encoding.body.error).toBe('Content-Encoding must be gzip, deflate, br or identity');
    expect(await t.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('answers 413 with the limit for a body over 1 MB', async () => {
    const res = await request(t.app)
      .post('/api/email-subscribe/')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      messageKey: 'common.bodyTooLarge',
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The request body is too large: at most 1 MB',
    });
  });

  it('a route without a body does not read one: a malformed body on a GET changes nothing', async () => {
    const res = await request(t.app).get('/api/health').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(200);
  });
});

describe('PATCH and PUT take the fields they name and no others', () => {
  let eventId: number;
  let subEventId: number;
  let ticketTypeId: number;
  beforeAll(async () => {
    eventId = await createEvent(t, partner);
    [{ id: subEventId }] = await t.db
      .select({ id: subEvents.id })
      .from(subEvents)
      .where(eq(subEvents.eventId, eventId));
    [{ id: ticketTypeId }] = await t.db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId));
  });

  const rowOf = async (table: typeof subEvents | typeof ticketTypes | typeof cancellationPolicies, id: number) =>
    (await t.db.select().from(table).where(eq(table.id, id)))[0];

  it('a sub-event PATCH with {} or only unknown fields is a 400 naming the fields it takes, not a 500', async () => {
    const url = `/api/partner/events/${eventId}/sub-events/${subEventId}`;
    const before = await rowOf(subEvents, subEventId);
    const empty = await request(t.app).patch(url).set(partner.auth).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION');
    expect(empty.body.error).toMatch(/^Send at least one field to change: .*name/);
    const unknown = await request(t.app).patch(url).set(partner.auth).send({ colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.colour).toMatch(/^Unknown field 'colour': this takes .*name/);
    expect(await rowOf(subEvents, subEventId)).toEqual(before);
  });

  it('a ticket type PATCH with an unknown field is refused, not answered 200 with updated_at moved', async () => {
    const url = `/api/partner/events/${eventId}/ticket-types/${ticketTypeId}`;
    const before = await rowOf(ticketTypes, ticketTypeId);
    const res = await request(t.app).patch(url).set(partner.auth).send({ prise: 10 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ prise: expect.stringMatching(/^Unknown field 'prise': this takes .*price/) });
    const mixed = await request(t.app).patch(url).set(partner.auth).send({ price: 10, prise: 10 });
    expect(mixed.status).toBe(400);
    expect(await rowOf(ticketTypes, ticketTypeId)).toEqual(before);
    // A known field alone still works.
    expect((await request(t.app).patch(url).set(partner.auth).send({ price: 12 })).status).toBe(200);
  });

  it('a cancellation policy PATCH with only unknown fields is refused and updated_at stays', async () => {
    const url = `/api/partner/cancellation-policies/${partner.policyId}`;
    const before = await rowOf(cancellationPolicies, partner.policyId);
    const res = await request(t.app).patch(url).set(partner.auth).send({ enabled: false });
    expect(res.status).toBe(400);
    expect(res.body.fields.enabled).toBe(
      "Unknown field 'enabled': this takes name, description, active, cancellationPolicyPeriods",
    );
    expect((await request(t.app).patch(url).set(partner.auth).send({})).status).toBe(400);
    expect(await rowOf(cancellationPolicies, partner.policyId)).toEqual(before);
  });

  it('a PUT refuses unknown fields at the top and inside its groups', async () => {
    const attendee = await createAttendee(t.db);
    const auth = await bearerFor(t.app, attendee.email);
    const top = await request(t.app).put('/api/settings').set(auth).send({ marketingEmail: true });
    expect(top.status).toBe(400);
    expect(top.body.fields.marketingEmail).toMatch(/^Unknown field 'marketingEmail': this takes .*marketingEmails/);
    const nested = await request(t.app)
      .put('/api/settings')
      .set(auth)
      .send({ notifications: { marketingEmail: true } });
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.body.fields)).toEqual(['notifications.marketingEmail']);
  });
});
