// Customer support: a signed-in person's message (POST /api/support/messages).
import {
  SANCTION_MESSAGES,
  SUPPORT_MESSAGE_TEXT,
  ZSupportMessageAnswer,
  ZSupportMessageBody,
  API_PATHS,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { sendToSupport } from './service';

export function supportModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Customer support', access: 'signedIn' });
  m.post(
    API_PATHS.supportMessages,
    {
      summary: 'Sends a message to customer support: a question, or an appeal of a decision',
      description: `\`topic\` QUESTION or APPEAL, and the text (up to 4,000 characters). Emailed to support with who sent it. While an administrator has blocked the person's access to customer support (sanction kind SUPPORT), a QUESTION is refused with 403 SUPPORT_BLOCKED in words and nothing is sent; an APPEAL always goes through.`,
      body: ZSupportMessageBody,
      response: ZSupportMessageAnswer,
      status: 201,
      errors: { 403: SANCTION_MESSAGES.supportBlocked, 400: SUPPORT_MESSAGE_TEXT.topic },
    },
    ({ auth, body }) => sendToSupport(db, auth.personId, body, now()),
  );
  return m;
}
