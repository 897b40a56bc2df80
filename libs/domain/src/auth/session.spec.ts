import { parseOk } from '../spec-helpers';
import { sampleSession } from '../testing';
import { ACCOUNT_PATH_PREFIX, canBuyTickets, canSeeNotifications, roleOf, ZSession, ZSessionResponse } from './session';

describe('roleOf', () => {
  it('derives the role from the session', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf(undefined)).toBe('visitor');
    expect(roleOf({ isAdmin: false, partnerId: null, attendeeId: null })).toBe('visitor');
    expect(roleOf({ isAdmin: false, partnerId: null, attendeeId: 4 })).toBe('attendee');
    expect(roleOf({ isAdmin: false, partnerId: 2, attendeeId: null })).toBe('partner');
    expect(roleOf({ isAdmin: true, partnerId: null, attendeeId: null })).toBe('admin');
  });

  it('ranks admin over partner over attendee', () => {
    expect(roleOf({ isAdmin: true, partnerId: 2, attendeeId: 4 })).toBe('admin');
    expect(roleOf({ isAdmin: false, partnerId: 2, attendeeId: 4 })).toBe('partner');
  });
});

describe('permissions', () => {
  it('only attendees and visitors buy tickets', () => {
    expect(['admin', 'partner', 'attendee', 'visitor'].map((role) => canBuyTickets(role as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('only attendees see notifications', () => {
    expect(canSeeNotifications('attendee')).toBe(true);
    expect(canSeeNotifications('visitor')).toBe(false);
    expect(canSeeNotifications('partner')).toBe(false);
  });

  it('account links use the role prefix', () => {
    expect(ACCOUNT_PATH_PREFIX).toEqual({ admin: '/admin', partner: '/partner', attendee: '/user' });
  });
});

describe('ZSession', () => {
  it('has the agreed shape', () => {
    expect(parseOk(ZSession, sampleSession)).toEqual(sampleSession);
    expect(ZSession.safeParse({ ...sampleSession, personId: undefined }).success).toBe(false);
    expect(ZSessionResponse.safeParse({ authenticated: true, session: sampleSession }).success).toBe(true);
    expect(ZSessionResponse.safeParse({ authenticated: false, session: null }).success).toBe(true);
    expect(ZSessionResponse.safeParse({ authenticated: true, session: null }).success).toBe(false);
  });
});
