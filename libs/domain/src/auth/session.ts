// Who is signed in, and the role and permissions the spec derives from it.
import { z } from 'zod';
import '../common/zod-messages';
import { ZId } from '../common/ids';
import { LANGUAGES } from '../constants/settings';

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
  /**
   * The language setting: the apps switch to it when the person signs in. Null for an account that never
   * chose one: the apps keep the visitor's language and offer to save it.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type TSession = z.infer<typeof ZSession>;

/** GET /api/session: who is signed in, if anyone. */
export const ZSessionResponse = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), session: ZSession }),
  z.object({ authenticated: z.literal(false), session: z.null() }),
]);
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

// The role rules are zod-free (./roles) so the apps' entry chunks can use them without zod.
export * from './roles';
