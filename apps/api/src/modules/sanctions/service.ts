// Sanctions on a person (the content guidelines' block registrations and block access): the checks at
// checkout, sign-in and a request with an API key, and imposing and lifting a block in the caller's
// transaction with its email and audit entry. A block of sign-in or of access to the platform ends
// every session of the person in that transaction: the
// sessions' trigger announces it (NOTIFY pavilion_auth) to every API instance at commit, and the
// caller's instance forgets the person's cached sessions itself once committed (forgetPerson).
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { SANCTION_MESSAGES as M, type TSanctionKind } from '@pavilion/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { persons, personSanctions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { instant, readMessage, storedMessage, type StoredMessage } from '../../platform/stored-message';
import { withLocale } from '../../platform/i18n';
import { revokeAllSessions } from '../../platform/auth';
import { enqueueEmail, languageOfPerson } from '../../platform/mail';
import { blockedEmail, dayInWords, liftedEmail } from './emails';

export type SanctionRow = typeof personSanctions.$inferSelect;

/** Not lifted, and not a temporary block whose end has passed. */
export const isActiveAt = (now: Date) =>
  and(isNull(personSanctions.liftedAt), or(isNull(personSanctions.endsAt), gt(personSanctions.endsAt, now)));

/** The person's active block of this kind, if any. */
export async function activeSanction(
  db: DbOrTx,
  personId: number,
  kind: TSanctionKind,
  now: Date,
): Promise<SanctionRow | null> {
  const [row] = await db
    .select()
    .from(personSanctions)
    .where(and(eq(personSanctions.personId, personId), eq(personSanctions.kind, kind), isActiveAt(now)))
    .limit(1);
  return row ?? null;
}

/** Refuses a new registration (403 REGISTRATIONS_BLOCKED, in words) while the person's registrations are blocked. */
export async function assertMayRegister(db: DbOrTx, personId: number, now: Date): Promise<void> {
  const block = await activeSanction(db, personId, 'REGISTRATIONS', now);
  if (block) {
    throw new AppError(
      'REGISTRATIONS_BLOCKED',
      block.endsAt ? M.registrationsBlockedUntil({ until: dayInWords(block.endsAt) }) : M.registrationsBlocked,
    );
  }
}

/** The kinds that end the person's sessions and refuse their sign-in. */
const ENDS_SESSIONS: readonly TSanctionKind[] = ['SIGN_IN', 'PLATFORM'];

/**
 * Refuses a sign-in (403 in words) while the account's sign-in (ACCOUNT_BLOCKED) or its access to the
 * platform (PLATFORM_BLOCKED) is blocked.
 */
export async function assertMaySignIn(db: DbOrTx, personId: number, now: Date): Promise<void> {
  const blocks = await db
    .select({ kind: personSanctions.kind })
    .from(personSanctions)
    .where(
      and(eq(personSanctions.personId, personId), inArray(personSanctions.kind, [...ENDS_SESSIONS]), isActiveAt(now)),
    );
  if (blocks.some((b) => b.kind === 'PLATFORM')) throw new AppError('PLATFORM_BLOCKED', M.platformBlocked);
  if (blocks.length) throw new AppError('ACCOUNT_BLOCKED', M.signInBlocked);
}

export interface Imposed {
  sanction: SanctionRow;
  /** The person's cached sessions must be forgotten once the transaction has committed. */
  endsSessions: boolean;
}

async function personOf(tx: Tx, personId: number) {
  // The person's row locked: two blocks or lifts of one person at once take turns.
  const [person] = await tx
    .select({ id: persons.id, email: persons.email, firstName: persons.firstName, surname: persons.surname })
    .from(persons)
    .where(eq(persons.id, personId))
    .for('update');
  if (!person) throw notFound(M.personNotFound);
  return person;
}

const nameOf = (p: { firstName: string; surname: string; email: string }) =>
  `${`${p.firstName} ${p.surname}`.trim()} (${p.email})`;

/**
 * Blocks the person's registrations, sign-in, support or access to the platform, with the reason they are emailed; `endsAt` makes it
 * temporary. `actor` null is the rules' own (a third review strike), whose reason is a message: kept in
 * English on the block, and read in each reader's language in the email and the audit log. 409 when one
 * of the kind is active.
 */
export async function imposeSanction(
  tx: Tx,
  now: Date,
  actor: AuditActor | null,
  input: {
    personId: number;
    kind: TSanctionKind;
    reason: string | StoredMessage;
    endsAt?: Date | null;
    strikeId?: number;
  },
): Promise<Imposed> {
  const person = await personOf(tx, input.personId);
  const { reason } = input;
  const reasonRecord = typeof reason === 'string' ? reason : withLocale('en', () => readMessage(reason));
  const reasonValue = typeof reason === 'string' ? reason : { message: reason };
  // A temporary block whose end has passed is closed first, so the one-active index holds.
  await tx
    .update(personSanctions)
    .set({ liftedAt: sql`${personSanctions.endsAt}`, liftReason: 'The temporary block ended' })
    .where(
      and(
        eq(personSanctions.personId, person.id),
        eq(personSanctions.kind, input.kind),
        isNull(personSanctions.liftedAt),
        lte(personSanctions.endsAt, now),
      ),
    );
  const [sanction] = await tx
    .insert(personSanctions)
    .values({
      personId: person.id,
      kind: input.kind,
      reason: reasonRecord,
      byPersonId: actor?.personId ?? null,
      createdAt: now,
      endsAt: input.endsAt ?? null,
      strikeId: input.strikeId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!sanction) throw conflict(M.alreadyActive({ kind: input.kind }));
  const endsSessions = ENDS_SESSIONS.includes(input.kind);
  if (endsSessions) await revokeAllSessions(tx, person.id);
  await enqueueEmail(
    tx,
    blockedEmail(
      { to: person.email, firstName: person.firstName, language: await languageOfPerson(tx, person.id) },
      input.kind,
      input.reason,
      sanction.endsAt,
    ),
  );
  await recordAudit(tx, now, actor, {
    action: 'person.sanction',
    entityType: 'person',
    entityId: person.id,
    entityName: nameOf(person),
    summary: sanction.endsAt
      ? storedMessage(A, 'blockedUntil', {
          kind: input.kind,
          until: instant(sanction.endsAt, { dateOnly: true }),
          reason: reasonValue,
        })
      : storedMessage(A, 'blocked', { kind: input.kind, reason: reasonValue }),
    before: null,
    after: { sanctionId: sanction.id, kind: input.kind, endsAt: sanction.endsAt?.toISOString() ?? null },
  });
  return { sanction, endsSessions };
}

/** Lifts an active block of the person, with the reason they are emailed. 404 unknown, 409 no longer active. */
export async function liftSanction(
  tx: Tx,
  now: Date,
  actor: AuditActor,
  input: { personId: number; sanctionId: number; reason: string },
): Promise<SanctionRow> {
  const person = await personOf(tx, input.personId);
  const [lifted] = await tx
    .update(personSanctions)
    .set({ liftedAt: now, liftedByPersonId: actor.personId, liftReason: input.reason })
    .where(and(eq(personSanctions.id, input.sanctionId), eq(personSanctions.personId, person.id), isActiveAt(now)))
    .returning();
  if (!lifted) {
    const [exists] = await tx
      .select({ id: personSanctions.id })
      .from(personSanctions)
      .where(and(eq(personSanctions.id, input.sanctionId), eq(personSanctions.personId, person.id)));
    throw exists ? conflict(M.notActive) : notFound(M.sanctionNotFound);
  }
  await enqueueEmail(
    tx,
    liftedEmail(
      { to: person.email, firstName: person.firstName, language: await languageOfPerson(tx, person.id) },
      lifted.kind,
      input.reason,
    ),
  );
  await recordAudit(tx, now, actor, {
    action: 'person.sanction-lifted',
    entityType: 'person',
    entityId: person.id,
    entityName: nameOf(person),
    summary: storedMessage(A, 'blockLifted', { kind: lifted.kind, reason: input.reason }),
    before: { sanctionId: lifted.id, kind: lifted.kind, reason: lifted.reason },
    after: { liftedAt: now.toISOString() },
  });
  return lifted;
}

/** Every block of the person, newest first. */
export function sanctionsOf(db: DbOrTx, personId: number) {
  return db
    .select()
    .from(personSanctions)
    .where(eq(personSanctions.personId, personId))
    .orderBy(desc(personSanctions.createdAt), desc(personSanctions.id));
}
