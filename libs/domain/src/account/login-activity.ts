// GET /api/login-activity: the account's last sign-ins, failed ones included, newest first.
import { z } from 'zod';
import '../common/zod-messages';
import { ZId } from '../common/ids';
import { ZIsoDateTime } from '../common/dates';

/** How many sign-ins the list shows. */
export const LOGIN_ACTIVITY_LIMIT = 20;

export const ZLoginActivityEntry = z.object({
  id: ZId,
  createdAt: ZIsoDateTime,
  ipAddress: z.string().nullable(),
  /** The browser and system in words, e.g. 'Chrome 131 on Linux'. */
  browser: z.string(),
  success: z.boolean(),
});
export type TLoginActivityEntry = z.infer<typeof ZLoginActivityEntry>;

export const ZLoginActivity = z.array(ZLoginActivityEntry).max(LOGIN_ACTIVITY_LIMIT);
export type TLoginActivity = z.infer<typeof ZLoginActivity>;
