// A partner's team: the owner invites people by email (a link that expires), lists and removes
// members; an invitee joins by setting a password (no account yet) or by signing in (an account
// without a role, such as a former member). PartnerTeam is built with the session's partner id;
// PartnerInvitations answers the public invitation link.
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  currentLanguage,
  PARTNER_INVITATION_TTL_DAYS,
  type TInvitationRegisterBody,
  type TInvitationView,
  type TPartnerInvitation,
  type TTeam,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { attendees, partnerInvitations, partnerMembers, partners, personSettings, persons } from '../../db/schema';
import { revokeAllSessions, type AuthContext, type AuthSessions } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { enqueueEmail, languagesByEmail, recipientLanguage, recipientLanguageColumns } from '../../platform/mail';
import { RateLimiter, type RateLimit } from '../../platform/rate-limit';
import { BCRYPT_ROUNDS } from '../auth';
import { findPersonByEmail } from '../accounts';
import { memberJoinedEmail, teamInvitationEmail } from './emails';
import { PARTNER_EMAIL_TEXT } from './messages';
import { teamMembers } from './read-model';

const DAY = 86_400_000;

/** Ours: invitations a partner may send per day (each is an email to someone else). */
export const INVITATION_LIMIT: RateLimit = {
  name: 'partner-invitation',
  limit: 30,
  windowMs: DAY,
  message: M.invitationsTooMany,
};

export interface PartnerTeamDeps {
  db: Database;
  config: Pick<Config, 'partnerPortalUrl'>;
  now: () => Date;
  /** Told when someone's membership changes, so their sessions are read again at once. */
  sessions: Pick<AuthSessions, 'forgetPerson'>;
}

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');
const fullName = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`;

/** Why a person cannot join a partner team, or null when they can. */
async function roleConflict(
  db: DbOrTx,
  personId: number,
  partnerId: number,
  text: { otherPartner: string; attendee: string; admin: string; alreadyMember: string },
): Promise<string | null> {
  const [row] = await db
    .select({ isAdmin: persons.isAdmin, attendeeId: attendees.id, memberOf: partnerMembers.partnerId })
    .from(persons)
    .leftJoin(attendees, eq(attendees.personId, persons.id))
    .leftJoin(partnerMembers, eq(partnerMembers.personId, persons.id))
    .where(eq(persons.id, personId))
    .limit(1);
  if (!row) return null;
  if (row.memberOf === partnerId) return text.alreadyMember;
  if (row.memberOf) return text.otherPartner;
  if (row.isAdmin) return text.admin;
  if (row.attendeeId) return text.attendee;
  return null;
}

export class PartnerTeam {
  constructor(
    private readonly deps: PartnerTeamDeps,
    private readonly partnerId: number,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async list(): Promise<TTeam> {
    const now = this.deps.now();
    const [members, invitations] = await Promise.all([
      teamMembers(this.db, this.partnerId),
      this.db
        .select({ invitation: partnerInvitations, inviterFirst: persons.firstName, inviterSurname: persons.surname })
        .from(partnerInvitations)
        .leftJoin(persons, eq(persons.id, partnerInvitations.invitedBy))
        .where(
          and(
            eq(partnerInvitations.partnerId, this.partnerId),
            isNull(partnerInvitations.acceptedAt),
            isNull(partnerInvitations.revokedAt),
            gt(partnerInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(partnerInvitations.createdAt), desc(partnerInvitations.id)),
    ]);
    return {
      members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
      invitations: invitations.map((r) => this.invitationAnswer(r.invitation, r.inviterFirst, r.inviterSurname)),
    };
  }

  private invitationAnswer(
    i: typeof partnerInvitations.$inferSelect,
    first: string | null,
    surname: string | null,
  ): TPartnerInvitation {
    return {
      id: i.id,
      email: i.email,
      invitedBy: first ? `${first} ${surname ?? ''}`.trim() : 'A former member',
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    };
  }

  /**
   * Invites an email: a link to it, open for 7 days; an open invitation to the same address is
   * replaced. Refused for a member of this or another partner, an attendee and an administrator.
   */
  async invite(email: string, inviter: AuthContext): Promise<TPartnerInvitation> {
    const existing = await findPersonByEmail(this.db, email);
    if (existing) {
      const why = await roleConflict(this.db, existing.id, this.partnerId, {
        alreadyMember: M.alreadyMember,
        otherPartner: M.memberOfAnotherPartner,
        attendee: M.attendeeAccount,
        admin: M.administratorAccount,
      });
      if (why) throw conflict(why, { email: why });
    }
    const now = this.deps.now();
    await new RateLimiter(this.db, this.deps.now).consume(INVITATION_LIMIT, [`partner:${this.partnerId}`]);
    const raw = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      await tx
        .update(partnerInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(partnerInvitations.partnerId, this.partnerId),
            sql`lower(${partnerInvitations.email}) = lower(${email})`,
            isNull(partnerInvitations.acceptedAt),
            isNull(partnerInvitations.revokedAt),
          ),
        );
      const [inserted] = await tx
        .insert(partnerInvitations)
        .values({
          partnerId: this.partnerId,
          email,
          invitedBy: inviter.personId,
          tokenHash: hashToken(raw),
          expiresAt: new Date(now.getTime() + PARTNER_INVITATION_TTL_DAYS * DAY),
          createdAt: now,
        })
        .returning();
      const [company] = await tx
        .select({ name: partners.name })
        .from(partners)
        .where(eq(partners.id, this.partnerId))
        .limit(1);
      await enqueueEmail(
        tx,
        teamInvitationEmail({
          to: email,
          companyName: company?.name ?? PARTNER_EMAIL_TEXT.aPartner,
          inviterName: fullName(inviter),
          url: `${this.deps.config.partnerPortalUrl}/invitation/${raw}`,
          // Someone with an account reads their own language; an address that is no one's, the request's.
          language: (await languagesByEmail(tx, [email])).get(email.toLowerCase()),
        }),
      );
      return inserted;
    });
    return this.invitationAnswer(row, inviter.firstName, inviter.surname);
  }

  async revokeInvitation(id: number): Promise<void> {
    const rows = await this.db
      .update(partnerInvitations)
      .set({ revokedAt: this.deps.now() })
      .where(
        and(
          eq(partnerInvitations.partnerId, this.partnerId),
          eq(partnerInvitations.id, id),
          isNull(partnerInvitations.acceptedAt),
          isNull(partnerInvitations.revokedAt),
        ),
      )
      .returning({ id: partnerInvitations.id });
    if (!rows.length) throw notFound(M.invitationNotFound);
  }

  /** Removes a member (never the owner) and signs them out everywhere. */
  async remove(personId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ role: partnerMembers.role })
        .from(partnerMembers)
        .where(and(eq(partnerMembers.partnerId, this.partnerId), eq(partnerMembers.personId, personId)))
        .limit(1);
      if (!member) throw notFound(M.memberNotFound);
      if (member.role === 'owner') throw conflict(M.ownerCannotBeRemoved);
      await tx
        .delete(partnerMembers)
        .where(and(eq(partnerMembers.partnerId, this.partnerId), eq(partnerMembers.personId, personId)));
      await revokeAllSessions(tx, personId);
    });
    this.deps.sessions.forgetPerson(personId);
  }
}

type InvitationLookup =
  | { state: 'valid'; invitation: typeof partnerInvitations.$inferSelect; partnerName: string; invitedBy: string }
  | { state: 'unknown' | 'expired' | 'used' | 'revoked' };

export class PartnerInvitations {
  constructor(private readonly deps: PartnerTeamDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async lookUp(raw: string, db: DbOrTx = this.db): Promise<InvitationLookup> {
    const [row] = await db
      .select({
        invitation: partnerInvitations,
        partnerName: partners.name,
        inviterFirst: persons.firstName,
        inviterSurname: persons.surname,
      })
      .from(partnerInvitations)
      .innerJoin(partners, eq(partners.id, partnerInvitations.partnerId))
      .leftJoin(persons, eq(persons.id, partnerInvitations.invitedBy))
      .where(eq(partnerInvitations.tokenHash, hashToken(raw)))
      .limit(1);
    if (!row) return { state: 'unknown' };
    const i = row.invitation;
    if (i.acceptedAt) return { state: 'used' };
    if (i.revokedAt) return { state: 'revoked' };
    if (i.expiresAt <= this.deps.now()) return { state: 'expired' };
    return {
      state: 'valid',
      invitation: i,
      partnerName: row.partnerName,
      invitedBy: row.inviterFirst ? `${row.inviterFirst} ${row.inviterSurname ?? ''}`.trim() : row.partnerName,
    };
  }

  private async valid(raw: string, db?: DbOrTx) {
    const lookup = await this.lookUp(raw, db);
    if (lookup.state === 'valid') return lookup;
    if (lookup.state === 'unknown') throw notFound(M.invitationUnknown);
    const message =
      lookup.state === 'expired'
        ? M.invitationExpired
        : lookup.state === 'used'
          ? M.invitationUsed
          : M.invitationRevoked;
    throw new AppError('GONE', message, undefined, { reason: lookup.state });
  }

  /** GET /api/partner-invitations/{token} */
  async view(raw: string): Promise<TInvitationView> {
    const { invitation, partnerName, invitedBy } = await this.valid(raw);
    return {
      partnerName,
      email: invitation.email,
      invitedBy,
      expiresAt: invitation.expiresAt.toISOString(),
      accountExists: !!(await findPersonByEmail(this.db, invitation.email)),
    };
  }

  /** Joins, in the invitation's transaction: the membership, the invitation used, the owner told. */
  private async join(
    tx: DbOrTx,
    lookup: Extract<InvitationLookup, { state: 'valid' }>,
    person: { id: number; name: string; email: string },
  ) {
    const now = this.deps.now();
    const used = await tx
      .update(partnerInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(and(eq(partnerInvitations.id, lookup.invitation.id), isNull(partnerInvitations.acceptedAt)))
      .returning({ id: partnerInvitations.id });
    if (!used.length) throw new AppError('GONE', M.invitationUsed, undefined, { reason: 'used' });
    await tx
      .insert(partnerMembers)
      .values({ partnerId: lookup.invitation.partnerId, personId: person.id, role: 'member', createdAt: now });
    const owners = await tx
      .select({ email: persons.email, firstName: persons.firstName, ...recipientLanguageColumns })
      .from(partnerMembers)
      .innerJoin(persons, eq(persons.id, partnerMembers.personId))
      .leftJoin(personSettings, eq(personSettings.personId, persons.id))
      .where(and(eq(partnerMembers.partnerId, lookup.invitation.partnerId), eq(partnerMembers.role, 'owner')));
    for (const owner of owners) {
      await enqueueEmail(
        tx,
        memberJoinedEmail({
          to: owner.email,
          firstName: owner.firstName,
          language: recipientLanguage(owner.language, owner.hasAccount),
          memberName: person.name,
          memberEmail: person.email,
          teamUrl: `${this.deps.config.partnerPortalUrl}/dashboard/users`,
        }),
      );
    }
    return { status: 'Success' as const, partnerId: lookup.invitation.partnerId, partnerName: lookup.partnerName };
  }

  /**
   * POST /api/partner-invitations/{token}/register: an invitee without an account sets a name and a
   * password and joins. The email is confirmed by the link itself. Answers the new person's id (the
   * router signs them in).
   */
  async register(raw: string, body: TInvitationRegisterBody): Promise<{ personId: number }> {
    const lookup = await this.valid(raw);
    const email = lookup.invitation.email;
    if (await findPersonByEmail(this.db, email)) throw conflict(M.invitationAccountExists);
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_ROUNDS);
    const now = this.deps.now();
    try {
      return await this.db.transaction(async (tx) => {
        const [person] = await tx
          .insert(persons)
          .values({
            email,
            passwordHash,
            firstName: body.firstName,
            surname: body.surname,
            emailVerifiedAt: now,
          })
          .returning({ id: persons.id });
        await tx
          .insert(personSettings)
          .values({ personId: person.id, defaultLanguage: currentLanguage(), language: currentLanguage() });
        await this.join(tx, lookup, { id: person.id, name: fullName(body), email });
        return { personId: person.id };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.invitationAccountExists);
      throw err;
    }
  }

  /** POST /api/partner-invitations/{token}/accept: the signed-in invitee joins with their account. */
  async accept(raw: string, auth: AuthContext) {
    const lookup = await this.valid(raw);
    if (auth.email.toLowerCase() !== lookup.invitation.email.toLowerCase())
      throw forbidden(M.invitationForAnother({ email: lookup.invitation.email }));
    const why = await roleConflict(this.db, auth.personId, lookup.invitation.partnerId, {
      alreadyMember: '',
      otherPartner: M.invitationYouBelongElsewhere,
      attendee: M.invitationAttendee,
      admin: M.invitationAdministrator,
    });
    if (why === '') {
      // Already in this team (a second click): nothing to do.
      return { status: 'Success' as const, partnerId: lookup.invitation.partnerId, partnerName: lookup.partnerName };
    }
    if (why) throw conflict(why);
    const answer = await this.db.transaction(async (tx) => {
      // The person might have gained a role meanwhile: the unique membership index decides.
      const [{ n }] = await tx
        .select({ n: count() })
        .from(partnerMembers)
        .where(eq(partnerMembers.personId, auth.personId));
      if (n > 0) throw conflict(M.invitationYouBelongElsewhere);
      return this.join(tx, lookup, { id: auth.personId, name: fullName(auth), email: auth.email });
    });
    this.deps.sessions.forgetPerson(auth.personId);
    return answer;
  }
}
