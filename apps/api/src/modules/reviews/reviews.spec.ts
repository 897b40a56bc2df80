// Reviews on a real database: who may review and when (checked in, valid ticket, over 18, the 3-month
// window to the minute, one per attendee whatever their tickets, no partners or team members), the
// automatic check (published or flagged), moderation with strikes (warning, 14 days that lift by
// themselves, suspension, egregious, only strikes within 90 days counting, appeals granted and refused),
// support's edits, the partner's one reply, series of editions, the 36-month hide and a change of
// owner, the questionnaire email, and the card's rating kept on the event for cards and search.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import request from 'supertest';
import { ZEventReviewsPage, ZMyReviewsPage } from '@pavilion/domain';
import {
  attendees,
  auditLog,
  events,
  orders,
  personSanctions,
  reviews,
  reviewStrikes,
  tickets,
  ticketTypes,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  useTestContext,
} from '@pavilion/api-testing/harness';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { memberOf } from '@pavilion/api-testing/fixtures/partner-account';
import { checkContent } from './content-check';
import { refreshAgedRatings, sendQuestionnaires, QUESTIONNAIRE_TEMPLATE } from './worker';
import { refreshRatings } from './shared';
import { reviewWindowEnd } from './service';

const DAY = 86_400_000;
type Auth = Record<string, string>;

const t = useTestContext();
let owner: { partnerId: number; personId: number; auth: Auth };
let admin: Auth;
let past: number; // ended 10 days ago
let pastType: number;

/**
 * An approved, published event of a partner, `daysAgo` days after it ended (negative: not yet over).
 * Reviews are only for events that take place more than once: unless `oneOff`, the partner also lists
 * an edition of the same title a year earlier.
 */
async function eventOf(partnerId: number, name: string, endedDaysAgo: number, opts: { oneOff?: boolean } = {}) {
  const endAt = new Date(t.clock.now.getTime() - endedDaysAgo * DAY);
  const startAt = new Date(endAt.getTime() - DAY);
  const values = (start: Date, end: Date) => ({
    partnerId,
    name,
    tagline: 'Where supply chains meet',
    description: 'Two days of talks.',
    websiteUrl: 'https://example.com',
    attendanceType: 1,
    startAt: start,
    endAt: end,
    durationId: 2,
    status: 'APPROVED' as const,
    published: true,
  });
  if (!opts.oneOff)
    await t.db
      .insert(events)
      .values(values(new Date(startAt.getTime() - 365 * DAY), new Date(endAt.getTime() - 365 * DAY)));
  const [e] = await t.db.insert(events).values(values(startAt, endAt)).returning({ id: events.id });
  const [tt] = await t.db
    .insert(ticketTypes)
    .values({ eventId: e.id, name: 'Standard', priceMinor: 10_000, currency: 'USD', quantity: 100, position: 0 })
    .returning({ id: ticketTypes.id });
  return { id: e.id, ticketTypeId: tt.id };
}

/** An attendee with a paid ticket of the event: checked in unless a no-show, valid unless cancelled. */
async function attendeeOf(
  event: { id: number; ticketTypeId: number },
  opts: { checkedIn?: boolean; cancelled?: boolean; firstName?: string } = {},
) {
  const a = await createAttendee(t.db, { firstName: opts.firstName ?? 'Ada' });
  const now = t.clock.now;
  const [o] = await t.db
    .insert(orders)
    .values({
      personId: a.personId,
      eventId: event.id,
      status: 'paid',
      currency: 'USD',
      totalMinor: 10_000,
      holdExpiresAt: now,
      paidAt: now,
      buyerFirstName: 'Ada',
      buyerSurname: 'Lovelace',
      buyerEmail: a.email,
    })
    .returning({ id: orders.id });
  const checkedIn = opts.checkedIn ?? true;
  await t.db.insert(tickets).values({
    orderId: o.id,
    eventId: event.id,
    ticketTypeId: event.ticketTypeId,
    priceMinor: 10_000,
    currency: 'USD',
    firstName: opts.firstName ?? 'Ada',
    surname: 'Lovelace',
    email: a.email,
    company: 'Acme Freight',
    jobTitle: 'Planner',
    status: opts.cancelled ? 'cancelled' : 'valid',
    cancelledAt: opts.cancelled ? now : null,
    checkedInAt: checkedIn ? new Date(now.getTime() - 11 * DAY) : null,
    checkInRecordedAt: checkedIn ? new Date(now.getTime() - 11 * DAY) : null,
  });
  return { ...a, auth: await bearerFor(t.app, a.email) };
}

/**
 * Another paid ticket of `event` bought by `buyer`, checked in now, whose attendee is `email` (the buyer
 * themselves unless told otherwise).
 */
async function ticketFor(
  buyer: { personId: number; email: string },
  event: { id: number; ticketTypeId: number },
  email = buyer.email,
) {
  const [o] = await t.db
    .insert(orders)
    .values({
      personId: buyer.personId,
      eventId: event.id,
      status: 'paid',
      currency: 'USD',
      totalMinor: 1,
      holdExpiresAt: t.clock.now,
      paidAt: t.clock.now,
      buyerFirstName: 'Ada',
      buyerSurname: 'Lovelace',
      buyerEmail: buyer.email,
    })
    .returning({ id: orders.id });
  await t.db.insert(tickets).values({
    orderId: o.id,
    eventId: event.id,
    ticketTypeId: event.ticketTypeId,
    priceMinor: 1,
    currency: 'USD',
    firstName: 'Ada',
    surname: 'Lovelace',
    email,
    company: 'Acme',
    jobTitle: 'Planner',
    checkedInAt: t.clock.now,
    checkInRecordedAt: t.clock.now,
  });
}

const body = (score: number, text: string, extra: Record<string, unknown> = {}) => ({ score, text, ...extra });
const review = (auth: Auth, eventId: number, b: object) =>
  request(t.app).post(`/api/events/${eventId}/reviews`).set(auth).send(b);
const page = async (eventId: number, query = '') =>
  ZEventReviewsPage.parse((await request(t.app).get(`/api/events/${eventId}/reviews${query}`).expect(200)).body);
const decide = (id: number, b: object) => request(t.app).post(`/api/admin/reviews/${id}/decision`).set(admin).send(b);
const card = async (eventId: number) => {
  const [e] = await t.db
    .select({ ratingAverage: events.ratingAverage, reviewCount: events.reviewCount })
    .from(events)
    .where(eq(events.id, eventId));
  return e;
};

beforeAll(async () => {
  const p = await createPartnerUser(t.db);
  owner = { ...p, auth: await bearerFor(t.app, p.email) };
  const adm = await createAdmin(t.db);
  admin = await bearerFor(t.app, adm.email);
  const e = await eventOf(owner.partnerId, 'Harbourside Logistics Forum', 10);
  past = e.id;
  pastType = e.ticketTypeId;
});

const pastEvent = () => ({ id: past, ticketTypeId: pastType });

describe('the automatic check', () => {
  it('finds profanity, links, emails and phone numbers, and passes ordinary praise', () => {
    expect(checkContent('Great speakers, 9/10, would come again in 2027 for $250.')).toEqual([]);
    expect(checkContent('The catering was shit')).toEqual(['PROFANITY']);
    expect(checkContent('Slides at www.example.com/deck')).toEqual(['LINK']);
    expect(checkContent('Write to me: ada@example.com')).toEqual(['EMAIL']);
    // A request to be called outside Pavilion is advertising as well.
    expect(checkContent('Call me on +44 20 7946 0958')).toEqual(['PHONE', 'ADVERTISING']);
  });

  it('finds advertising, spam and runs of the same characters in the four languages, and profanity beyond English', () => {
    expect(checkContent('Use my discount code SAVE20 next year')).toEqual(['ADVERTISING']);
    expect(checkContent('Con el código de descuento PAV10 sale más barato')).toEqual(['ADVERTISING']);
    expect(checkContent('Avec le code promo PAV10 c’est moins cher')).toEqual(['ADVERTISING']);
    expect(checkContent('Mit dem Rabattcode PAV10 wird es günstiger')).toEqual(['ADVERTISING']);
    expect(checkContent('Click here to make money with crypto')).toEqual(['SPAM']);
    expect(checkContent('Gana dinero desde casa, haz clic aquí')).toEqual(['SPAM']);
    expect(checkContent('Cliquez ici pour gagner de l’argent')).toEqual(['SPAM']);
    expect(checkContent('Hier klicken und schnelles Geld')).toEqual(['SPAM']);
    expect(checkContent('Great!!!!!!!! Loved it')).toEqual(['REPEATED']);
    expect(checkContent('buy tickets buy tickets buy tickets buy tickets ')).toEqual(['REPEATED']);
    expect(checkContent('Der Caterer war ein Arschloch')).toEqual(['PROFANITY']);
    expect(checkContent('El ponente era un gilipollas')).toEqual(['PROFANITY']);
    expect(checkContent('Quel connard, ce traiteur')).toEqual(['PROFANITY']);
    // Ordinary reviews in each language pass, whatever words they share with another language's list.
    for (const clean of [
      'Charlas excelentes con ponentes de primer nivel; el martillo de la subasta fue divertido. 9/10 en 2027.',
      'Très bonne organisation, accueil chaleureux, je reviendrai en 2027 avec mon équipe.',
      'Bitte nächstes Jahr wieder: tolle Vorträge, gute Stimmung, 1.200 Besucher.',
      'Sooo good, a three-day event worth every penny of the $5000 budget, 100000 visitors.',
    ])
      expect(checkContent(clean)).toEqual([]);
  });
});

describe('POST /api/events/{id}/reviews', () => {
  it('publishes a clean review of a checked-in attendee at once and puts it on the page and the card', async () => {
    // The organiser listens for published reviews (its endpoint as the API writes it).
    await t.db.insert(webhookEndpoints).values({
      partnerId: owner.partnerId,
      url: 'https://hooks.example.com/pavilion',
      eventTypes: ['review.published'],
      secret: 'whsec_dGVzdC1zZWNyZXQtb2YtdGhpcnR5LXR3by1ieXRlcyE=',
    });
    const a = await attendeeOf(pastEvent(), { firstName: 'Grace' });
    const res = await review(a.auth, past, body(9, 'Superb talks and a well run venue.', { venue: 8, staff: 10 }));
    expect(res.status).toBe(201);
    // Told in the review's transaction (review.published).
    const told = await t.db.select().from(webhookMessages).where(eq(webhookMessages.type, 'review.published'));
    expect(told.map((m) => (m.payload as { data: unknown }).data)).toEqual([
      {
        id: res.body.id,
        eventId: past,
        reviewerName: 'Grace L.',
        score: 9,
        comment: 'Superb talks and a well run venue.',
        publishedAt: expect.any(String),
      },
    ]);
    expect(res.body).toMatchObject({ status: 'PUBLISHED', score: 9, message: 'Thank you: your review is published.' });
    const shown = await page(past);
    expect(shown).toMatchObject({ count: 1, average: 9, rating: 4.5, total: 1 });
    expect(shown.subscores).toEqual({ venue: 8, content: null, networking: null, staff: 10, valueForMoney: null });
    expect(shown.items[0]).toMatchObject({ reviewerName: 'Grace L.', text: 'Superb talks and a well run venue.' });
    expect(await card(past)).toEqual({ ratingAverage: 9, reviewCount: 1 });

    // One per attendee and event.
    const again = await review(a.auth, past, body(2, 'Changed my mind.'));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already reviewed this event. To change your review, contact support.');
  });

  it('holds flagged text for moderation: not shown, not counted', async () => {
    const a = await attendeeOf(pastEvent());
    const res = await review(a.auth, past, body(2, 'Total shit, details at www.example.com'));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PENDING');
    expect((await page(past)).count).toBe(1);
    const queue = await request(t.app).get('/api/admin/reviews?status=PENDING').set(admin).expect(200);
    expect(queue.body.items[0]).toMatchObject({
      id: res.body.id,
      flags: ['PROFANITY', 'LINK'],
      wait: { businessDays: 0, targetBusinessDays: 5, overdue: false },
    });
    // Six business days later the queue says it is overdue.
    t.clock.advance(9 * DAY);
    const later = await request(t.app).get('/api/admin/reviews?status=PENDING').set(admin).expect(200);
    expect(later.body.items[0].wait).toMatchObject({ overdue: true });
    t.clock.advance(-9 * DAY);
  });

  it('refuses no-shows, cancelled tickets, strangers, partners and team members, with the reason', async () => {
    const noShow = await attendeeOf(pastEvent(), { checkedIn: false });
    const cancelled = await attendeeOf(pastEvent(), { cancelled: true });
    const stranger = await createAttendee(t.db);
    for (const auth of [noShow.auth, cancelled.auth, await bearerFor(t.app, stranger.email)]) {
      const res = await review(auth, past, body(8, 'Good.'));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Only attendees who were checked in at the event with a valid ticket can review it');
    }
    // Partner accounts are not attendee accounts: the owner and a team member are refused at the door.
    const member = await memberOf(t, owner.partnerId);
    for (const auth of [owner.auth, member.auth]) {
      const res = await review(auth, past, body(10, 'Our own event is the best.'));
      expect([res.status, res.body.error]).toEqual([403, 'An attendee account is needed for this']);
    }
    const bad = await review(noShow.auth, past, { score: 11, venue: 0, text: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      score: 'Choose a score from 1 to 10',
      venue: 'Venue must be a score from 1 to 10, or left empty',
      text: 'Write a few words about the event',
    });
  });

  it('refuses a team member of any partner, even at another partner’s event they were checked in at', async () => {
    const other = await createPartnerUser(t.db);
    const theirs = await eventOf(other.partnerId, 'Another Organiser’s Expo', 4);
    const member = await memberOf(t, owner.partnerId);
    // A team member who also holds an attendee account and came to the other partner's event.
    await t.db.insert(attendees).values({ personId: member.personId });
    await ticketFor(member, theirs);
    const auth = await bearerFor(t.app, member.email);
    const res = await review(auth, theirs.id, body(9, 'A fine event by someone else.'));
    expect([res.status, res.body.error]).toEqual([403, 'Organisers and their team members cannot write reviews']);
    const mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(auth).expect(200)).body);
    expect(mine.items.find((i) => i.eventId === theirs.id)).toMatchObject({
      canReview: false,
      reason: 'Organisers and their team members cannot write reviews',
    });
  });

  it('refuses a reviewer under 18 by their date of birth; 18 is old enough', async () => {
    const ev = await eventOf(owner.partnerId, 'Youth Logistics Day', 4);
    const year = t.clock.now.getUTCFullYear();
    const minor = await createAttendee(t.db, { dateOfBirth: `${year - 17}-01-01` });
    const adult = await createAttendee(t.db, { dateOfBirth: `${year - 18}-01-01` });
    await ticketFor(minor, ev);
    await ticketFor(adult, ev);
    const young = await review(await bearerFor(t.app, minor.email), ev.id, body(8, 'Good day.'));
    expect([young.status, young.body.error]).toEqual([403, 'Reviewers must be over 18']);
    await review(await bearerFor(t.app, adult.email), ev.id, body(8, 'Good day.')).expect(201);
  });

  it('takes one review per attendee and event, whatever their tickets; a buyer who stayed away cannot review', async () => {
    const ev = await eventOf(owner.partnerId, 'Dockside Tech Day', 4);
    const a = await attendeeOf(ev);
    await ticketFor(a, ev); // a second ticket in their name, checked in too
    const both = await Promise.all([
      review(a.auth, ev.id, body(8, 'Good day.')),
      review(a.auth, ev.id, body(7, 'Good day, said twice.')),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error).toBe(
      'You have already reviewed this event. To change your review, contact support.',
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.eventId, ev.id))).toHaveLength(1);

    // The buyer bought the ticket for a colleague, who came: the colleague reviews, the buyer cannot.
    const buyer = await createAttendee(t.db);
    const colleague = await createAttendee(t.db, { firstName: 'Mary' });
    await ticketFor(buyer, ev, colleague.email);
    const refused = await review(await bearerFor(t.app, buyer.email), ev.id, body(9, 'My team loved it.'));
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'Only attendees who were checked in at the event with a valid ticket can review it',
    ]);
    await review(await bearerFor(t.app, colleague.email), ev.id, body(9, 'Loved it.')).expect(201);
    // Whichever of the two at once was taken (8 or 7) counts, with the colleague's 9.
    const taken = both[0].status === 201 ? 8 : 7;
    expect(await card(ev.id)).toEqual({ ratingAverage: (taken + 9) / 2, reviewCount: 2 });
  });

  it('opens when the event ends and closes 3 months later', async () => {
    const running = await eventOf(owner.partnerId, 'Still Running Expo', -1);
    const old = await eventOf(owner.partnerId, 'Long Ago Summit', 95);
    const a = await attendeeOf(running);
    const early = await review(a.auth, running.id, body(8, 'Good so far.'));
    expect([early.status, early.body.error]).toEqual([
      409,
      'The event has not ended yet: reviews open when it is over',
    ]);
    const b = await attendeeOf(old);
    const late = await review(b.auth, old.id, body(8, 'Good.'));
    expect([late.status, late.body.error]).toEqual([409, 'Reviews of this event closed 3 months after it ended']);
    const mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(b.auth).expect(200)).body);
    expect(mine.items[0]).toMatchObject({ eventId: old.id, canReview: false, reason: expect.stringMatching(/closed/) });

    // At the edge: a minute before the window closes a review is taken, a minute after it is not.
    const edge = await eventOf(owner.partnerId, 'Window Edge Forum', 10);
    const [{ endAt }] = await t.db.select({ endAt: events.endAt }).from(events).where(eq(events.id, edge.id));
    const inTime = await attendeeOf(edge);
    const tooLate = await attendeeOf(edge);
    const start = t.clock.now.getTime();
    t.clock.advance(reviewWindowEnd(endAt).getTime() - 60_000 - start);
    try {
      await review(inTime.auth, edge.id, body(8, 'Just in time.')).expect(201);
      t.clock.advance(2 * 60_000);
      const closed = await review(tooLate.auth, edge.id, body(8, 'Just too late.'));
      expect([closed.status, closed.body.error]).toEqual([409, 'Reviews of this event closed 3 months after it ended']);
    } finally {
      t.clock.advance(start - t.clock.now.getTime());
    }
  });
});

describe('moderation and strikes', () => {
  it('removal is a strike: warning, then 14 days that lift by themselves, then suspended; appeals', async () => {
    const events3 = await Promise.all([1, 2, 3, 4].map((i) => eventOf(owner.partnerId, `Ports Summit ${i}`, 5)));
    const a = await attendeeOf(events3[0]);
    // The same person checked in at the other events too.
    for (const ev of events3.slice(1)) await ticketFor(a, ev);

    const first = (await review(a.auth, events3[0].id, body(7, 'Decent event.')).expect(201)).body;
    const removed = await decide(first.id, { status: 'REMOVED', reason: 'Not about the event' }).expect(200);
    expect(removed.body).toMatchObject({ status: 'REMOVED', decisionReason: 'Not about the event' });
    expect((await decide(first.id, { status: 'PUBLISHED', reason: 'x' })).status).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.id)));
    expect(entry).toMatchObject({
      action: 'review.decision',
      entityType: 'review',
      summary: 'Removed: Not about the event',
    });
    let mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(a.auth)).body);
    expect(mine.standing.state).toBe('WARNED');

    // A removed review can be written again.
    const second = (await review(a.auth, events3[0].id, body(7, 'Decent event, good networking.')).expect(201)).body;
    t.clock.advance(10 * DAY);
    await decide(second.id, { status: 'REMOVED', reason: 'Copied text' }).expect(200);
    mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(a.auth)).body);
    expect(mine.standing).toMatchObject({
      state: 'SUSPENDED',
      suspendedUntil: new Date(t.clock.now.getTime() + 14 * DAY).toISOString(),
    });
    const refused = await review(a.auth, events3[1].id, body(8, 'Nice.'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Your reviewing is suspended until /);

    // Fifteen days later the suspension has lifted by itself.
    t.clock.advance(15 * DAY);
    const third = (await review(a.auth, events3[1].id, body(8, 'Nice venue.')).expect(201)).body;
    await decide(third.id, { status: 'REMOVED', reason: 'Fake' }).expect(200);
    mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(a.auth)).body);
    expect(mine.standing).toMatchObject({ state: 'BANNED', suspendedUntil: null });
    expect((await review(a.auth, events3[2].id, body(8, 'Nice.'))).status).toBe(403);

    // The reviewer appeals the last strike; granted, it no longer counts (two strikes: 14 days from the second).
    const strike = mine.standing.strikes.find((s) => s.reviewId === third.id)!;
    await request(t.app)
      .post(`/api/reviews/strikes/${strike.id}/appeal`)
      .set(a.auth)
      .send({ text: 'It was mine.' })
      .expect(200);
    expect(
      (await request(t.app).post(`/api/reviews/strikes/${strike.id}/appeal`).set(a.auth).send({ text: 'Again' }))
        .status,
    ).toBe(409);
    const appeals = await request(t.app).get('/api/admin/review-strikes?appeal=PENDING').set(admin).expect(200);
    expect(appeals.body.items.map((s: { id: number }) => s.id)).toEqual([strike.id]);
    const granted = await request(t.app)
      .post(`/api/admin/review-strikes/${strike.id}/appeal-decision`)
      .set(admin)
      .send({ status: 'GRANTED', reason: 'Proof of attendance checked' })
      .expect(200);
    expect(granted.body.standing.state).toBe('WARNED');
    expect((await review(a.auth, events3[2].id, body(8, 'Nice talks.'))).status).toBe(201);

    // Egregious content suspends at once, whatever came before.
    const b = await attendeeOf(events3[3]);
    const bad = (await review(b.auth, events3[3].id, body(1, 'Awful people.')).expect(201)).body;
    await decide(bad.id, { status: 'REMOVED', reason: 'Hate speech', egregious: true }).expect(200);
    mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(b.auth)).body);
    expect(mine.standing.state).toBe('BANNED');
    t.clock.advance(-25 * DAY);
  });

  it('counts strikes within 90 days only: one older than that leaves a warning, two suspend for 14 days, not for good', async () => {
    // Three events of one reviewer, reviewed about three months apart: each had ended when reviewed.
    const [early, later, latest] = await Promise.all([
      eventOf(owner.partnerId, 'Spring Cargo Forum', 5),
      eventOf(owner.partnerId, 'Summer Cargo Forum', -80),
      eventOf(owner.partnerId, 'Late Summer Cargo Forum', -85),
    ]);
    // The two still to come stay off the marketplace, out of the searches of the tests below.
    await t.db
      .update(events)
      .set({ published: false })
      .where(inArray(events.id, [later.id, latest.id]));
    const a = await attendeeOf(early);
    await ticketFor(a, later);
    await ticketFor(a, latest);
    const standing = async () =>
      ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(a.auth).expect(200)).body).standing;
    const writeAndRemove = async (ev: { id: number }, reason: string) => {
      const written = (await review(a.auth, ev.id, body(3, 'Not for me.')).expect(201)).body;
      await decide(written.id, { status: 'REMOVED', reason }).expect(200);
      return written.id as number;
    };
    const start = t.clock.now.getTime();
    try {
      await writeAndRemove(early, 'Not about the event');
      expect((await standing()).state).toBe('WARNED');

      // 91 days on, the first strike no longer counts.
      t.clock.advance(91 * DAY);
      expect((await standing()).state).toBe('ACTIVE');
      await writeAndRemove(later, 'Copied text');
      expect(await standing()).toMatchObject({ state: 'WARNED', suspendedUntil: null });

      // A day later a third removal is the second within 90 days: two weeks, not a suspension for good.
      t.clock.advance(DAY);
      const third = await writeAndRemove(latest, 'Fake');
      const suspended = await standing();
      expect(suspended).toMatchObject({
        state: 'SUSPENDED',
        suspendedUntil: new Date(t.clock.now.getTime() + 14 * DAY).toISOString(),
      });

      // An appeal refused leaves the strike standing, and the reviewer is told.
      const strike = suspended.strikes.find((s) => s.reviewId === third)!;
      await request(t.app)
        .post(`/api/reviews/strikes/${strike.id}/appeal`)
        .set(a.auth)
        .send({ text: 'I was there.' })
        .expect(200);
      const refused = await request(t.app)
        .post(`/api/admin/review-strikes/${strike.id}/appeal-decision`)
        .set(admin)
        .send({ status: 'REFUSED', reason: 'The text was copied from another site' })
        .expect(200);
      expect(refused.body).toMatchObject({
        appeal: { status: 'REFUSED', reason: 'The text was copied from another site' },
        standing: { state: 'SUSPENDED' },
      });
      const told = (await request(t.app).get('/api/notifications').set(a.auth).expect(200)).body.items;
      expect(told).toContainEqual(
        expect.objectContaining({
          subject: 'Your appeal was refused',
          text: 'The removal of your review stands: The text was copied from another site',
        }),
      );

      // Fifteen days on the two weeks are over; the recent strikes still make it a warning.
      t.clock.advance(15 * DAY);
      expect(await standing()).toMatchObject({ state: 'WARNED', suspendedUntil: null });
    } finally {
      t.clock.advance(start - t.clock.now.getTime());
    }
  });

  it('publishes a flagged review with a reason; removing a published one takes it off the rating', async () => {
    const ev = await eventOf(owner.partnerId, 'Freight Finance Day', 3);
    const a = await attendeeOf(ev);
    const b = await attendeeOf(ev);
    await review(a.auth, ev.id, body(10, 'Excellent.')).expect(201);
    const flagged = (await review(b.auth, ev.id, body(6, 'Decent, see www.example.com')).expect(201)).body;
    expect(await card(ev.id)).toEqual({ ratingAverage: 10, reviewCount: 1 });
    await decide(flagged.id, { status: 'PUBLISHED', reason: 'The link is the organiser’s own site' }).expect(200);
    expect(await card(ev.id)).toEqual({ ratingAverage: 8, reviewCount: 2 });
    await decide(flagged.id, { status: 'REMOVED', reason: 'Advertising' }).expect(200);
    expect(await card(ev.id)).toEqual({ ratingAverage: 10, reviewCount: 1 });
    const missing = await decide(999_999, { status: 'REMOVED', reason: 'x' });
    expect(missing.status).toBe(404);
    const noReason = await decide(flagged.id, { status: 'REMOVED', reason: '' });
    expect(noReason.body.fields).toEqual({ reason: 'Give the reason for the decision' });
    expect((await request(t.app).get('/api/admin/reviews').set(owner.auth)).status).toBe(403);
  });
});

describe('support edits a review', () => {
  it('PATCH changes the score, subscores and text for the reviewer, keeps the status, recomputes the rating, audited', async () => {
    const ev = await eventOf(owner.partnerId, 'Canal Freight Forum', 6);
    const a = await attendeeOf(ev);
    const written = (await review(a.auth, ev.id, body(4, 'Too short a day.', { venue: 3 })).expect(201)).body;
    expect(await card(ev.id)).toEqual({ ratingAverage: 4, reviewCount: 1 });
    const edit = (b: object, auth: Auth = admin, id: number = written.id) =>
      request(t.app).patch(`/api/admin/reviews/${id}`).set(auth).send(b);
    const change = { score: 8, venue: 9, text: 'Well run, good talks.', reason: 'The reviewer asked by email' };

    const res = await edit(change).expect(200);
    expect(res.body).toMatchObject({
      id: written.id,
      status: 'PUBLISHED',
      score: 8,
      subscores: { venue: 9, content: null, networking: null, staff: null, valueForMoney: null },
      text: 'Well run, good talks.',
    });
    expect(await card(ev.id)).toEqual({ ratingAverage: 8, reviewCount: 1 });
    expect((await page(ev.id)).items[0]).toMatchObject({ score: 8, text: 'Well run, good talks.' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(written.id)), eq(auditLog.action, 'review.edited')));
    expect(entry).toMatchObject({
      entityType: 'review',
      entityName: 'Canal Freight Forum',
      summary: 'Edited for the reviewer: The reviewer asked by email',
      before: { score: 4, venue: 3, text: 'Too short a day.' },
      after: { score: 8, venue: 9, text: 'Well run, good talks.' },
    });

    // Only support edits: the reviewer cannot, a reason is needed, and an unknown review is not found.
    expect((await edit(change, a.auth)).status).toBe(403);
    const noReason = await edit({ score: 8, text: 'Well run.' }).expect(400);
    expect(noReason.body.fields).toEqual({ reason: 'Give the reason for the decision' });
    expect((await edit(change, admin, 999_999)).status).toBe(404);
  });
});

describe('the partner reply', () => {
  it('replies once to a published review of its own event; flagged replies wait; others get 404', async () => {
    const ev = await eventOf(owner.partnerId, 'Quayside Product Forum', 2);
    const a = await attendeeOf(ev);
    const b = await attendeeOf(ev);
    const ra = (await review(a.auth, ev.id, body(8, 'Well organised.')).expect(201)).body;
    const rb = (await review(b.auth, ev.id, body(5, 'Average.')).expect(201)).body;
    const reply = (id: number, auth: Auth, text: string) =>
      request(t.app).post(`/api/partner/reviews/${id}/reply`).set(auth).send({ text });

    const first = await reply(ra.id, owner.auth, 'Thank you, see you next year!').expect(201);
    expect(first.body.reply.status).toBe('PUBLISHED');
    const twice = await reply(ra.id, owner.auth, 'Thanks again');
    expect([twice.status, twice.body.error]).toEqual([409, 'This review already has a reply']);
    expect((await page(ev.id)).items.find((i) => i.id === ra.id)!.reply).toMatchObject({
      text: 'Thank you, see you next year!',
    });

    const other = await createPartnerUser(t.db);
    expect((await reply(rb.id, await bearerFor(t.app, other.email), 'Hi')).status).toBe(404);

    const held = await reply(rb.id, owner.auth, 'Call us on 020 7946 0958').expect(201);
    expect(held.body.reply.status).toBe('PENDING');
    expect((await page(ev.id)).items.find((i) => i.id === rb.id)!.reply).toBeNull();
    const queue = await request(t.app).get('/api/admin/review-replies?status=PENDING').set(admin).expect(200);
    expect(queue.body.items.map((r: { reviewId: number }) => r.reviewId)).toContain(rb.id);
    await request(t.app)
      .post(`/api/admin/review-replies/${rb.id}/decision`)
      .set(admin)
      .send({ status: 'REMOVED', reason: 'Contact details' })
      .expect(200);
    const listed = await request(t.app).get(`/api/partner/reviews?eventId=${ev.id}`).set(owner.auth).expect(200);
    expect(listed.body.items.find((i: { id: number }) => i.id === rb.id)).toMatchObject({
      canReply: true,
      reply: { status: 'REMOVED' },
    });
  });
});

describe('series, the 36-month hide and ownership', () => {
  it('shows earlier editions on the new edition and its card, until 36 months or a change of owner', async () => {
    const first = await eventOf(owner.partnerId, 'Northern Ports Summit 2025', 20);
    const next = await eventOf(owner.partnerId, 'Northern Ports Summit 2026', -200);
    const a = await attendeeOf(first);
    await review(a.auth, first.id, body(8, 'Great first edition.')).expect(201);
    expect((await page(next.id)).count).toBe(0);

    const link = await request(t.app)
      .put(`/api/partner/events/${next.id}/previous-edition`)
      .set(owner.auth)
      .send({ previousEditionId: first.id })
      .expect(200);
    expect(link.body.previousEditionId).toBe(first.id);
    const shown = await page(next.id);
    expect(shown).toMatchObject({ count: 1, rating: 4 });
    expect(shown.items[0].edition).toMatchObject({ eventId: first.id, isEarlier: true });
    expect(await card(next.id)).toEqual({ ratingAverage: 8, reviewCount: 1 });
    expect((await request(t.app).get(`/api/events/${next.id}`).expect(200)).body.rating).toBe(4);
    // Search sorts by the card's rating (events without reviews last either way) and filters by it.
    const unrated = await eventOf(owner.partnerId, 'Unrated Ports Expo', -100);
    const search = async (filter: object) =>
      (
        (await request(t.app).post('/api/events/filtered').send(filter).expect(200)).body.events as Array<{
          id: number;
          rating: number | null;
        }>
      ).map((e) => [e.id, e.rating]);
    expect(await search({ sortCriteria: 'rating', sortDirection: 'desc' })).toEqual([
      [next.id, 4],
      [unrated.id, null],
    ]);
    expect(await search({ sortCriteria: 'rating', sortDirection: 'asc' })).toEqual([
      [next.id, 4],
      [unrated.id, null],
    ]);
    expect(await search({ minRating: 4 })).toEqual([[next.id, 4]]);
    expect(await search({ minRating: 4.5 })).toEqual([]);
    const badRating = await request(t.app).post('/api/events/filtered').send({ minRating: 4.2 });
    expect(badRating.body.fields).toEqual({ minRating: 'Minimum rating must be from 0.5 to 5 stars in half stars' });

    // A later edition cannot be named, nor another partner's event; another partner cannot link ours.
    const bad = await request(t.app)
      .put(`/api/partner/events/${first.id}/previous-edition`)
      .set(owner.auth)
      .send({ previousEditionId: next.id });
    expect(bad.body.fields).toEqual({ previousEditionId: 'The earlier edition must start before this event' });
    const other = await createPartnerUser(t.db);
    const theirs = await bearerFor(t.app, other.email);
    expect(
      (
        await request(t.app)
          .put(`/api/partner/events/${next.id}/previous-edition`)
          .set(theirs)
          .send({ previousEditionId: null })
      ).status,
    ).toBe(404);

    // Ownership moves: the reviews written under the earlier owner are no longer shown or counted.
    await t.db.update(events).set({ partnerId: other.partnerId }).where(eq(events.id, next.id));
    expect((await page(next.id)).count).toBe(0);
    expect(await card(next.id)).toEqual({ ratingAverage: null, reviewCount: 0 });
    await t.db.update(events).set({ partnerId: owner.partnerId }).where(eq(events.id, next.id));
    expect((await page(next.id)).count).toBe(1);

    // 36 months after it was written, a review is no longer shown, and the worker takes it off the card.
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(t.clock.now.getTime() - (3 * 365 + 1) * DAY + 2 * DAY) })
      .where(eq(reviews.eventId, first.id));
    await refreshRatings(t.db, first.id, t.clock.now);
    expect((await page(next.id)).count).toBe(1);
    t.clock.advance(3 * DAY);
    expect((await page(next.id)).items).toEqual([]);
    expect(await refreshAgedRatings(t.db, t.clock.now)).toBeGreaterThanOrEqual(2);
    expect(await card(next.id)).toEqual({ ratingAverage: null, reviewCount: 0 });
    expect(await page(next.id)).toMatchObject({ count: 0, average: null, rating: null });
    t.clock.advance(-3 * DAY);
  });
});

describe('the questionnaire email', () => {
  it('goes once to each checked-in attendee with a valid ticket after the event, not to no-shows or cancelled', async () => {
    const ev = await eventOf(owner.partnerId, 'Customs Compliance Day', -1);
    const came = await attendeeOf(ev);
    const noShow = await attendeeOf(ev, { checkedIn: false });
    const cancelled = await attendeeOf(ev, { cancelled: true });
    await sendQuestionnaires(t.db, t.config, t.clock.now);
    expect(await outboxTo(t, came.email)).toEqual([]);
    t.clock.advance(2 * DAY);
    try {
      await sendQuestionnaires(t.db, t.config, t.clock.now);
      await sendQuestionnaires(t.db, t.config, t.clock.now);
      const sent = await outboxTo(t, came.email);
      expect(sent.map((m) => [m.template, m.subject])).toEqual([
        [QUESTIONNAIRE_TEMPLATE, 'How was Customs Compliance Day? Review it on Pavilion'],
      ]);
      expect(await outboxTo(t, noShow.email)).toEqual([]);
      expect(await outboxTo(t, cancelled.email)).toEqual([]);
      const [row] = await t.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.eventId, ev.id)));
      expect(row).toBeUndefined();
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('is written in the German attendee’s language, and in the German buyer’s to an attendee with no account', async () => {
    const ev = await eventOf(owner.partnerId, 'Zollforum Hamburg', 1);
    const reader = await attendeeOf(ev);
    await speaksGerman(t.app, reader.auth);
    const buyer = await createAttendee(t.db);
    await speaksGerman(t.app, await bearerFor(t.app, buyer.email));
    const colleague = `kollegin.${buyer.personId}@example.com`;
    await ticketFor(buyer, ev, colleague);
    await sendQuestionnaires(t.db, t.config, t.clock.now);
    expectGerman(onlyOf(await mailTo(t, reader.email), QUESTIONNAIRE_TEMPLATE));
    expectGerman(onlyOf(await mailTo(t, colleague), QUESTIONNAIRE_TEMPLATE));
  });
});

describe('reviews only for events that take place more than once', () => {
  it('refuses a review of a one-off event, with the reason, and sends its attendees no questionnaire', async () => {
    const once = await eventOf(owner.partnerId, 'Port Authority Centenary Gala', 1, { oneOff: true });
    const a = await attendeeOf(once);
    const res = await review(a.auth, once.id, body(9, 'A fine evening.'));
    expect([res.status, res.body.error]).toEqual([
      409,
      'Reviews are collected only for events that take place more than once, such as an annual conference, to help people decide about the next edition',
    ]);
    const mine = ZMyReviewsPage.parse((await request(t.app).get('/api/reviews/mine').set(a.auth).expect(200)).body);
    expect(mine.items.find((i) => i.eventId === once.id)).toMatchObject({
      canReview: false,
      reason: expect.stringMatching(/more than once/),
    });
    await sendQuestionnaires(t.db, t.config, t.clock.now);
    expect(await outboxTo(t, a.email)).toEqual([]);

    // Another approved edition under the same title (letter case and spaces aside) makes it a repeat event.
    const [twin] = await t.db
      .insert(events)
      .values({
        partnerId: owner.partnerId,
        name: '  port authority centenary GALA ',
        tagline: 'Again',
        description: 'Once more.',
        websiteUrl: 'https://example.com',
        attendanceType: 1,
        startAt: new Date(t.clock.now.getTime() + 300 * DAY),
        endAt: new Date(t.clock.now.getTime() + 301 * DAY),
        durationId: 2,
        status: 'PENDING',
        published: false,
      })
      .returning({ id: events.id });
    // A twin not approved proves nothing yet.
    expect((await review(a.auth, once.id, body(9, 'A fine evening.'))).status).toBe(409);
    await t.db.update(events).set({ status: 'APPROVED' }).where(eq(events.id, twin.id));
    await sendQuestionnaires(t.db, t.config, t.clock.now);
    expect((await outboxTo(t, a.email)).map((m) => m.template)).toEqual([QUESTIONNAIRE_TEMPLATE]);
    await review(a.auth, once.id, body(9, 'A fine evening.')).expect(201);
  });

  it('takes reviews of an event a partner linked into a series, whatever its title', async () => {
    const first = await eventOf(owner.partnerId, 'Maritime Data Summit 2025', 20, { oneOff: true });
    const second = await eventOf(owner.partnerId, 'Maritime Data Summit 2026', 2, { oneOff: true });
    const a = await attendeeOf(first);
    const b = await attendeeOf(second);
    expect((await review(a.auth, first.id, body(8, 'Good first edition.'))).status).toBe(409);
    await request(t.app)
      .put(`/api/partner/events/${second.id}/previous-edition`)
      .set(owner.auth)
      .send({ previousEditionId: first.id })
      .expect(200);
    // Both the earlier edition and the new one now take place more than once.
    await review(a.auth, first.id, body(8, 'Good first edition.')).expect(201);
    await review(b.auth, second.id, body(9, 'Even better the second time.')).expect(201);
  });
});

describe('repeated text', () => {
  it('holds a review whose text its author already wrote for another event, letter case and punctuation aside', async () => {
    const one = await eventOf(owner.partnerId, 'Inland Waterways Day', 3);
    const two = await eventOf(owner.partnerId, 'Rail Freight Forum', 3);
    const a = await attendeeOf(one);
    await ticketFor(a, two);
    const first = await review(a.auth, one.id, body(9, 'Brilliant speakers and a great crowd.')).expect(201);
    expect(first.body.status).toBe('PUBLISHED');
    const second = await review(a.auth, two.id, body(9, 'brilliant speakers, and a great crowd!')).expect(201);
    expect(second.body.status).toBe('PENDING');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, second.body.id));
    expect(row.flags).toEqual(['REPEATED']);
  });
});

describe('support’s edit is checked again', () => {
  it('an edit with a link waits in the queue and leaves the rating; a clean edit of it is published again', async () => {
    const ev = await eventOf(owner.partnerId, 'Estuary Shipping Summit', 4);
    const a = await attendeeOf(ev);
    const written = (await review(a.auth, ev.id, body(6, 'Fine day.')).expect(201)).body;
    expect(await card(ev.id)).toEqual({ ratingAverage: 6, reviewCount: 1 });
    const edit = (text: string) =>
      request(t.app)
        .patch(`/api/admin/reviews/${written.id}`)
        .set(admin)
        .send({ score: 7, text, reason: 'The reviewer asked by email' });
    const flagged = await edit('Fine day, slides at www.example.com').expect(200);
    expect(flagged.body).toMatchObject({ status: 'PENDING', flags: ['LINK'] });
    expect(await card(ev.id)).toEqual({ ratingAverage: null, reviewCount: 0 });
    const queue = await request(t.app).get('/api/admin/reviews?status=PENDING').set(admin).expect(200);
    expect(queue.body.items.map((r: { id: number }) => r.id)).toContain(written.id);
    const clean = await edit('Fine day, good slides.').expect(200);
    expect(clean.body).toMatchObject({ status: 'PUBLISHED', flags: [] });
    expect(await card(ev.id)).toEqual({ ratingAverage: 7, reviewCount: 1 });
  });
});

describe('readers report a review', () => {
  it('once per signed-in reader, with a reason; it joins the queue with its count until a moderator decides', async () => {
    const ev = await eventOf(owner.partnerId, 'Harbour Cranes Expo', 4);
    const author = await attendeeOf(ev);
    const written = (await review(author.auth, ev.id, body(2, 'The organiser lied about everything.')).expect(201))
      .body;
    const readers = await Promise.all([1, 2, 3].map(async () => bearerFor(t.app, (await createAttendee(t.db)).email)));
    const report = (auth: Auth, b: object, id: number = written.id) =>
      request(t.app).post(`/api/reviews/${id}/reports`).set(auth).send(b);

    const first = await report(readers[0], { reason: 'FALSE' }).expect(201);
    expect(first.body).toEqual({
      reviewId: written.id,
      reason: 'FALSE',
      message: 'Thank you: a moderator will read the review and decide whether it stays.',
    });
    const again = await report(readers[0], { reason: 'OFFENSIVE' });
    expect([again.status, again.body.error]).toEqual([409, 'You have already reported this review']);
    await report(readers[1], { reason: 'FALSE' }).expect(201);
    await report(readers[2], { reason: 'OFFENSIVE' }).expect(201);
    const own = await report(author.auth, { reason: 'OTHER' });
    expect([own.status, own.body.error]).toEqual([409, 'You cannot report your own review']);
    const bad = await report(readers[0], { reason: 'BORING' }).expect(400);
    expect(bad.body.fields).toEqual({
      reason: 'Choose a reason: OFFENSIVE, FALSE, ADVERTISING, PERSONAL_DATA or OTHER',
    });
    expect((await request(t.app).post(`/api/reviews/${written.id}/reports`).send({ reason: 'FALSE' })).status).toBe(
      401,
    );
    expect((await report(readers[0], { reason: 'FALSE' }, 999_999)).status).toBe(404);

    // Still shown meanwhile, and in the moderation queue with the count by reason.
    expect((await page(ev.id)).items.map((i) => i.id)).toContain(written.id);
    const queued = async () =>
      (
        await request(t.app).get('/api/admin/reviews?status=PENDING&pageSize=100').set(admin).expect(200)
      ).body.items.find((r: { id: number }) => r.id === written.id);
    expect(await queued()).toMatchObject({
      status: 'PUBLISHED',
      reports: {
        count: 3,
        reasons: [
          { reason: 'FALSE', count: 2 },
          { reason: 'OFFENSIVE', count: 1 },
        ],
      },
    });

    // The moderator keeps it: the reports close and it leaves the queue.
    await decide(written.id, { status: 'PUBLISHED', reason: 'A real experience, fairly told' }).expect(200);
    expect(await queued()).toBeUndefined();
    expect((await decide(written.id, { status: 'PUBLISHED', reason: 'Again' })).status).toBe(409);
  });
});

describe('partner replies follow the same steps', () => {
  it('a removed reply is a strike against its writer; a second suspends their replying and account, an appeal undoes it', async () => {
    const member = await memberOf(t, owner.partnerId);
    const ev = await eventOf(owner.partnerId, 'Dry Dock Engineering Day', 4);
    const [a, b, c] = [await attendeeOf(ev), await attendeeOf(ev), await attendeeOf(ev)];
    const ids = [] as number[];
    for (const x of [a, b, c])
      ids.push((await review(x.auth, ev.id, body(5, `Average, I give it ${ids.length + 4}.`)).expect(201)).body.id);
    const reply = (id: number, text: string) =>
      request(t.app).post(`/api/partner/reviews/${id}/reply`).set(member.auth).send({ text });
    const remove = (id: number) =>
      request(t.app)
        .post(`/api/admin/review-replies/${id}/decision`)
        .set(admin)
        .send({ status: 'REMOVED', reason: 'Pressure on the reviewer' })
        .expect(200);
    await reply(ids[0], 'Please change your score.').expect(201);
    await remove(ids[0]);
    await reply(ids[1], 'We expect a better score from you.').expect(201);
    await remove(ids[1]);

    const strikes = await t.db.select().from(reviewStrikes).where(eq(reviewStrikes.personId, member.personId));
    expect(strikes.map((s) => [s.reviewId, s.reply])).toEqual([
      [ids[0], true],
      [ids[1], true],
    ]);
    const refused = await reply(ids[2], 'Thank you for coming.');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Your replying is suspended until /);
    const [sanction] = await t.db
      .select()
      .from(personSanctions)
      .where(and(eq(personSanctions.personId, member.personId), isNull(personSanctions.liftedAt)));
    expect(sanction).toMatchObject({ kind: 'REGISTRATIONS', strikeId: strikes[1].id });

    // The portal shows the team member their own strikes and suspension; the owner does not see them.
    const standing = await request(t.app).get('/api/partner/review-standing').set(member.auth).expect(200);
    expect(standing.body).toMatchObject({ state: 'SUSPENDED', suspendedUntil: expect.any(String) });
    expect(
      standing.body.strikes.map((s: { id: number; content: string; appeal: unknown }) => [s.id, s.content, s.appeal]),
    ).toEqual(
      expect.arrayContaining([
        [strikes[0].id, 'REPLY', null],
        [strikes[1].id, 'REPLY', null],
      ]),
    );
    expect(standing.body.strikes).toHaveLength(2);
    const ownerStanding = await request(t.app).get('/api/partner/review-standing').set(owner.auth).expect(200);
    const memberStrikes = new Set(strikes.map((x) => x.id));
    expect(ownerStanding.body.strikes.filter((x: { id: number }) => memberStrikes.has(x.id))).toEqual([]);

    // The team member appeals the second strike from the portal; granted, the reply is back and the suspension lifted.
    await request(t.app)
      .post(`/api/partner/review-strikes/${strikes[1].id}/appeal`)
      .set(member.auth)
      .send({ text: 'The reply only asked for details.' })
      .expect(200);
    await request(t.app)
      .post(`/api/admin/review-strikes/${strikes[1].id}/appeal-decision`)
      .set(admin)
      .send({ status: 'GRANTED', reason: 'No pressure in the words' })
      .expect(200);
    expect((await page(ev.id)).items.find((i) => i.id === ids[1])!.reply).toMatchObject({
      text: 'We expect a better score from you.',
    });
    const [after] = await t.db.select().from(personSanctions).where(eq(personSanctions.id, sanction.id));
    expect(after.liftedAt).not.toBeNull();
    await reply(ids[2], 'Thank you for coming.').expect(201);
    const lifted = await request(t.app).get('/api/partner/review-standing').set(member.auth).expect(200);
    expect(lifted.body.state).toBe('WARNED');
    expect(lifted.body.strikes.find((x: { id: number }) => x.id === strikes[1].id).appeal).toMatchObject({
      status: 'GRANTED',
    });
  });
});
