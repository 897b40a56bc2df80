// Mail transports, both through nodemailer: SMTP when SMTP_URL is set, otherwise the dev mailbox
// (a table shown at /api/dev/mailbox/page outside production, and read by tests).
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { ResolvedAttachment } from './attachments';

export interface MailMessage {
  /** Deterministic per outbox row, so a redelivery is recognisable as the same message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: ResolvedAttachment[];
  /** The outbox template name, sent as X-Pavilion-Template for support. */
  template: string;
  /** More headers: List-Unsubscribe and List-Unsubscribe-Post on an optional email. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox' | (string & {});
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The Message-ID of an outbox row. */
export function outboxMessageId(outboxId: number): string {
  return `<outbox-${outboxId}@pavilion>`;
}

export function toNodemailer(message: MailMessage): nodemailer.SendMailOptions {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: { ...message.headers, 'X-Pavilion-Template': message.template },
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

// A send must end well inside the outbox lease, or a second worker could start the same message.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** SMTP from a URL such as smtps://user:pass@smtp.example.com:465; timeouts may be overridden in its query. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transporter: Transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Stores each message in dev_mailbox. The Message-ID is unique there and the insert ignores a
 * conflict, so delivering the same outbox row twice (after a crash) keeps one copy.
 */
export function devMailboxTransport(db: DbOrTx): MailTransport {
  const store: Transport<{ messageId: string }> = {
    name: 'pavilion-dev-mailbox',
    version: '1',
    send(mail, callback) {
      const data = mail.data;
      const messageId = mail.message.messageId();
      const attachments = (data.attachments ?? []).map((a) => ({
        filename: String(a.filename ?? 'attachment'),
        contentType: String(a.contentType ?? 'application/octet-stream'),
        contentBase64: Buffer.isBuffer(a.content)
          ? a.content.toString('base64')
          : Buffer.from(String(a.content ?? '')).toString('base64'),
      }));
      db.insert(devMailbox)
        .values({
          messageId,
          fromAddress: String(data.from),
          toAddress: String(data.to),
          subject: String(data.subject ?? ''),
          html: String(data.html ?? ''),
          text: String(data.text ?? ''),
          attachments,
        })
        .onConflictDoNothing({ target: devMailbox.messageId })
        .then(
          () => callback(null, { messageId }),
          (err: Error) => callback(err, { messageId }),
        );
    },
  };
  const transporter = nodemailer.createTransport(store);
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<Config, 'smtpUrl'>, db: DbOrTx): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : devMailboxTransport(db);
}
