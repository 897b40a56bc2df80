import { eq } from 'drizzle-orm';
import request from 'supertest';
import { ZPartnerEventDetail } from '@pavilion/domain';
import {
  emailOutbox,
  eventSearch,
  events,
  eventVersions,
  partners,
  subEvents,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { mailTo } from '@pavilion/api-testing/mail';
import { expectGerman, speaksGerman } from '@pavilion/api-testing/mail-language';
import {
  approveCurrent,
  buyTickets,
  createEvent,
  currentVersionId,
  decide,
  editBody,
  eventBody,
  toEditBody,
  optionId,
  partnerWithPolicy,
  venueIn,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
let b: TestPartner;

beforeAll(async () => {
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
});

const partnerGet = (p: TestPartner, id: number) => request(t.app).get(`/api/partner/events/${id}`).set(p.auth);
const publicGet = (id: number) => request(t.app).get(`/api/events/${id}`);
/** Adds a ticket type as the partner does: on sale from now, under the partner's policy unless another is given. */
const addTicketType = (
  p: TestPartner,
  eventId: number,
  ticketType: { name: string; price: number; quantity: number; cancellationPolicyId?: number },
) =>
  request(t.app)
    .post(`/api/partner/events/${eventId}/ticket-types`)
    .set(p.auth)
    .send({ startDateTime: t.clock.now.toISOString(), cancellationPolicyId: p.policyId, ...ticketType });
const inSearch = async (id: number) =>
  (await t.db.select().from(eventSearch).where(eq(eventSearch.eventId, id))).length > 0;
const searchNames = async (query: string) =>
  (await request(t.app).post('/api/events/filtered').send({ query }).expect(200)).body.events.map(
    (e: { name: string }) => e.name,
  );

describe('creating an event', () => {
  it('answers its id; version 1 is a draft until submitted, then waits for review, and nothing is public', async () => {
    const res = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send(await eventBody(t, a.policyId, { name: 'Quayside Freight Summit' }))
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'DRAFT' });
    const id = res.body.id;
    expect((await partnerGet(a, id).expect(200)).body).toMatchObject({
      currentStatus: 'DRAFT',
      versions: [{ version: 1, status: 'DRAFT' }],
    });
    const submitted = await request(t.app).post(`/api/partner/events/${id}/submit`).set(a.auth).expect(200);
    expect(submitted.body).toMatchObject({ id, version: 1, versionStatus: 'PENDING' });
    const detail = await partnerGet(a, id).expect(200);
    expect(ZPartnerEventDetail.parse(detail.body)).toBeTruthy();
    expect(detail.body).toMatchObject({
      name: 'Quayside Freight Summit',
      currentStatus: 'PENDING',
      isPublic: false,
      hasPendingChanges: false,
      ticketCurrencyCode: 'GBP',
      timeZone: 'Europe/London',
      versions: [{ version: 1, status: 'PENDING', decidedAt: null, comment: null }],
    });
    expect(
      detail.body.ticketTypes.map((tt: { name: string; price: number; held: number }) => [tt.name, tt.price]),
    ).toEqual([
      ['Standard', 295.5],
      ['VIP', 750],
    ]);
    expect(detail.body.subEvents).toMatchObject([{ name: 'Harbour tour', price: 25, currencyCode: 'GBP' }]);
    expect(detail.body.agendaItems).toMatchObject([{ name: 'Opening keynote' }]);
    await publicGet(id).expect(404);
    expect(await inSearch(id)).toBe(false);
    expect(await searchNames('Quayside')).toEqual([]);
  });

  it("takes the venue's time zone, and the partner's choice for an event without a venue", async () => {
    const tokyo = await createEvent(t, a, { venueId: await venueIn(t.db, 'Asia/Tokyo'), timeZone: 'Europe/Paris' });
    expect((await partnerGet(a, tokyo)).body.timeZone).toBe('Asia/Tokyo');
    const online = await createEvent(t, a, { venueId: null, attendanceType: 2, timeZone: 'America/New_York' });
    expect((await partnerGet(a, online)).body.timeZone).toBe('America/New_York');
    const res = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send(await eventBody(t, a.policyId, { venueId: null, timeZone: 'Mars/Olympus' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ timeZone: 'Please choose a valid time zone' });
  });

  it("refuses section 5's rules with the form's words, one per field, and changes nothing", async () => {
    const before = (await t.db.select().from(events)).length;
    const body = await eventBody(t, a.policyId, {
      tagline: 'x'.repeat(96),
      description: 'y'.repeat(201),
      otherEventType: 'z'.repeat(81),
      endDateTime: '2000-01-01T00:00:00.000Z',
      name: ' ',
    });
    (body.ticketTypes as Array<Record<string, unknown>>)[0].price = -1;
    (body.ticketTypes as Array<Record<string, unknown>>)[1].quantity = -5;
    const res = await request(t.app).post('/api/partner/events/').set(a.auth).send(body).expect(400);
    expect(res.body.fields).toMatchObject({
      name: 'Event name is required',
      tagline: 'Must be at most 95 characters',
      description: 'Must be at most 200 characters',
      otherEventType: 'Must be at most 80 characters',
      endDateTime: 'End date/time cannot be before start date/time',
      'ticketTypes.0.price': 'Price must be non-negative',
      'ticketTypes.1.quantity': 'Quantity must be non-negative',
    });
    expect((await t.db.select().from(events)).length).toBe(before);
  });

  it("refuses unknown reference data and policies that are not the partner's", async () => {
    const wrongType = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send(await eventBody(t, a.policyId, { eventTypeId: await optionId(t.db, 'audiences'), venueId: 999999 }))
      .expect(400);
    expect(wrongType.body.fields).toEqual({
      eventTypeId: 'Please choose an option from the list',
      venueId: 'Please choose a venue from the list',
    });
    const foreignPolicy = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send(await eventBody(t, b.policyId))
      .expect(400);
    expect(foreignPolicy.body.fields).toEqual({
      'ticketTypes.0.cancellationPolicyId': 'Please choose one of your cancellation policies',
      'ticketTypes.1.cancellationPolicyId': 'Please choose one of your cancellation policies',
    });
  });

  it('is for partners only', async () => {
    await request(t.app).post('/api/partner/events/').send({}).expect(401);
    await request(t.app).get('/api/partner/events/').expect(401);
  });
});

describe('drafts and Auto publish', () => {
  const setAutoPublish = (partner: typeof a, on: boolean) =>
    request(t.app)
      .put('/api/settings')
      .set(partner.auth)
      .send({ notifications: {}, portfolio: { autoPublish: on }, contact: {} })
      .expect(200);
  const create = async (partner: typeof a, name: string) =>
    request(t.app)
      .post('/api/partner/events/')
      .set(partner.auth)
      .send(await eventBody(t, partner.policyId, { name }))
      .expect(201);
  const statusOf = async (id: number) =>
    (await t.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0].status;

  it('sends a new event to review at once with Auto publish on, and keeps it a draft with it off', async () => {
    await setAutoPublish(a, true);
    const straight = await create(a, 'Wharfside Cold Chain Expo');
    expect(straight.body.status).toBe('PENDING');
    expect(await statusOf(straight.body.id)).toBe('PENDING');
    await setAutoPublish(a, false);
    const kept = await create(a, 'Wharfside Cold Chain Expo 2');
    expect(kept.body.status).toBe('DRAFT');
    expect(await statusOf(kept.body.id)).toBe('DRAFT');
  });

  it('keeps a draft a draft through edits, out of the review, and submits it once', async () => {
    const id = (await create(a, 'Ropewalk Packaging Fair')).body.id as number;
    const edit = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(await editBody(t, a.policyId, { name: 'Ropewalk Packaging Fair 2027' }))
      .expect(200);
    expect(edit.body).toMatchObject({ version: 1, versionStatus: 'DRAFT' });
    expect(await statusOf(id)).toBe('DRAFT');
    const versionId = await currentVersionId(t, a, id);
    await expect(decide(t, id, versionId, 'APPROVED')).rejects.toMatchObject({
      message: 'This event is a draft: its organiser has not submitted it for review yet',
    });
    expect(await statusOf(id)).toBe('DRAFT');

    await request(t.app).post(`/api/partner/events/${id}/submit`).set(b.auth).expect(404);
    expect(await statusOf(id)).toBe('DRAFT');
    await request(t.app).post(`/api/partner/events/${id}/submit`).set(a.auth).expect(200);
    expect(await statusOf(id)).toBe('PENDING');
    const again = await request(t.app).post(`/api/partner/events/${id}/submit`).set(a.auth).expect(409);
    expect(again.body.error).toBe('This event is not a draft: it has already been submitted for review');
    await decide(t, id, versionId, 'APPROVED');
    expect(await statusOf(id)).toBe('APPROVED');
  });
});

describe('versions and what the public sees', () => {
  it('approval makes the version public at once; an edit waits while the public keeps the approved one', async () => {
    const id = await createEvent(t, a, { name: 'Tidewater Supply Expo' });
    const v1 = await currentVersionId(t, a, id);
    const decision = await decide(t, id, v1, 'APPROVED', 'Welcome aboard');
    expect(decision).toMatchObject({ eventId: id, versionId: v1, status: 'APPROVED', eventStatus: 'APPROVED' });
    expect((await publicGet(id).expect(200)).body.name).toBe('Tidewater Supply Expo');
    expect(await searchNames('Tidewater')).toEqual(['Tidewater Supply Expo']);

    const edit = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(
        await editBody(t, a.policyId, {
          name: 'Tidewater Supply Expo 2.0',
          ticketTypes: undefined,
          subEvents: undefined,
        }),
      )
      .expect(200);
    expect(edit.body).toMatchObject({ id, version: 2, versionStatus: 'PENDING' });
    expect((await publicGet(id)).body.name).toBe('Tidewater Supply Expo');
    const mine = (await partnerGet(a, id)).body;
    expect(mine).toMatchObject({ name: 'Tidewater Supply Expo 2.0', hasPendingChanges: true, isPublic: true });
    expect(mine.currentEventVersionId).toBe(edit.body.versionId);

    // A second edit while v2 waits updates v2.
    const again = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(await editBody(t, a.policyId, { name: 'Tidewater Supply Expo II', tagline: 'New tagline' }))
      .expect(200);
    expect(again.body).toMatchObject({ versionId: edit.body.versionId, version: 2 });

    // The admin looked at v1: no longer current.
    await expect(decide(t, id, v1, 'APPROVED')).rejects.toMatchObject({ status: 409 });
    await decide(t, id, edit.body.versionId, 'APPROVED');
    expect((await publicGet(id)).body).toMatchObject({ name: 'Tidewater Supply Expo II', tagline: 'New tagline' });
    expect(await searchNames('Tidewater')).toEqual(['Tidewater Supply Expo II']);
    await expect(decide(t, id, edit.body.versionId, 'REJECTED')).rejects.toMatchObject({ status: 409 });
  });

  it('rejection keeps the approved content public; the partner sees the comment, never the notes', async () => {
    const id = await createEvent(t, a, { name: 'Lockgate Ports Meetup' });
    await approveCurrent(t, a, id);
    await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(await editBody(t, a.policyId, { name: 'Lockgate Ports MEETUP!!!' }))
      .expect(200);
    const v2 = await currentVersionId(t, a, id);
    const outboxBefore = (await t.db.select().from(emailOutbox)).length;
    await decide(t, id, v2, 'REJECTED', 'Please write the name without capitals', 'Spammy name');
    expect((await publicGet(id)).body.name).toBe('Lockgate Ports Meetup');
    const mine = (await partnerGet(a, id)).body;
    expect(mine).toMatchObject({
      currentStatus: 'APPROVED',
      name: 'Lockgate Ports MEETUP!!!',
      hasPendingChanges: false,
    });
    expect(mine.versions[0]).toMatchObject({
      version: 2,
      status: 'REJECTED',
      comment: 'Please write the name without capitals',
    });
    expect(JSON.stringify(mine)).not.toContain('Spammy name');
    expect(mine.vettingStatusUpdates.every((u: { notes: unknown }) => u.notes === null)).toBe(true);
    const mails = (await t.db.select().from(emailOutbox).orderBy(emailOutbox.id)).slice(outboxBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'event-vetting-decision',
      subject: 'Changes needed: Lockgate Ports MEETUP!!!',
    });
    expect(mails[0].text).toContain('Please write the name without capitals');
    expect(mails[0].text).not.toContain('Spammy name');

    // The next edit starts version 3.
    const next = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(await editBody(t, a.policyId, { name: 'Lockgate Ports Meetup 2026' }))
      .expect(200);
    expect(next.body.version).toBe(3);
  });

  it('each decision reaches a German organiser in German, whoever decides', async () => {
    const g = await partnerWithPolicy(t);
    await speaksGerman(t.app, g.auth);
    const approved = await createEvent(t, g, { name: 'Elbufer Logistiktage' });
    await approveCurrent(t, g, approved);
    const rejected = await createEvent(t, g, { name: 'Hafenforum Nord' });
    await decide(t, rejected, await currentVersionId(t, g, rejected), 'REJECTED', 'Bitte den Saal nennen', null);
    const mails = (await mailTo(t, g.email)).filter((m) => m.template === 'event-vetting-decision');
    expect(mails).toHaveLength(2);
    mails.forEach(expectGerman);
    expect(mails.map((m) => m.text).join('\n')).toContain('Bitte den Saal nennen');
  });

  it('an event never approved is never public, and reads REJECTED after a rejection', async () => {
    const id = await createEvent(t, a, { name: 'Brackwater Dock Days' });
    await decide(t, id, await currentVersionId(t, a, id), 'REJECTED');
    expect((await partnerGet(a, id)).body.currentStatus).toBe('REJECTED');
    await publicGet(id).expect(404);
    await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send(await editBody(t, a.policyId, { name: 'Brackwater Dock Days' }))
      .expect(200);
    expect((await partnerGet(a, id)).body).toMatchObject({
      currentStatus: 'PENDING',
      versions: [{ version: 2 }, { version: 1 }],
    });
    await publicGet(id).expect(404);
  });

  it('an event is public only while its partner is approved', async () => {
    const c = await partnerWithPolicy(t);
    const id = await createEvent(t, c, { name: 'Saltmarsh Cargo Conference' });
    await approveCurrent(t, c, id);
    expect(await inSearch(id)).toBe(true);
    await t.db.update(partners).set({ currentVettingStatus: 'REJECTED' }).where(eq(partners.id, c.partnerId));
    expect(await inSearch(id)).toBe(false);
    await publicGet(id).expect(404);
    expect((await request(t.app).get('/api/events/top/12')).body.map((e: { id: number }) => e.id)).not.toContain(id);
    await t.db.update(partners).set({ currentVettingStatus: 'APPROVED' }).where(eq(partners.id, c.partnerId));
    expect(await inSearch(id)).toBe(true);
    await publicGet(id).expect(200);
  });

  it('an approved event of a pending partner stays out of sight', async () => {
    const pending = await partnerWithPolicy(t, 'PENDING');
    const id = await createEvent(t, pending, { name: 'Estuary Trade Fair' });
    await approveCurrent(t, pending, id);
    await publicGet(id).expect(404);
    expect(await inSearch(id)).toBe(false);
  });

  it('the date filter reads the days where the event happens', async () => {
    // 23:30 in New York on the 10th is the 11th in UTC.
    const day = new Date(t.clock.now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
    const startUtc = new Date(`${day}T00:00:00-04:00`);
    startUtc.setUTCHours(startUtc.getUTCHours() + 23, 30);
    const id = await createEvent(t, a, {
      name: 'Night Owl Shipping Social',
      venueId: null,
      attendanceType: 2,
      timeZone: 'America/New_York',
      startDateTime: startUtc.toISOString(),
      endDateTime: new Date(startUtc.getTime() + 20 * 60_000).toISOString(),
      agendaItems: [],
    });
    await approveCurrent(t, a, id);
    const names = async (minDate: string, maxDate: string) =>
      (
        await request(t.app).post('/api/events/filtered').send({ minDate, maxDate, query: 'Night Owl' })
      ).body.events.map((e: { id: number }) => e.id);
    expect(await names(day, day)).toEqual([id]);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await names(next, next)).toEqual([]);
  });
});

describe('images and documents belong to the version', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (p: TestPartner, id: number, kind: string, bytes = png, name = 'a.png') =>
    request(t.app).post(`/api/partner/events/${id}/images/${kind}`).set(p.auth).attach('image', bytes, name);

  it('uploads a thumbnail and banners (at most 5), by content, and deletes them', async () => {
    const id = await createEvent(t, a);
    const thumb = await upload(a, id, 'thumbnail').expect(200);
    expect(thumb.body).toMatchObject({ id: expect.any(Number), version: 1, versionStatus: 'PENDING' });
    for (let i = 0; i < 5; i++) await upload(a, id, 'banner').expect(200);
    const sixth = await upload(a, id, 'banner').expect(409);
    expect(sixth.body.error).toBe('Maximum 5 images allowed');
    const detail = (await partnerGet(a, id)).body;
    expect(detail.bannerImageUrls).toHaveLength(5);
    expect(detail.thumbnailImageUrl).toMatch(/^\/api\/files\//);
    const notImage = await upload(a, id, 'banner', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(notImage.status).toBe(415);
    const firstBanner = detail.images.find((i: { kind: string }) => i.kind === 'banner').id;
    await request(t.app).delete(`/api/partner/events/${id}/images/${firstBanner}`).set(a.auth).expect(200);
    expect((await partnerGet(a, id)).body.bannerImageUrls).toHaveLength(4);
    // Someone else's event, someone else's image.
    await upload(b, id, 'banner').expect(404);
    await request(t.app).delete(`/api/partner/events/${id}/images/${thumb.body.id}`).set(b.auth).expect(404);
  });

  it('a new image of an approved event waits for approval; the public keeps the old one', async () => {
    const id = await createEvent(t, a);
    const first = await upload(a, id, 'thumbnail').expect(200);
    await approveCurrent(t, a, id);
    const publicThumb = (await publicGet(id)).body.thumbnailImageUrl;
    expect(publicThumb).toMatch(/^\/api\/files\//);
    const second = await upload(a, id, 'thumbnail').expect(200);
    expect(second.body.version).toBe(2);
    expect((await publicGet(id)).body.thumbnailImageUrl).toBe(publicThumb);
    expect((await partnerGet(a, id)).body.thumbnailImageUrl).not.toBe(publicThumb);
    await approveCurrent(t, a, id);
    const after = (await publicGet(id)).body;
    expect(after.thumbnailImageUrl).not.toBe(publicThumb);
    expect(after.images.map((i: { id: number }) => i.id)).toEqual([second.body.id]);
    expect(first.body.id).not.toBe(second.body.id);
  });

  it('takes PDF, DOC and DOCX documents by content, one per type', async () => {
    const id = await createEvent(t, a);
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const res = await request(t.app)
      .post(`/api/partner/events/${id}/documents/agenda/`)
      .set(a.auth)
      .attach('document', pdf, 'agenda.pdf')
      .expect(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), versionStatus: 'PENDING' });
    await request(t.app)
      .post(`/api/partner/events/${id}/documents/agenda`)
      .set(a.auth)
      .attach('document', pdf, 'agenda-v2.pdf')
      .expect(200);
    const exe = await request(t.app)
      .post(`/api/partner/events/${id}/documents/exhibitor-list`)
      .set(a.auth)
      .attach('document', Buffer.from('MZ\x90\x00'), 'list.pdf');
    expect(exe.status).toBe(415);
    expect(exe.body.error).toBe('Please choose a PDF, DOC or DOCX document');
    const docs = (await partnerGet(a, id)).body.documents;
    expect(docs).toMatchObject([{ type: 'agenda', name: 'agenda-v2.pdf' }]);
    await request(t.app).delete(`/api/partner/events/${id}/documents/${docs[0].id}`).set(a.auth).expect(200);
    expect((await partnerGet(a, id)).body.documents).toEqual([]);
  });
});

describe('ticket types and extras are run directly', () => {
  it('adds a ticket type later (on sale at once), changes its price (orders keep theirs) and guards the quantity', async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    const standard = (await partnerGet(a, id)).body.ticketTypes[0];
    await buyTickets(t.app, t.db, t.clock.now, id, standard.id, 3);

    const added = await addTicketType(a, id, { name: 'Student', price: 49.99, quantity: 20 }).expect(201);
    expect((await publicGet(id)).body.ticketTypes.map((tt: { name: string }) => tt.name)).toContain('Student');
    expect((await publicGet(id)).body.minTicketPrice).toBe(49.99);

    await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .send({ price: 350 })
      .expect(200);
    const sold = await t.db.select().from(tickets).where(eq(tickets.ticketTypeId, standard.id));
    expect(sold.map((s) => s.priceMinor)).toEqual([29550, 29550, 29550]);
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, standard.id));
    expect(row).toMatchObject({ priceMinor: 35000, sold: 3, description: '' });

    const tooFew = await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .send({ quantity: 2 })
      .expect(409);
    expect(tooFew.body).toMatchObject({
      sold: 3,
      held: 0,
      minimum: 3,
      fields: { quantity: expect.stringContaining('3 sold') },
    });
    await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .send({ quantity: 3 })
      .expect(200);

    const window = await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .send({ endDateTime: '2000-01-01T00:00:00.000Z' })
      .expect(400);
    expect(window.body.fields).toEqual({ endDateTime: 'End date must be after start date' });

    const withSales = await request(t.app)
      .delete(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .expect(409);
    expect(withSales.body.error).toBe('This ticket type has sales and cannot be deleted; take it off sale instead');
    await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(a.auth)
      .send({ onSale: false })
      .expect(200);
    expect((await publicGet(id)).body.ticketTypes.find((tt: { id: number }) => tt.id === standard.id).onSale).toBe(
      false,
    );
    await expect(buyTickets(t.app, t.db, t.clock.now, id, standard.id)).rejects.toThrow(/409/);
    await request(t.app).delete(`/api/partner/events/${id}/ticket-types/${added.body.id}`).set(a.auth).expect(204);

    // Partner B cannot touch A's ticket types, nor reach them through B's own event.
    const bEvent = await createEvent(t, b);
    await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${standard.id}`)
      .set(b.auth)
      .send({ price: 1 })
      .expect(404);
    await request(t.app)
      .patch(`/api/partner/events/${bEvent}/ticket-types/${standard.id}`)
      .set(b.auth)
      .send({ price: 1 })
      .expect(404);
    await request(t.app).delete(`/api/partner/events/${bEvent}/ticket-types/${standard.id}`).set(b.auth).expect(404);
  });

  it('refuses a switched-off policy for a new ticket type but lets ticket types keep it', async () => {
    const id = await createEvent(t, a);
    const tt = (await partnerGet(a, id)).body.ticketTypes[0];
    const ownOff = await request(t.app)
      .post('/api/partner/cancellation-policies/')
      .set(a.auth)
      .send({
        name: 'Old terms',
        active: false,
        cancellationPolicyPeriods: [{ percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 0 }],
      })
      .expect(201);
    const offId = ownOff.body.id;
    const refused = await addTicketType(a, id, {
      name: 'Late',
      price: 10,
      quantity: 5,
      cancellationPolicyId: offId,
    }).expect(400);
    expect(refused.body.fields.cancellationPolicyId).toBe(
      'This cancellation policy is switched off; choose an active one',
    );
    await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${tt.id}`)
      .set(a.auth)
      .send({ name: 'Standard entry' })
      .expect(200);
  });

  it('adds, changes and deletes extras, with the same guards', async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    const created = await request(t.app)
      .post(`/api/partner/events/${id}/sub-events`)
      .set(a.auth)
      .send({
        name: 'Gala dinner',
        subEventTypeId: await optionId(t.db, 'subEventTypes'),
        startDateTime: t.clock.now.toISOString(),
        price: 80,
        capacity: 50,
      })
      .expect(201);
    await request(t.app)
      .patch(`/api/partner/events/${id}/sub-events/${created.body.id}`)
      .set(a.auth)
      .send({ price: 95.5 })
      .expect(200);
    expect(
      (await partnerGet(a, id)).body.subEvents.find((s: { id: number }) => s.id === created.body.id),
    ).toMatchObject({
      price: 95.5,
      currencyCode: 'GBP',
      capacity: 50,
    });
    const bad = await request(t.app)
      .patch(`/api/partner/events/${id}/sub-events/${created.body.id}`)
      .set(a.auth)
      .send({ subEventTypeId: await optionId(t.db, 'audiences') })
      .expect(400);
    expect(bad.body.fields).toEqual({ subEventTypeId: 'Please choose an option from the list' });
    await request(t.app).delete(`/api/partner/events/${id}/sub-events/${created.body.id}`).set(b.auth).expect(404);
    await request(t.app).delete(`/api/partner/events/${id}/sub-events/${created.body.id}`).set(a.auth).expect(204);
  });
});

describe("prices are typed in whole minor units of the event's currency", () => {
  const yen = 'Enter an amount in whole yen (JPY has no decimals)';
  const pence = 'Enter an amount in whole pence (GBP has at most 2 decimals)';
  const eventsOf = async (p: TestPartner) =>
    (await t.db.select().from(events).where(eq(events.partnerId, p.partnerId))).length;

  it('refuses a new event whose ticket type or extra has a price finer than its currency, at the row, and creates nothing', async () => {
    const before = await eventsOf(a);
    const body = await eventBody(t, a.policyId, { currencyCode: 'JPY' });
    const [standard, vip] = body.ticketTypes as Array<Record<string, unknown>>;
    const [tour] = body.subEvents as Array<Record<string, unknown>>;
    const res = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send({ ...body, ticketTypes: [{ ...standard, price: 1500.5 }, vip], subEvents: [{ ...tour, price: 0.4 }] })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'ticketTypes.0.price': yen, 'subEvents.0.price': yen },
    });
    const cents = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send({ ...body, currencyCode: 'USD', ticketTypes: [{ ...standard, price: 10.005 }] })
      .expect(400);
    expect(cents.body.fields).toEqual({
      'ticketTypes.0.price': 'Enter an amount in whole cents (USD has at most 2 decimals)',
    });
    expect(await eventsOf(a)).toBe(before);

    const id = await createEvent(t, a, { currencyCode: 'JPY', ticketTypes: [{ ...standard, price: 1500 }] });
    expect((await partnerGet(a, id)).body.ticketTypes[0]).toMatchObject({ price: 1500 });
  });

  it('refuses a ticket type added or changed with a price finer than the currency, and writes nothing', async () => {
    const id = await createEvent(t, a, { currencyCode: 'JPY', ticketTypes: [] });
    const add = (price: number) => addTicketType(a, id, { name: 'Day pass', price, quantity: 20 });
    expect((await add(1500.5).expect(400)).body).toMatchObject({
      code: 'VALIDATION',
      error: yen,
      fields: { price: yen },
    });
    expect((await add(0.4).expect(400)).body.fields).toEqual({ price: yen });
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id))).toEqual([]);

    const { id: dayPass } = (await add(1500).expect(201)).body;
    const patched = await request(t.app)
      .patch(`/api/partner/events/${id}/ticket-types/${dayPass}`)
      .set(a.auth)
      .send({ price: 1999.99, name: 'Day ticket' })
      .expect(400);
    expect(patched.body.fields).toEqual({ price: yen });
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, dayPass));
    expect(row).toMatchObject({ priceMinor: 1500, name: 'Day pass' });
  });

  it('refuses an extra added or changed with a price finer than its currency, a kept price in a new currency too', async () => {
    const id = await createEvent(t, a, { subEvents: [] });
    const subEventTypeId = await optionId(t.db, 'subEventTypes');
    const add = (price: number) =>
      request(t.app)
        .post(`/api/partner/events/${id}/sub-events`)
        .set(a.auth)
        .send({ name: 'Gala dinner', subEventTypeId, startDateTime: t.clock.now.toISOString(), price });
    expect((await add(10.005).expect(400)).body.fields).toEqual({ price: pence });
    expect((await add(0.004).expect(400)).body.fields).toEqual({ price: pence });
    expect(await t.db.select().from(subEvents).where(eq(subEvents.eventId, id))).toEqual([]);

    const { id: gala } = (await add(95.5).expect(201)).body;
    const patch = (body: object) =>
      request(t.app).patch(`/api/partner/events/${id}/sub-events/${gala}`).set(a.auth).send(body);
    expect((await patch({ price: 95.555 }).expect(400)).body.fields).toEqual({ price: pence });
    // 95.50 GBP is no amount of yen: the price must be typed again in the new currency.
    expect((await patch({ currencyCode: 'JPY' }).expect(400)).body.fields).toEqual({ price: yen });
    const [row] = await t.db.select().from(subEvents).where(eq(subEvents.id, gala));
    expect(row).toMatchObject({ priceMinor: 9550, currency: 'GBP' });
    await patch({ currencyCode: 'JPY', price: 14000 }).expect(200);
    expect((await t.db.select().from(subEvents).where(eq(subEvents.id, gala)))[0]).toMatchObject({
      priceMinor: 14000,
      currency: 'JPY',
    });
  });
});

describe('the list', () => {
  it('pages, sorts by date, capacity and tickets sold in SQL, searches by name and filters by status', async () => {
    const p = await partnerWithPolicy(t);
    const small = await createEvent(t, p, { name: 'Alpha Small' });
    const big = await createEvent(t, p, { name: 'Bravo Big' });
    await addTicketType(p, big, { name: 'Floor', price: 10, quantity: 1000 }).expect(201);
    await approveCurrent(t, p, small);
    const smallType = (await partnerGet(p, small)).body.ticketTypes[0].id;
    await buyTickets(t.app, t.db, t.clock.now, small, smallType, 2);

    const list = async (qs: string) =>
      (await request(t.app).get(`/api/partner/events/?${qs}`).set(p.auth).expect(200)).body;
    expect((await list('sort=capacity&direction=desc')).items.map((e: { name: string }) => e.name)).toEqual([
      'Bravo Big',
      'Alpha Small',
    ]);
    const bySold = await list('sort=ticketsSold&direction=desc');
    expect(
      bySold.items.map((e: { name: string; ticketsSold: number; capacity: number }) => [
        e.name,
        e.ticketsSold,
        e.capacity,
      ]),
    ).toEqual([
      ['Alpha Small', 2, 110],
      ['Bravo Big', 0, 1110],
    ]);
    expect(bySold.total).toBe(2);
    expect((await list('q=bravo')).items.map((e: { id: number }) => e.id)).toEqual([big]);
    expect((await list('status=APPROVED')).items.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [small, 'APPROVED'],
    ]);
    expect(await list('pageSize=1&page=2')).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ name: 'Bravo Big' }],
    });
    const bad = await request(t.app).get('/api/partner/events/?sort=price').set(p.auth).expect(400);
    expect(bad.body.fields.sort).toBe('Sort must be one of: date, capacity, ticketsSold');
  });
});

describe("another partner's event answers 404 on every route", () => {
  it('read, edit, files, ticket types and extras', async () => {
    const id = await createEvent(t, a);
    const body = await eventBody(t, b.policyId);
    await partnerGet(b, id).expect(404);
    await request(t.app).patch(`/api/partner/events/${id}`).set(b.auth).send(toEditBody(body)).expect(404);
    await addTicketType(b, id, { name: 'X', price: 1, quantity: 1 }).expect(404);
    await request(t.app)
      .post(`/api/partner/events/${id}/sub-events`)
      .set(b.auth)
      .send({
        name: 'X',
        subEventTypeId: await optionId(t.db, 'subEventTypes'),
        startDateTime: t.clock.now.toISOString(),
        price: 0,
      })
      .expect(404);
    await request(t.app)
      .post(`/api/partner/events/${id}/documents/agenda`)
      .set(b.auth)
      .attach('document', Buffer.from('%PDF-1.4\n'), 'a.pdf')
      .expect(404);
    await request(t.app).delete(`/api/partner/events/${id}/documents/1`).set(b.auth).expect(404);
    const rows = await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id));
    expect(rows).toHaveLength(1);
  });
});
