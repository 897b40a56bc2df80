import { parseOk } from '../spec-helpers';
import { unreadCount, ZNotification } from './notifications';

describe('notifications', () => {
  it('read as unread by default', () => {
    expect(parseOk(ZNotification, { id: 1, subject: 's', text: 't', timestamp: '2025-01-01T10:00:00Z' }).read).toBe(
      false,
    );
  });

  it('count the unread ones for the bell', () => {
    expect(unreadCount([{ read: false }, { read: true }, { read: false }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});
