import { ZNotificationsPage, ZNotificationsQuery } from './notifications';

describe('notifications', () => {
  it('are listed newest first by default, every one unless only the unread are asked for', () => {
    expect(ZNotificationsQuery.parse({})).toMatchObject({ sort: 'timestamp', direction: 'desc', unread: false });
    expect(ZNotificationsQuery.parse({ unread: 'true' }).unread).toBe(true);
    expect(ZNotificationsQuery.safeParse({ unread: 'yes' }).error?.issues[0].message).toBe(
      'unread must be true or false',
    );
  });

  it('answer a page with the unread count beside it', () => {
    const page = {
      items: [{ id: 1, subject: 's', text: 't', timestamp: '2025-01-01T10:00:00.000Z', read: false, link: null }],
      total: 1,
      page: 1,
      pageSize: 20,
      unreadCount: 1,
    };
    expect(ZNotificationsPage.parse(page)).toEqual(page);
    expect(ZNotificationsPage.safeParse({ ...page, unreadCount: undefined }).success).toBe(false);
  });
});
