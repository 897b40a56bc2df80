// Writing email: a row in the outbox, in the caller's transaction, so the email exists exactly when the
// change that causes it commits. The outbox worker delivers it. Here, and only here, an optional email
// meets its recipient's settings (./kinds): one they turned off is not written at all. Neither is one to
// a closed account, whose address was replaced by one that reaches no one (modules/personal-data).
import { inArray } from 'drizzle-orm';
import { isClosedAccountEmail, SETTINGS_DEFAULTS, type TEmailSwitch } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, personSettings, type OutboxAttachment } from '../../db/schema';
import { allowedBy, emailKindOf, switchOf, type OptionalTemplate, type TransactionalTemplate } from './kinds';

interface EmailContentToSend {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
  /**
   * An email that carries its own unsubscribe link (the newsletter's): the URL its List-Unsubscribe
   * headers name (RFC 8058); delivery then adds no unsubscribe line of its own.
   */
  listUnsubscribe?: string;
}

/** An email that always goes. `template` names it for tests and support ('order-receipt', ...). */
export interface TransactionalEmail extends EmailContentToSend {
  template: TransactionalTemplate;
  personId?: undefined;
}

/** An email the person it goes to can turn off: their settings decide, and it carries an unsubscribe link. */
export interface OptionalEmail extends EmailContentToSend {
  template: OptionalTemplate;
  /** The recipient, whose settings decide whether it goes; `to` is their address. */
  personId: number;
}

/**
 * The newsletter to a confirmed subscriber without an account: no settings decide, the caller has read
 * the confirmed subscription in the same transaction, and its own unsubscribe link ends it.
 */
export interface SubscriberEmail extends EmailContentToSend {
  template: 'newsletter';
  personId?: undefined;
  subscriber: true;
  listUnsubscribe: string;
}

export type OutgoingEmail = TransactionalEmail | OptionalEmail | SubscriberEmail;

/**
 * Writes one email; an optional one the recipient turned off, or any to a closed account, answers null
 * and writes nothing.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<number | null> {
  const [id] = await enqueueEmails(db, [email]);
  return id;
}

type Switches = Record<TEmailSwitch, boolean>;

/** The notification switches of each person (the defaults for one who never saved settings). */
async function switchesOf(db: DbOrTx, personIds: number[]): Promise<Map<number, Switches>> {
  const found = new Map<number, Switches>(personIds.map((id) => [id, { ...SETTINGS_DEFAULTS.notifications }]));
  if (!personIds.length) return found;
  const rows = await db
    .select({
      personId: personSettings.personId,
      emailNotifications: personSettings.emailNotifications,
      registrationAlerts: personSettings.registrationAlerts,
      marketingEmails: personSettings.marketingEmails,
      dailyDigest: personSettings.dailyDigest,
      instantAlerts: personSettings.instantAlerts,
    })
    .from(personSettings)
    .where(inArray(personSettings.personId, personIds));
  for (const { personId, ...switches } of rows) found.set(personId, switches);
  return found;
}

/**
 * Several emails in one insert (a batch of changes that each send one). Answers each email's outbox
 * id in their order, null for an optional email its recipient turned off or any to a closed account.
 */
export async function enqueueEmails(db: DbOrTx, emails: readonly OutgoingEmail[]): Promise<(number | null)[]> {
  if (!emails.length) return [];
  const optional = emails.filter((email): email is OptionalEmail => email.personId !== undefined);
  const switches = await switchesOf(db, [...new Set(optional.map((email) => email.personId))]);
  interface Kept {
    index: number;
    email: OutgoingEmail;
    personId: number | null;
    sentUnder: TEmailSwitch | null;
  }
  const kept = emails.flatMap((email, index): Kept[] => {
    if (isClosedAccountEmail(email.to)) return [];
    if ('subscriber' in email) return [{ index, email, personId: null, sentUnder: null }];
    const kind = emailKindOf(email.template);
    if (kind.kind === 'transactional') return [{ index, email, personId: null, sentUnder: null }];
    const personId = email.personId as number;
    if (!allowedBy(kind, switches.get(personId)!)) return [];
    return [{ index, email, personId, sentUnder: switchOf(kind) }];
  });
  const ids: (number | null)[] = emails.map(() => null);
  if (!kept.length) return ids;
  const rows = await db
    .insert(emailOutbox)
    .values(
      kept.map(({ email, personId, sentUnder }) => ({
        toAddress: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        template: email.template,
        attachments: email.attachments ?? [],
        personId,
        sentUnder,
        listUnsubscribe: email.listUnsubscribe ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  kept.forEach(({ index }, i) => {
    ids[index] = rows[i].id;
  });
  return ids;
}
