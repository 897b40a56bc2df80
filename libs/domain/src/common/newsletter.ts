// POST /api/email-subscribe/ body.
import { z } from 'zod';
import { ZEmail } from './email';

export const ZNewsletterSubscribeBody = z.object({ email: ZEmail });
export type TNewsletterSubscribeBody = z.output<typeof ZNewsletterSubscribeBody>;
