// What a change of a partner's vetting status does, in one place: the admin console's
// POST /api/admin/vetting-status/partners/{id} calls PartnerVetting.decide (Approve, Reject or Suspend:
// a decision equal to the current status, or suspending a partner that is not approved, is refused
// with 409), and the partner's own
// resubmission calls PartnerVetting.resubmit. Either way the history gains an entry, the partner's
// status changes, and the partner is told by email in the same transaction. The comment reaches the
// partner (email, dashboard); the notes never leave the admin side.
import { and, asc, eq } from 'drizzle-orm';
import {
  currentLanguage,
  partnerDecisionRefusal,
  type Locale,
  type TPartnerVettingStatus,
  type TPartnerVettingUpdateBody,
  type TVettingStatusUpdate,
  PARTNER_ACCOUNT_MESSAGES as M,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { partnerMembers, partners, partnerVettingUpdates, personSettings, persons } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { enqueueEmail, recipientLanguage, recipientLanguageColumns } from '../../platform/mail';
import { AddressVerification } from './address-verification.service';
import { applicationReceivedEmail, vettingDecisionEmail } from './emails';

export interface PartnerVettingDeps {
  config: Pick<Config, 'jwtSecret' | 'partnerPortalUrl'>;
  now: () => Date;
}

export interface PartnerDecision extends TPartnerVettingUpdateBody {
  /** The administrator who decides (kept with the entry). */
  adminPersonId: number;
}

/** The partner's owners and its company address, each once: who hears about the application. */
async function applicationRecipients(db: DbOrTx, partnerId: number) {
  const [company] = await db
    .select({ name: partners.name, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!company) return null;
  // Each owner reads their Language setting; the company address, its first owner's.
  const owners = await db
    .select({ email: persons.email, firstName: persons.firstName, ...recipientLanguageColumns })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')))
    .orderBy(asc(persons.id));
  const recipients = new Map<string, { to: string; firstName: string; language: Locale }>();
  for (const o of owners)
    recipients.set(o.email.toLowerCase(), {
      to: o.email,
      firstName: o.firstName,
      language: recipientLanguage(o.language, o.hasAccount),
    });
  if (!recipients.has(company.email.toLowerCase()))
    recipients.set(company.email.toLowerCase(), {
      to: company.email,
      firstName: company.name,
      language: owners.length ? recipientLanguage(owners[0].language, owners[0].hasAccount) : currentLanguage(),
    });
  return { company, recipients: [...recipients.values()] };
}

export class PartnerVetting {
  constructor(private readonly deps: PartnerVettingDeps) {}

  private get dashboardUrl() {
    return `${this.deps.config.partnerPortalUrl}/dashboard`;
  }

  /**
   * An administrator's decision on a partner. In one transaction (a savepoint inside the caller's):
   * the history entry (status, comment, notes, admin), the partner's current status, and the email
   * with the comment to the partner's owners and company address. Approving also posts an address
   * verification letter when the address is complete and not yet verified (and no letter is
   * outstanding for it). 404 for an unknown partner. Answers the entry as admins see it.
   */
  async decide(db: DbOrTx, partnerId: number, decision: PartnerDecision): Promise<TVettingStatusUpdate> {
    const now = this.deps.now();
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: partners.id, status: partners.currentVettingStatus })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      if (!locked) throw notFound(NOT_FOUND.partner);
      // A decision equal to the current status, or suspending a partner that is not approved: 409.
      const refusal = partnerDecisionRefusal(locked.status, decision.status);
      if (refusal) throw conflict(refusal, { status: refusal });
      const entry = await this.record(tx, partnerId, decision.status, decision.comment, decision.notes, {
        adminPersonId: decision.adminPersonId,
        now,
      });
      const who = await applicationRecipients(tx, partnerId);
      for (const r of who?.recipients ?? []) {
        await enqueueEmail(
          tx,
          vettingDecisionEmail({
            ...r,
            companyName: who!.company.name,
            status: decision.status,
            comment: decision.comment,
            dashboardUrl: this.dashboardUrl,
          }),
        );
      }
      if (decision.status === 'APPROVED') {
        const verification = new AddressVerification(tx, partnerId, this.deps);
        const state = await verification.state();
        // A letter already on its way keeps working; the approval does not replace it.
        if (!state.addressVerified && !state.code)
          await verification.issue(tx, { requestedBy: null, enforceInterval: false });
      }
      return entry;
    });
  }

  /**
   * A rejected partner corrected its details and submits again: PENDING, a history entry, and the
   * "application received" email. 409 unless the application is rejected.
   */
  async resubmit(db: DbOrTx, partnerId: number, by: { personId: number; name: string; email: string }) {
    const now = this.deps.now();
    return db.transaction(async (tx) => {
      const [p] = await tx
        .select({ status: partners.currentVettingStatus })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      if (!p) throw notFound(NOT_FOUND.partner);
      if (p.status !== 'REJECTED') throw conflict(M.resubmitNotRejected);
      const entry = await this.record(
        tx,
        partnerId,
        'PENDING',
        M.applicationResubmittedComment,
        `Resubmitted by ${by.name} (${by.email}).`,
        { adminPersonId: null, now },
      );
      const who = await applicationRecipients(tx, partnerId);
      for (const r of who?.recipients ?? []) {
        await enqueueEmail(
          tx,
          applicationReceivedEmail({
            ...r,
            companyName: who!.company.name,
            dashboardUrl: this.dashboardUrl,
            resubmitted: true,
          }),
        );
      }
      return entry;
    });
  }

  /** Adds a history entry and makes its status the partner's current one. */
  private async record(
    tx: DbOrTx,
    partnerId: number,
    status: TPartnerVettingStatus,
    comment: string,
    notes: string | null,
    by: { adminPersonId: number | null; now: Date },
  ): Promise<TVettingStatusUpdate> {
    const [row] = await tx
      .insert(partnerVettingUpdates)
      .values({ partnerId, status, comment, notes, adminPersonId: by.adminPersonId, createdAt: by.now })
      .returning();
    await tx
      .update(partners)
      .set({ currentVettingStatus: status, updatedAt: by.now })
      .where(eq(partners.id, partnerId));
    const [admin] = by.adminPersonId
      ? await tx
          .select({ firstName: persons.firstName, surname: persons.surname })
          .from(persons)
          .where(eq(persons.id, by.adminPersonId))
      : [];
    return {
      id: row.id,
      status: row.status,
      comment: row.comment,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
      decidedBy: admin ? `${admin.firstName} ${admin.surname}`.trim() : null,
    };
  }
}
