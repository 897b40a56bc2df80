// A partner's team: members (the owner and the people they invited) and invitations by email. The
// owner invites, lists and removes; members do everything else in the partner portal.
import { z } from 'zod';
import '../common/zod-messages';
import { PARTNER_NAME_MIN, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { zEmail } from '../common/email';
import { ZId, ZIdFromString, ZToken } from '../common/ids';
import { zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { confirmPasswordRule, ZConfirmPassword, ZStrongPassword } from '../auth/password';

export const PARTNER_ROLES = ['owner', 'member'] as const;
export type TPartnerRole = (typeof PARTNER_ROLES)[number];
export const ZPartnerRole = z.enum(PARTNER_ROLES);

export const ZTeamMember = z.object({
  /** The person's id. */
  id: ZId,
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  role: ZPartnerRole,
  joinedAt: ZIsoDateTime,
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZPartnerInvitation = z.object({
  id: ZId,
  email: z.string(),
  invitedBy: z.string(),
  createdAt: ZIsoDateTime,
  expiresAt: ZIsoDateTime,
});
export type TPartnerInvitation = z.infer<typeof ZPartnerInvitation>;

/** GET /api/partner/members: the members and the invitations still open (a team is small: plain lists). */
export const ZTeam = z.object({ members: z.array(ZTeamMember), invitations: z.array(ZPartnerInvitation) });
export type TTeam = z.infer<typeof ZTeam>;

/** POST /api/partner/members/invitations */
export const ZInviteMemberBody = z.object({ email: zEmail() });
export type TInviteMemberBody = z.output<typeof ZInviteMemberBody>;

export const ZMemberParams = z.object({ personId: ZIdFromString });
export const ZInvitationParams = z.object({ invitationId: ZIdFromString });
export const ZInvitationTokenParams = z.object({ token: ZToken });

/** GET /api/partner-invitations/{token}: what the invitee sees before joining. */
export const ZInvitationView = z.object({
  partnerName: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: ZIsoDateTime,
  /** An account with this email exists: the invitee signs in with it and joins, instead of registering. */
  accountExists: z.boolean(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

const memberName = zRequiredText(() => MESSAGES.minTwoChars, {
  min: PARTNER_NAME_MIN,
  minMessage: () => MESSAGES.minTwoChars,
  max: TEXT_LIMITS.personName,
});

/** POST /api/partner-invitations/{token}/register: an invitee without an account sets a password. */
export const ZInvitationRegisterBody = z
  .object({ firstName: memberName, surname: memberName, password: ZStrongPassword, confirmPassword: ZConfirmPassword })
  .refine(...confirmPasswordRule('password'));
export type TInvitationRegisterBody = z.output<typeof ZInvitationRegisterBody>;
export type TInvitationRegisterBodyInput = z.input<typeof ZInvitationRegisterBody>;

/** The answer of joining: the partner joined (the browser then opens its dashboard). */
export const ZInvitationAccepted = z.object({ status: z.literal('Success'), partnerId: ZId, partnerName: z.string() });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;
