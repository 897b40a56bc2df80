// A signed-in person's message to customer support: emailed to support (SUPPORT_EMAIL) with who sent
// it, through the outbox. While an administrator has blocked the person's access to support (the
// guidelines' "block access to customer support, other than to appeal"), only an appeal goes through;
// anything else is refused in words and nothing is sent.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  SANCTION_MESSAGES,
  SUPPORT_EMAIL,
  SUPPORT_MESSAGE_TEXT as M,
  type TSupportMessageAnswer,
  type TSupportMessageBody,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { enqueueEmail, inLanguage, renderEmail } from '../../platform/mail';
import { activeSanction } from '../sanctions';
import { SUPPORT_EMAIL_TEXT as T } from './messages';

export async function sendToSupport(
  db: Database,
  personId: number,
  body: TSupportMessageBody,
  now: Date,
): Promise<TSupportMessageAnswer> {
  if (body.topic !== 'APPEAL' && (await activeSanction(db, personId, 'SUPPORT', now)))
    throw new AppError('SUPPORT_BLOCKED', SANCTION_MESSAGES.supportBlocked);
  const [person] = await db
    .select({ email: persons.email, firstName: persons.firstName, surname: persons.surname })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!person) throw notFound(SANCTION_MESSAGES.personNotFound);
  const from = `${`${person.firstName} ${person.surname}`.trim()} <${person.email}>`;
  // Support reads in the product's default language.
  const email = inLanguage(DEFAULT_LOCALE, () => ({
    to: SUPPORT_EMAIL,
    template: 'support-message' as const,
    subject: T.subject({ topic: body.topic, from }),
    ...renderEmail({
      preview: T.subject({ topic: body.topic, from }),
      heading: T.heading({ topic: body.topic }),
      paragraphs: [T.from({ from, personId }), body.text],
    }),
  }));
  await enqueueEmail(db, email);
  return { topic: body.topic, message: M.sent };
}
