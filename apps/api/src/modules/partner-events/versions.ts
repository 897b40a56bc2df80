// The version model of events (docs/architecture/data.md, "Versions of an event").
//
// - The events row and its children (agenda, live images and documents) hold what the public sees:
//   the last approved content, or for an event never approved the submitted content (never public).
// - Every edit of that content is a version (a snapshot). The newest version is the event's
//   current_version_id; while it is PENDING it takes further edits, once decided the next edit starts
//   a new one. An approved event keeps showing its approved content until an admin approves the new
//   version; an event never approved takes each edit at once (nothing of it is public).
// - decideEventVersion is what the admin console calls: approve applies the snapshot and makes it
//   public at once, reject keeps the last approved content (or nothing) public; both are recorded in
//   the vetting history and reach the partner (email, and their event page and dashboard).
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  damagePolicyMaxProblem,
  PARTNER_MESSAGES as M,
  ZEventVersionSnapshot,
  type TEventChange,
  type TEventVersionAnswer,
  type TEventVersionDecision,
  type TEventVersionSnapshot,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { events, eventVersions, eventVettingUpdates, partners, places } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { enqueueEmail, inLanguage, languageOfPartner, renderEmail } from '../../platform/mail';
import { refreshEventDerived, applySnapshot, liveSnapshot } from '../events';
import { notifySaversOfChange, type EventChange } from '../favourites';
import { offerFullRefunds } from '../refunds';
import { tellEvent } from '../webhooks';
import { EVENT_DECISION_EMAIL_TEXT as T } from './messages';

export type EventRow = typeof events.$inferSelect;
export type VersionRow = typeof eventVersions.$inferSelect;

export const EVENT_DECISION_TEMPLATE = 'event-vetting-decision' as const;

/** The event row, locked for this transaction, so two edits of one event queue up. */
export async function lockEvent(tx: DbOrTx, eventId: number, partnerId?: number): Promise<EventRow | null> {
  const where =
    partnerId === undefined ? eq(events.id, eventId) : and(eq(events.id, eventId), eq(events.partnerId, partnerId));
  const [row] = await tx.select().from(events).where(where).for('update').limit(1);
  return row ?? null;
}

export async function currentVersion(
  tx: DbOrTx,
  event: Pick<EventRow, 'currentVersionId'>,
): Promise<VersionRow | null> {
  if (!event.currentVersionId) return null;
  const [row] = await tx.select().from(eventVersions).where(eq(eventVersions.id, event.currentVersionId)).limit(1);
  return row ?? null;
}

/** The content the partner works on: the newest version's (the live content when there is none). */
export async function draftOf(tx: DbOrTx, event: EventRow): Promise<TEventVersionSnapshot> {
  const version = await currentVersion(tx, event);
  if (version) return ZEventVersionSnapshot.parse(version.snapshot);
  const live = await liveSnapshot(tx, event.id);
  if (!live) throw notFound(NOT_FOUND.event);
  return live;
}

/**
 * Records an edit of what the public sees as the newest version: the pending version takes it, or a
 * new pending version starts. An event never approved takes the content at once (it is not public).
 */
export async function saveDraft(
  tx: DbOrTx,
  event: EventRow,
  next: TEventVersionSnapshot,
  personId: number | null,
  now: Date,
): Promise<TEventVersionAnswer> {
  // The damage policy's maximum in the event's own currency (the update body does not carry it).
  const damageProblem = next.damagePolicy && damagePolicyMaxProblem(next.damagePolicy.maxAmount, event.ticketCurrency);
  if (damageProblem) throw new AppError('VALIDATION', damageProblem, { 'damagePolicy.maxAmount': damageProblem });
  const current = await currentVersion(tx, event);
  let version: Pick<VersionRow, 'id' | 'version'>;
  // A draft stays one until submitted: its version takes every edit and nobody reviews it yet.
  const draft = event.status === 'DRAFT';
  if (current && (current.status === 'PENDING' || current.status === 'DRAFT')) {
    await tx.update(eventVersions).set({ snapshot: next, updatedAt: now }).where(eq(eventVersions.id, current.id));
    version = current;
  } else {
    const [{ n }] = await tx
      .select({ n: sql<number>`coalesce(max(${eventVersions.version}), 0)::int` })
      .from(eventVersions)
      .where(eq(eventVersions.eventId, event.id));
    [version] = await tx
      .insert(eventVersions)
      .values({
        eventId: event.id,
        version: n + 1,
        status: draft ? 'DRAFT' : 'PENDING',
        snapshot: next,
        createdBy: personId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: eventVersions.id, version: eventVersions.version });
    await tx.update(events).set({ currentVersionId: version.id, updatedAt: now }).where(eq(events.id, event.id));
  }
  if (event.status !== 'APPROVED') {
    await applySnapshot(tx, event.id, next, now);
    await tx
      .update(events)
      .set({ status: draft ? 'DRAFT' : 'PENDING' })
      .where(eq(events.id, event.id));
    await refreshEventDerived(tx, [event.id]);
  }
  return {
    id: event.id,
    versionId: version.id,
    version: version.version,
    versionStatus: draft ? 'DRAFT' : 'PENDING',
  };
}

/**
 * What an approved change of a public event does beyond its row (Customer terms B2), once the row has
 * taken it, in the same transaction: whoever saved the event hears so (by email too when its date or
 * venue moved), and every buyer holding a ticket is emailed in their language with the full-refund offer
 * and the updated calendar entry. The vetting decision and an administrator's own change of the event
 * (publishAdminChange) both come here, so a change reaches buyers the same way whoever makes it.
 */
async function announceChange(
  tx: DbOrTx,
  before: Pick<EventRow, 'id' | 'startAt' | 'venueId' | 'attendanceType'>,
  version: { id: number; name: string },
  now: Date,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const [after] = await tx
    .select({
      startAt: events.startAt,
      timeZone: events.timeZone,
      venueId: events.venueId,
      venueName: places.name,
      attendanceType: events.attendanceType,
    })
    .from(events)
    .leftJoin(places, eq(places.id, events.venueId))
    .where(eq(events.id, before.id));
  const change: EventChange = {
    ...(after.startAt.getTime() !== before.startAt.getTime() ? { startAt: after.startAt } : {}),
    ...(after.venueId !== before.venueId && after.venueName ? { venueName: after.venueName } : {}),
  };
  await notifySaversOfChange(tx, before.id, version.name, change, config);
  const changes: TEventChange[] = [
    ...(after.startAt.getTime() !== before.startAt.getTime() ? (['date'] as const) : []),
    ...(after.venueId !== before.venueId ? (['venue'] as const) : []),
    ...(after.attendanceType !== before.attendanceType ? (['attendance'] as const) : []),
  ];
  await offerFullRefunds(
    tx,
    {
      eventId: before.id,
      eventVersionId: version.id,
      eventName: version.name,
      changes,
      startAt: after.startAt,
      timeZone: after.timeZone,
      venueName: after.venueName,
      attendanceType: after.attendanceType,
    },
    now,
    config,
  );
}

/**
 * An administrator's change of a public (APPROVED) event, approved as it is made, in the caller's
 * transaction with the event locked (lockEvent): `next` becomes an approved version and what the public
 * sees, the event's history records it (the version, and a vetting update with `comment` for the
 * partner), and it is announced as an approved partner's change is (announceChange). The version is
 * numbered above every approved one, so calendar entries (whose SEQUENCE is the newest approved
 * version) rise; a version waiting for review stays the current one, renumbered above it, and whatever
 * it should carry of the change the caller writes into it.
 */
export async function publishAdminChange(
  tx: DbOrTx,
  event: EventRow,
  next: TEventVersionSnapshot,
  input: { adminPersonId: number | null; comment: string; now: Date },
  config: Pick<Config, 'publicUrl'>,
): Promise<{ versionId: number; version: number }> {
  if (event.status !== 'APPROVED') throw conflict(M.versionNotCurrent);
  const { now } = input;
  const current = await currentVersion(tx, event);
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(max(${eventVersions.version}), 0)::int` })
    .from(eventVersions)
    .where(eq(eventVersions.eventId, event.id));
  const waiting = current && (current.status === 'PENDING' || current.status === 'DRAFT') ? current : null;
  // The waiting version moves up one; the admin's change takes the number it had.
  if (waiting)
    await tx
      .update(eventVersions)
      .set({ version: n + 1 })
      .where(eq(eventVersions.id, waiting.id));
  const [version] = await tx
    .insert(eventVersions)
    .values({
      eventId: event.id,
      version: waiting ? n : n + 1,
      status: 'APPROVED',
      snapshot: next,
      createdBy: input.adminPersonId,
      createdAt: now,
      updatedAt: now,
      decidedAt: now,
    })
    .returning({ id: eventVersions.id, version: eventVersions.version });
  if (!waiting) await tx.update(events).set({ currentVersionId: version.id }).where(eq(events.id, event.id));
  await applySnapshot(tx, event.id, next, now);
  await refreshEventDerived(tx, [event.id]);
  await tx.insert(eventVettingUpdates).values({
    eventId: event.id,
    eventVersionId: version.id,
    status: 'APPROVED',
    comment: input.comment,
    adminPersonId: input.adminPersonId,
    createdAt: now,
  });
  await announceChange(tx, event, { id: version.id, name: next.name }, now, config);
  await tellEvent(tx, 'event.changed', event.id, now);
  return { versionId: version.id, version: version.version };
}

export interface EventDecisionInput {
  eventId: number;
  /** The version the admin looked at: it must still be the event's current version. */
  versionId: number;
  status: 'APPROVED' | 'REJECTED';
  /** Sent to the partner. */
  comment: string;
  /** Internal to admins; never leaves the admin side. */
  notes?: string | null;
  adminPersonId: number | null;
  now: Date;
}

/**
 * The admin's decision on a version, in the caller's transaction.
 * - 404 when the event does not exist; 409 when `versionId` is not the event's current version (a
 *   newer edit arrived) or the version was already decided.
 * - APPROVED: the snapshot becomes what the public sees at once (row, agenda, images, documents,
 *   derived columns and so search, detail and home); the event is APPROVED from then on.
 * - REJECTED: the public keeps the last approved content; an event never approved stays out of
 *   sight and reads REJECTED.
 * - Both: an event_vetting_updates row (comment and notes), the version's status and decision time,
 *   and an email to the partner with the comment (never the notes). The partner's event page and
 *   dashboard read the history.
 */
export async function decideEventVersion(
  tx: DbOrTx,
  input: EventDecisionInput,
  config: Pick<Config, 'partnerPortalUrl' | 'publicUrl'>,
): Promise<TEventVersionDecision> {
  if (input.status !== 'APPROVED' && input.status !== 'REJECTED')
    throw new AppError('VALIDATION', M.decisionStatusInvalid, { status: M.decisionStatusInvalid });
  const event = await lockEvent(tx, input.eventId);
  if (!event) throw notFound(NOT_FOUND.event);
  if (event.currentVersionId !== input.versionId)
    throw conflict(M.versionNotCurrent, undefined, { currentEventVersionId: event.currentVersionId });
  const version = await currentVersion(tx, event);
  if (!version) throw conflict(M.versionNotCurrent);
  if (version.status === 'DRAFT') throw conflict(M.versionIsDraft);
  if (version.status !== 'PENDING') throw conflict(M.versionAlreadyDecided);

  const now = input.now;
  await tx.update(eventVersions).set({ status: input.status, decidedAt: now }).where(eq(eventVersions.id, version.id));
  let eventStatus = event.status;
  if (input.status === 'APPROVED') {
    const snapshot = ZEventVersionSnapshot.parse(version.snapshot);
    await applySnapshot(tx, event.id, snapshot, now);
    // An event already public changed: whoever saved it hears so (a first approval changes nothing they
    // saw), by email too when its date or venue is not what they saved.
    if (event.status === 'APPROVED')
      await announceChange(tx, event, { id: version.id, name: snapshot.name }, now, config);
    eventStatus = 'APPROVED';
    await tx.update(events).set({ status: eventStatus, updatedAt: now }).where(eq(events.id, event.id));
    await refreshEventDerived(tx, [event.id]);
    await tellEvent(tx, event.status === 'APPROVED' ? 'event.changed' : 'event.approved', event.id, now);
  } else if (event.status !== 'APPROVED') {
    eventStatus = 'REJECTED';
    await tx.update(events).set({ status: eventStatus, updatedAt: now }).where(eq(events.id, event.id));
  }
  const [update] = await tx
    .insert(eventVettingUpdates)
    .values({
      eventId: event.id,
      eventVersionId: version.id,
      status: input.status,
      comment: input.comment,
      notes: input.notes ?? null,
      adminPersonId: input.adminPersonId,
      createdAt: now,
    })
    .returning({ id: eventVettingUpdates.id });

  const [partner] = await tx
    .select({ name: partners.name, email: partners.email })
    .from(partners)
    .where(eq(partners.id, event.partnerId))
    .limit(1);
  const snapshotName = ZEventVersionSnapshot.shape.name.safeParse((version.snapshot as { name?: unknown }).name);
  const eventName = snapshotName.success ? snapshotName.data : event.name;
  if (partner) {
    const language = await languageOfPartner(tx, event.partnerId);
    await enqueueEmail(
      tx,
      inLanguage(language, () => decisionEmail(partner, eventName, event.id, version.version, input, config)),
    );
  }
  return {
    eventId: event.id,
    versionId: version.id,
    status: input.status,
    eventStatus,
    vettingUpdateId: update.id,
    decidedAt: now.toISOString(),
  };
}

function decisionEmail(
  partner: { name: string; email: string },
  eventName: string,
  eventId: number,
  version: number,
  input: EventDecisionInput,
  config: Pick<Config, 'partnerPortalUrl'>,
) {
  const approved = input.status === 'APPROVED';
  const status = approved ? 'APPROVED' : 'REJECTED';
  const decided = { event: eventName, version, status };
  const rendered = renderEmail({
    preview: T.preview(decided),
    heading: T.heading(decided),
    paragraphs: [
      approved ? T.approved(decided) : version > 1 ? T.notApprovedKept(decided) : T.notApprovedHidden(decided),
      T.comment({ comment: input.comment }),
      ...(approved ? [] : [T.editAgain]),
    ],
    action: { label: T.openEvent, url: `${config.partnerPortalUrl}/event-details/${eventId}` },
  });
  return {
    to: partner.email,
    subject: T.subject(decided),
    template: EVENT_DECISION_TEMPLATE,
    ...rendered,
  };
}

/** The versions of an event, newest first, with the comment of each decision (never the notes). */
export async function versionsOf(db: DbOrTx, eventId: number) {
  const [rows, updates] = await Promise.all([
    db.select().from(eventVersions).where(eq(eventVersions.eventId, eventId)).orderBy(desc(eventVersions.version)),
    db
      .select({ versionId: eventVettingUpdates.eventVersionId, comment: eventVettingUpdates.comment })
      .from(eventVettingUpdates)
      .where(eq(eventVettingUpdates.eventId, eventId))
      .orderBy(eventVettingUpdates.createdAt, eventVettingUpdates.id),
  ]);
  // The latest comment per version wins.
  const comments = new Map(updates.map((u) => [u.versionId, u.comment]));
  return rows.map((v) => ({
    id: v.id,
    version: v.version,
    status: v.status,
    submittedAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    decidedAt: v.decidedAt?.toISOString() ?? null,
    comment: comments.get(v.id) ?? null,
  }));
}
