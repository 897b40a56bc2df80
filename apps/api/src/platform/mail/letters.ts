// Letters: mail that goes by post (address verification codes). A letter is a row in the email outbox
// on the 'postal' channel, written in the transaction of the change that causes it, like an email;
// the outbox worker hands it to a LetterProvider instead of the mail transport. The letter itself is a
// PDF produced at delivery by an attachment generator. A print-and-post service plugs in by
// implementing LetterProvider and being chosen in createLetterProvider.
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment, type PostalAddress } from '../../db/schema';
import type { ResolvedAttachment } from './attachments';
import { devMailboxTransport, type MailTransport } from './transport';

export type { PostalAddress };

export interface OutgoingLetter {
  to: PostalAddress;
  /** What the letter is about, for the provider's records (and the dev mailbox's subject). */
  subject: string;
  /** The letter's words as HTML and text, for the provider's records and the dev mailbox. */
  html: string;
  text: string;
  /** Names the template ('address-verification-letter'), for tests and support. */
  template: string;
  /** The printable letter: one PDF, usually a generator run at delivery. */
  document: OutboxAttachment;
}

export interface LetterToSend {
  /** Deterministic per outbox row, so a provider can recognise a repeat. */
  reference: string;
  to: PostalAddress;
  subject: string;
  html: string;
  text: string;
  template: string;
  document: ResolvedAttachment;
}

export interface LetterProvider {
  readonly kind: 'dev-mailbox' | 'print-room' | (string & {});
  send(letter: LetterToSend): Promise<void>;
  close(): void;
}

/** The address on one line, as the outbox and the dev mailbox show it. */
export function postalAddressLine(to: PostalAddress): string {
  return [to.name, to.address, `${to.zipCode} ${to.city}`.trim(), to.country]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
}

/** Writes a letter in the caller's transaction; the outbox worker sends it through the letter provider. */
export async function enqueueLetter(db: DbOrTx, letter: OutgoingLetter): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      channel: 'postal',
      postalAddress: letter.to,
      toAddress: `Post: ${postalAddressLine(letter.to)}`.slice(0, 254),
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      template: letter.template,
      attachments: [letter.document],
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

function asMail(letter: LetterToSend, from: string, to: string, intro: string) {
  return {
    messageId: letter.reference,
    from,
    to,
    subject: letter.subject,
    html: `<p><strong>${intro}</strong></p>${letter.html}`,
    text: `${intro}\n\n${letter.text}`,
    attachments: [letter.document],
    template: letter.template,
  };
}

/**
 * Development: the letter is kept in the dev mailbox, addressed to its postal address, with the PDF
 * attached, so a developer reads it at /api/dev/mailbox/page.
 */
export function devMailboxLetters(db: DbOrTx, from: string): LetterProvider {
  const transport = devMailboxTransport(db);
  return {
    kind: 'dev-mailbox',
    send: (letter) =>
      transport.send(
        asMail(
          letter,
          from,
          `Post: ${postalAddressLine(letter.to)}`.slice(0, 254),
          `A letter to post to ${postalAddressLine(letter.to)}. The printable letter is attached.`,
        ),
      ),
    close: () => transport.close(),
  };
}

/**
 * A print room: each letter is emailed (PDF attached, address in the text) to the people who print
 * and post it. It needs nothing but the mail transport.
 */
export function printRoomLetters(transport: MailTransport, from: string, printRoom: string): LetterProvider {
  return {
    kind: 'print-room',
    send: (letter) =>
      transport.send(
        asMail(
          letter,
          from,
          printRoom,
          `Please print the attached letter and post it by first-class mail to: ${postalAddressLine(letter.to)}.`,
        ),
      ),
    close: () => undefined,
  };
}

/** The print room when LETTER_PRINT_ROOM_EMAIL is set, otherwise the dev mailbox. */
export function createLetterProvider(
  config: Pick<Config, 'letterPrintRoomEmail' | 'mailFrom'>,
  db: DbOrTx,
  transport: MailTransport,
): LetterProvider {
  return config.letterPrintRoomEmail
    ? printRoomLetters(transport, config.mailFrom, config.letterPrintRoomEmail)
    : devMailboxLetters(db, config.mailFrom);
}
