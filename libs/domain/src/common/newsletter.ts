// POST /api/email-subscribe/ body.
import { z } from 'zod';
import './zod-messages';
import { MESSAGES } from '../messages';
import { ZEmail } from './email';

export const ZNewsletterSubscribeBody = z.object({ email: ZEmail }, { error: () => MESSAGES.bodyNotObject });
export type TNewsletterSubscribeBody = z.output<typeof ZNewsletterSubscribeBody>;
