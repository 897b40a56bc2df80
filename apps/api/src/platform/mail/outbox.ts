// Writing email: a row in the outbox, in the caller's transaction, so the email exists exactly when the
// change that causes it commits. The outbox worker delivers it.
import type { DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Names the template ('email-confirmation', 'order-receipt', ...), for tests and support. */
  template: string;
  attachments?: OutboxAttachment[];
}

export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<number> {
  const [id] = await enqueueEmails(db, [email]);
  return id;
}

/** Several emails in one insert (a batch of changes that each send one), in their order. */
export async function enqueueEmails(db: DbOrTx, emails: readonly OutgoingEmail[]): Promise<number[]> {
  if (!emails.length) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        toAddress: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        template: email.template,
        attachments: email.attachments ?? [],
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}
