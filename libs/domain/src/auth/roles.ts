// The role the spec derives from a session, and what each role may see. Free of zod on purpose: the
// apps' entry chunks read the role on every page.
import type { TRole } from '../constants';

type TRoleSource = { isAdmin: boolean; partnerId: number | null; attendeeId: number | null };

/** Admin wins over partner, partner over attendee; no session (or no id) is a visitor. */
export function roleOf(session: TRoleSource | null | undefined): TRole {
  if (!session) return 'visitor';
  if (session.isAdmin) return 'admin';
  if (session.partnerId != null) return 'partner';
  if (session.attendeeId != null) return 'attendee';
  return 'visitor';
}

/** The account links' role prefix: /admin/..., /partner/... or /user/... */
export const ACCOUNT_PATH_PREFIX = {
  admin: '/admin',
  partner: '/partner',
  attendee: '/user',
} as const satisfies Record<Exclude<TRole, 'visitor'>, string>;

/** Only attendees and visitors see the ticket section and may continue to purchase. */
export function canBuyTickets(role: TRole): boolean {
  return role === 'attendee' || role === 'visitor';
}

/** Only attendees see notifications and messages. */
export function canSeeNotifications(role: TRole): boolean {
  return role === 'attendee';
}
