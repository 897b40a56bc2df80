import request from 'supertest';
import { eq } from 'drizzle-orm';
import { WELCOME_TEXT, ZNotificationsPage } from '@pavilion/domain';
import { notifications } from '../../db/schema';
import { withLocale } from '../../platform/i18n';
import { amount, keptMessages, storedMessage } from '../../platform/stored-message';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { REFUND_NOTIFICATION_TEXT as N } from '../refunds';
import { notify } from './notify';

const t = useTestContext();

async function attendeeWith(count: number, readEvery = 0) {
  const a = await createAttendee(t.db);
  const base = Date.UTC(2030, 0, 1);
  if (count)
    await t.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        personId: a.personId,
        subject: `Note ${i + 1}`,
        text: 'x',
        createdAt: new Date(base + i * 60_000),
        readAt: readEvery && (i + 1) % readEvery === 0 ? new Date(base) : null,
      })),
    );
  return { ...a, auth: await bearerFor(t.app, a.email) };
}

const subjects = (body: { items: { subject: string }[] }) => body.items.map((n) => n.subject);

describe('GET /api/notifications (the list pattern)', () => {
  it('pages newest first, with the total and the unread count of the whole list', async () => {
    const a = await attendeeWith(25, 5);
    const first = await request(t.app).get('/api/notifications?pageSize=10').set(a.auth).expect(200);
    expect(ZNotificationsPage.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10, unreadCount: 20 });
    expect(subjects(first.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${25 - i}`));

    const last = await request(t.app).get('/api/notifications?pageSize=10&page=3').set(a.auth).expect(200);
    expect(subjects(last.body)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);

    const beyond = await request(t.app).get('/api/notifications?pageSize=10&page=4').set(a.auth).expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 25, page: 4 });
  });

  it('sorts oldest first when asked, and lists only the unread ones with unread=true', async () => {
    const a = await attendeeWith(6, 2);
    const oldest = await request(t.app).get('/api/notifications?direction=asc&pageSize=3').set(a.auth).expect(200);
    expect(subjects(oldest.body)).toEqual(['Note 1', 'Note 2', 'Note 3']);
    const unread = await request(t.app).get('/api/notifications?unread=true').set(a.auth).expect(200);
    expect(subjects(unread.body)).toEqual(['Note 5', 'Note 3', 'Note 1']);
    expect(unread.body).toMatchObject({ total: 3, unreadCount: 3 });
  });

  it('refuses a query outside the list pattern with a message per field', async () => {
    const a = await attendeeWith(1);
    const res = await request(t.app).get('/api/notifications?page=0&pageSize=500&sort=subject').set(a.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields).toEqual({
      page: 'Page must be a whole number from 1 to 100000',
      pageSize: 'Page size must be a whole number from 1 to 100',
      sort: 'Sort must be one of: timestamp',
    });
  });

  it("never lists another attendee's notifications", async () => {
    await attendeeWith(3);
    const b = await attendeeWith(0);
    const res = await request(t.app).get('/api/notifications').set(b.auth).expect(200);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20, unreadCount: 0 });
  });
});

describe('a notification reads in the language of its reader', () => {
  /** The bell as an app asks for it, in the language it shows. */
  const bellIn = async (auth: Record<string, string>, language: string) =>
    (
      await request(t.app)
        .get('/api/notifications')
        .set(auth)
        .set('X-Requested-With', 'pavilion')
        .set('Accept-Language', language)
        .expect(200)
    ).body.items.map((n: { subject: string; text: string }) => [n.subject, n.text]);

  it('written in English, reads in German for a German reader and in English for an English one', async () => {
    const a = await attendeeWith(0);
    await withLocale('en', () =>
      notify(t.db, a.personId, {
        subject: storedMessage(N, 'cancelledSubject'),
        text: storedMessage(N, 'cancelledWithRefund', {
          count: 2,
          event: 'Harbour Forum',
          amount: amount(29550, 'EUR'),
        }),
        link: '/user/registrations-and-events',
      }),
    );
    // The English is kept as the record.
    const [row] = await t.db.select().from(notifications).where(eq(notifications.personId, a.personId));
    expect(row).toMatchObject({
      subject: 'Cancellation confirmed',
      text: '2 tickets for Harbour Forum cancelled. Refund: €295.50.',
    });

    expect(await bellIn(a.auth, 'en')).toEqual([
      ['Cancellation confirmed', '2 tickets for Harbour Forum cancelled. Refund: €295.50.'],
    ]);
    expect(await bellIn(a.auth, 'de')).toEqual([
      ['Stornierung bestätigt', '2 Tickets für Harbour Forum storniert. Erstattung: 295,50\u00a0€.'],
    ]);
    // Another client reads it in the person's setting.
    await request(t.app).put('/api/settings/language').set(a.auth).send({ language: 'fr' }).expect(200);
    const mine = await request(t.app).get('/api/notifications').set(a.auth).expect(200);
    expect(mine.headers['content-language']).toBe('fr');
    expect(mine.body.items[0]).toMatchObject({
      subject: 'Annulation confirmée',
      text: '2 billets annulés pour Harbour Forum. Remboursement : 295,50\u00a0€.',
    });
  });

  it('reads a row written before messages were kept, or whose message is gone, as its English', async () => {
    const a = await attendeeWith(0);
    await t.db.insert(notifications).values([
      { personId: a.personId, subject: 'Older', text: 'Kept as written', createdAt: new Date(Date.UTC(2030, 0, 1)) },
      {
        personId: a.personId,
        subject: 'Gone',
        text: 'A message since removed',
        message: { subject: { key: 'api.notifications.removed' }, text: { key: 'api.notifications.removed.too' } },
        createdAt: new Date(Date.UTC(2030, 0, 2)),
      },
    ]);
    await notify(t.db, a.personId, {
      subject: storedMessage(keptMessages('accounts.welcome', WELCOME_TEXT), 'subject'),
      text: 'A partner wrote this',
    });
    expect(await bellIn(a.auth, 'de')).toEqual([
      ['Gone', 'A message since removed'],
      ['Older', 'Kept as written'],
      ['Willkommen bei Pavilion', 'A partner wrote this'],
    ]);
  });
});
