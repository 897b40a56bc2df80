import request from 'supertest';
import { eq } from 'drizzle-orm';
import { events, eventVersions, places } from '../../db/schema';
import { CLIENT_HEADER } from '../../platform/client-header';
import { useCheckout } from '@pavilion/api-testing/checkout';

const { t, app, gb, buyer, pendingOrder, pay } = useCheckout();

/** The calendar file as text. */
const calendarOf = (orderId: string, auth: Record<string, string>, headers: Record<string, string> = {}) =>
  request(app).get(`/api/orders/${orderId}/calendar.ics`).set(auth).set(headers);

/** A property of the file's VEVENT ('SEQUENCE' -> '2'), its parameters included in the name. */
function property(ics: string, name: string): string | undefined {
  const event = ics.slice(ics.indexOf('BEGIN:VEVENT'));
  // Folded lines (RFC 5545, 3.1) are joined first.
  const line = event
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

/** '20300310T180000': the instant's wall-clock time in Tokyo (9 hours ahead of UTC all year). */
const tokyoClock = (instant: Date) =>
  new Date(instant.getTime() + 9 * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);

describe("an order's calendar file", () => {
  it("holds the event at the venue's wall-clock time with its zone, the venue and the page, for the buyer only", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const { orderId, sale } = await pendingOrder(owner, { tickets: 2 });
    const [venue] = await t.db
      .insert(places)
      .values({
        kind: 'venue',
        name: 'Tokyo Big Sight',
        countryId: gb(),
        address: '3-11-1 Ariake, Koto City',
        searchText: 'tokyo big sight',
        timeZone: 'Asia/Tokyo',
      })
      .returning({ id: places.id });
    await t.db.update(events).set({ timeZone: 'Asia/Tokyo', venueId: venue.id }).where(eq(events.id, sale.eventId));
    await calendarOf(orderId, owner.auth).expect(404);
    await pay(owner.auth, orderId).expect(200);

    const res = await calendarOf(orderId, owner.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${sale.eventId}.ics"`);
    const ics = res.text;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:Asia\/Tokyo/);
    const [event] = await t.db.select().from(events).where(eq(events.id, sale.eventId));
    expect(property(ics, 'DTSTART;TZID=Asia/Tokyo')).toBe(tokyoClock(event.startAt));
    expect(property(ics, 'DTEND;TZID=Asia/Tokyo')).toBe(tokyoClock(event.endAt));
    expect(property(ics, 'UID')).toMatch(new RegExp(`^order-${orderId}@`));
    expect(property(ics, 'SEQUENCE')).toBe('0');
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(property(ics, 'SUMMARY')).toBe(event.name);
    expect(property(ics, 'LOCATION')).toBe('Tokyo Big Sight\\, 3-11-1 Ariake\\, Koto City');
    expect(property(ics, 'URL;VALUE=URI')).toMatch(new RegExp(`/events/${sale.eventId}$`));
    expect(property(ics, 'DESCRIPTION')).toContain('2 tickets');

    await calendarOf(orderId, stranger.auth).expect(404);
    await request(app).get(`/api/orders/${orderId}/calendar.ics`).expect(401);
    const order = await request(app).get(`/api/orders/${orderId}`).set(owner.auth).expect(200);
    expect(order.body.event).toMatchObject({
      endDateTime: event.endAt.toISOString(),
      venue: { name: 'Tokyo Big Sight', address: '3-11-1 Ariake, Koto City' },
    });
  });

  it('updates the entry after an approved change (same UID, higher SEQUENCE) and cancels it with the event', async () => {
    const owner = await buyer();
    const { orderId, sale } = await pendingOrder(owner);
    await pay(owner.auth, orderId).expect(200);
    const first = (await calendarOf(orderId, owner.auth).expect(200)).text;
    const [{ version }] = await t.db
      .select({ version: eventVersions.version })
      .from(eventVersions)
      .where(eq(eventVersions.eventId, sale.eventId))
      .orderBy(eventVersions.version)
      .then((rows) => (rows.length ? rows.slice(-1) : [{ version: 0 }]));
    await t.db
      .insert(eventVersions)
      .values({ eventId: sale.eventId, version: version + 1, snapshot: {}, status: 'APPROVED' });
    const updated = (await calendarOf(orderId, owner.auth).expect(200)).text;
    expect(property(updated, 'UID')).toBe(property(first, 'UID'));
    expect(Number(property(updated, 'SEQUENCE'))).toBeGreaterThan(Number(property(first, 'SEQUENCE')));
    // An event without a venue is where its page is.
    expect(property(updated, 'LOCATION')).toMatch(new RegExp(`/events/${sale.eventId}$`));

    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, sale.eventId));
    const cancelled = (await calendarOf(orderId, owner.auth).expect(200)).text;
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(property(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(property(cancelled, 'UID')).toBe(property(first, 'UID'));
    expect(Number(property(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(property(updated, 'SEQUENCE')));
    expect(property(cancelled, 'ORGANIZER;CN="Pavilion"')).toMatch(/^mailto:/);
  });

  it("is written in the reader's language", async () => {
    const owner = await buyer();
    const { orderId } = await pendingOrder(owner, { tickets: 2 });
    await pay(owner.auth, orderId).expect(200);
    const ics = (
      await calendarOf(orderId, owner.auth, { 'Accept-Language': 'de', [CLIENT_HEADER]: 'XMLHttpRequest' }).expect(200)
    ).text;
    expect(property(ics, 'DESCRIPTION')).toContain('2 Tickets');
    expect(property(ics, 'DESCRIPTION')).toContain('Ihre Bestellung');
  });

  it('answers 404 in words for an order that does not exist', async () => {
    const owner = await buyer();
    const res = await calendarOf('00000000-0000-4000-8000-000000000000', owner.auth).expect(404);
    expect(res.body.error).toBe('Order not found');
  });
});
