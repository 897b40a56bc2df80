// The partner's team: members and open invitations, listed to every member, changed by the owner.
import {
  ZInvitationParams,
  ZInviteMemberBody,
  ZMemberParams,
  ZPartnerInvitation,
  ZTeam,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { apiModule, type ApiModule } from '../../platform/route';
import { partnerOf } from './session-partner';
import { PartnerTeam } from './team.service';

export function partnerTeamModule(ctx: ModuleContext): ApiModule {
  const { db, config, now, sessions } = ctx;
  const team = apiModule(ctx, { tag: 'Partner team', access: 'partnerOwner' });
  const teamOf = (auth: AuthContext) => new PartnerTeam({ db, config, now, sessions }, partnerOf(auth));

  team.get(
    API_PATHS.partnerMembers,
    { summary: 'The team members and the open invitations', access: 'partner', response: ZTeam },
    ({ auth }) => teamOf(auth).list(),
  );

  team.post(
    API_PATHS.partnerMemberInvitations,
    {
      summary: 'Invites a person by email (owner only)',
      description: 'A link that works once for 7 days; an open invitation to the same address is replaced.',
      body: ZInviteMemberBody,
      response: ZPartnerInvitation,
      status: 201,
      errors: {
        409: `${M.alreadyMember}; ${M.memberOfAnotherPartner}; ${M.attendeeAccount}; ${M.administratorAccount}`,
        429: M.invitationsTooMany,
      },
    },
    ({ body, auth }) => teamOf(auth).invite(body.email, auth),
  );

  team.delete(
    API_PATHS.partnerMemberInvitation,
    { summary: 'Withdraws an invitation (owner only)', params: ZInvitationParams, status: 204 },
    async ({ params, auth }) => {
      await teamOf(auth).revokeInvitation(params.invitationId);
    },
  );

  team.delete(
    API_PATHS.partnerMember,
    {
      summary: 'Removes a member (owner only); they are signed out everywhere',
      params: ZMemberParams,
      status: 204,
      errors: { 409: M.ownerCannotBeRemoved },
    },
    async ({ params, auth }) => {
      await teamOf(auth).remove(params.personId);
    },
  );

  return team;
}
