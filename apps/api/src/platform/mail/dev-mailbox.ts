// Reading the dev mailbox: the JSON API, the page, and tests use these.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDevMail, TDevMailSummary } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { devMailbox, emailOutbox } from '../../db/schema';

// The outbox row behind a message, found through the Message-ID (<outbox-{id}@pavilion>).
const outboxJoin = sql`${devMailbox.messageId} = concat('<outbox-', ${emailOutbox.id}, '@pavilion>')`;

export async function listDevMail(
  db: DbOrTx,
  filter: { to?: string; limit?: number } = {},
): Promise<TDevMailSummary[]> {
  const where: SQL[] = [];
  if (filter.to) where.push(sql`lower(${devMailbox.toAddress}) = lower(${filter.to})`);
  const rows = await db
    .select({
      id: devMailbox.id,
      to: devMailbox.toAddress,
      subject: devMailbox.subject,
      createdAt: devMailbox.createdAt,
      template: emailOutbox.template,
    })
    .from(devMailbox)
    .leftJoin(emailOutbox, outboxJoin)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(filter.limit ?? 50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function findRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ mail: devMailbox, template: emailOutbox.template })
    .from(devMailbox)
    .leftJoin(emailOutbox, outboxJoin)
    .where(eq(devMailbox.id, id))
    .limit(1);
  return row;
}

export async function getDevMail(db: DbOrTx, id: number): Promise<TDevMail | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  const m = row.mail;
  return {
    id: m.id,
    messageId: m.messageId,
    to: m.toAddress,
    from: m.fromAddress,
    subject: m.subject,
    html: m.html,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    template: row.template,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.from(a.contentBase64, 'base64').length,
    })),
  };
}

export async function getDevMailAttachment(
  db: DbOrTx,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const row = await findRow(db, id);
  const a = row?.mail.attachments[index];
  if (!a) return null;
  return { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') };
}
