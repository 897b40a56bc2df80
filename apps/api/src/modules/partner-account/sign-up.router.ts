// The way in, before a partner session exists: the application, the company email's confirmation link,
// and joining a team by invitation.
import type { Request } from 'express';
import { z } from 'zod';
import {
  ZInvitationAccepted,
  ZInvitationRegisterBody,
  ZInvitationTokenParams,
  ZInvitationView,
  ZLoginSuccessResponse,
  ZPartnerSignUpAnswer,
  ZPartnerSignUpBody,
  ZTokenParam,
  API_PATHS,
  ACCOUNT_MESSAGES,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { createSession } from '../../platform/auth';
import { clientIp } from '../../platform/http';
import { RateLimiter, type RateLimit } from '../../platform/rate-limit';
import { apiModule, type ApiModule } from '../../platform/route';
import { AuthService, signInAnswer } from '../auth';
import { PartnerApplications } from './application.service';
import { PartnerInvitations } from './team.service';

/** Ours: applications per network address; each costs a password hash and three emails. */
export const PARTNER_SIGN_UP_LIMIT: RateLimit = {
  name: 'partner-sign-up',
  limit: 10,
  windowMs: 3_600_000,
  message: M.signUpTooMany,
};

const ZStatusEmail = z.object({ status: z.literal('Success'), email: z.string() });

const meta = (req: Request) => ({ ip: clientIp(req), userAgent: req.get('user-agent') });

export function partnerSignUpModule(ctx: ModuleContext): ApiModule {
  const { db, config, now, sessions, session } = ctx;
  const applications = new PartnerApplications({ db, config, now });
  const invitations = new PartnerInvitations({ db, config, now, sessions });
  const limiter = new RateLimiter(db, now);
  const authService = new AuthService(db, session, now);

  const signUp = apiModule(ctx, { tag: 'Partner sign-up', access: 'public' });

  signUp.post(
    API_PATHS.partnerSignUp,
    {
      summary: 'Applies to become a partner',
      description:
        "The wizard's whole form. Creates the person (unconfirmed), the partner (PENDING) with the person as its owner, the first vetting history entry, and the emails (a confirmation link to the contact, a link to the company email when it is another address, and 'application received'), in one transaction. The applicant signs in at /login.",
      body: ZPartnerSignUpBody,
      response: ZPartnerSignUpAnswer,
      status: 201,
      errors: { 409: ACCOUNT_MESSAGES.emailTaken, 429: M.signUpTooMany },
    },
    async ({ body, req }) => {
      await limiter.consume(PARTNER_SIGN_UP_LIMIT, [`ip:${clientIp(req)}`]);
      return applications.signUp(body);
    },
  );

  signUp.get(
    API_PATHS.partnerEmailConfirmation,
    {
      summary: "Confirms a partner's company email address",
      description:
        "The link mailed to a company email that is not a member's own address. 410 with `reason` when expired or used.",
      params: ZTokenParam,
      response: ZStatusEmail,
      errors: {
        404: ACCOUNT_MESSAGES.confirmationUnknown,
        410: `${M.companyEmailExpired}; ${ACCOUNT_MESSAGES.confirmationUsed}`,
      },
    },
    ({ params }) => applications.confirmCompanyEmail(params.token),
  );

  signUp.get(
    API_PATHS.partnerInvitation,
    {
      summary: 'An invitation to join a partner team, as the invitee sees it',
      params: ZInvitationTokenParams,
      response: ZInvitationView,
      errors: {
        404: M.invitationUnknown,
        410: `${M.invitationExpired}; ${M.invitationUsed}; ${M.invitationRevoked}`,
      },
    },
    ({ params }) => invitations.view(params.token),
  );

  signUp.post(
    API_PATHS.partnerInvitationRegister,
    {
      summary: 'Joins a partner team with a new account',
      description:
        'For an invitee without an account: a name and a password (the partner checklist). The email is confirmed by the link. Signs the new member in, as POST /api/login/ does.',
      params: ZInvitationTokenParams,
      body: ZInvitationRegisterBody,
      response: ZLoginSuccessResponse,
      status: 201,
      errors: {
        409: M.invitationAccountExists,
        410: `${M.invitationExpired}; ${M.invitationUsed}; ${M.invitationRevoked}`,
      },
    },
    async ({ params, body, req, res }) => {
      const { personId } = await invitations.register(params.token, body);
      const s = await createSession(db, session, personId, meta(req));
      const answer = await signInAnswer(req, res, authService, session, { ...s, personId });
      return { ...answer, session: answer.session! };
    },
  );

  signUp.post(
    API_PATHS.partnerInvitationAccept,
    {
      summary: 'Joins a partner team with the signed-in account',
      description:
        'The signed-in person must be the invited email, without a role (not an attendee, administrator or member of another partner).',
      access: 'signedIn',
      params: ZInvitationTokenParams,
      response: ZInvitationAccepted,
      errors: {
        403: M.invitationForAnother({ email: '…' }),
        409: `${M.invitationYouBelongElsewhere}; ${M.invitationAttendee}; ${M.invitationAdministrator}`,
      },
    },
    ({ params, auth }) => invitations.accept(params.token, auth),
  );

  return signUp;
}
