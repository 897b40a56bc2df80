// Who is signed in, and the role and permissions the spec derives from it.
import { z } from 'zod';
import type { TRole } from '../constants';
import { ZId } from '../common/ids';

export const ZSession = z.object({
  email: z.string(),
  personId: ZId,
  attendeeId: ZId.nullable(),
  partnerId: ZId.nullable(),
  isAdmin: z.boolean(),
  firstName: z.string(),
  surname: z.string(),
  imageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

/** GET /api/session: who is signed in, if anyone. */
export const ZSessionResponse = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), session: ZSession }),
  z.object({ authenticated: z.literal(false), session: z.null() }),
]);
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

type TRoleSource = Pick<TSession, 'isAdmin' | 'partnerId' | 'attendeeId'>;

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
