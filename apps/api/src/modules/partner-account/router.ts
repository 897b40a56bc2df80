// The partner's way in and company account: the application, the company profile and logo, address
// verification, agreements, bank accounts, the team and documents. Every partner route builds its
// data access with the session's partner id; another partner's ids answer 404. See docs/api.md,
// "Partner account".
import type { Request } from 'express';
import { z } from 'zod';
import {
  LOGO_UPLOAD_FIELD,
  DOCUMENT_UPLOAD_FIELD,
  UPLOAD_LIMITS,
  ZAddressVerificationState,
  ZAddressVerified,
  ZAgreementParams,
  ZBankAccount,
  ZBankAccountForm,
  ZBankAccounts,
  ZIdParam,
  ZInvitationAccepted,
  ZInvitationParams,
  ZInvitationRegisterBody,
  ZInvitationTokenParams,
  ZInvitationView,
  ZInviteMemberBody,
  ZLoginSuccessResponse,
  ZLogoAnswer,
  ZMemberParams,
  ZPartner,
  ZPartnerAgreement,
  ZPartnerAgreements,
  ZPartnerApplication,
  ZPartnerCompanyUpdateBody,
  ZPartnerDocument,
  ZPartnerDocumentFields,
  ZPartnerDocumentParams,
  ZPartnerDocuments,
  ZPartnerIdParam,
  ZPartnerInvitation,
  ZPartnerProfile,
  ZPartnerSignUpAnswer,
  ZPartnerSignUpBody,
  ZSignAgreementBody,
  ZTeam,
  ZTokenParam,
  ZVerificationCodeBody,
  type TPartnerRole,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { createSession, type AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { clientIp } from '../../platform/http';
import { singleImageUpload } from '../../platform/image-upload';
import { RateLimiter, type RateLimit } from '../../platform/rate-limit';
import { apiModule, type ApiModule } from '../../platform/route';
import { AuthService } from '../auth/service';
import { signInAnswer } from '../auth/sign-in-answer';
import { AddressVerification } from './address-verification';
import { PartnerAgreements } from './agreements';
import { PartnerApplications } from './application';
import { PartnerBankAccounts } from './bank-accounts';
import { PartnerCompany } from './company';
import { openPartnerDocument, PartnerDocuments } from './documents';
import { PARTNER_MESSAGES as M } from './messages';
import { PartnerAccount } from './read-model';
import { PartnerInvitations, PartnerTeam } from './team';
import { PartnerVetting } from './vetting';

/** Ours: applications per network address; each costs a password hash and three emails. */
export const PARTNER_SIGN_UP_LIMIT: RateLimit = {
  name: 'partner-sign-up',
  limit: 10,
  windowMs: 3_600_000,
  message: M.signUpTooMany,
};

const ZStatusEmail = z.object({ status: z.literal('Success'), email: z.string() });

/** The session's partner: the guard ('partner' or 'partnerOwner') made sure there is one. */
const partnerOf = (auth: AuthContext) => auth.partnerId as number;
const roleOf = (auth: AuthContext): TPartnerRole => (auth.partnerRole === 'owner' ? 'owner' : 'member');
const meta = (req: Request) => ({ ip: clientIp(req), userAgent: req.get('user-agent') });

export function partnerAccountModules(ctx: ModuleContext): ApiModule[] {
  const { db, config, now, storage, sessions, session } = ctx;
  const applications = new PartnerApplications({ db, config, now });
  const invitations = new PartnerInvitations({ db, config, now, sessions });
  const vetting = new PartnerVetting({ config, now });
  const limiter = new RateLimiter(db, now);
  const authService = new AuthService(db, session, now);
  const account = (auth: AuthContext) => new PartnerAccount(db, partnerOf(auth));

  // The way in: public routes -----------------------------------------------------------------
  const signUp = apiModule(ctx, { tag: 'Partner sign-up', access: 'public' });

  signUp.post(
    '/partner-sign-up',
    {
      summary: 'Applies to become a partner',
      description:
        "The wizard's whole form. Creates the person (unconfirmed), the partner (PENDING) with the person as its owner, the first vetting history entry, and the emails (a confirmation link to the contact, a link to the company email when it is another address, and 'application received'), in one transaction. The applicant signs in at /login.",
      body: ZPartnerSignUpBody,
      response: ZPartnerSignUpAnswer,
      status: 201,
      errors: { 409: 'An account with this email already exists (fields.email)', 429: M.signUpTooMany },
    },
    async ({ body, req }) => {
      await limiter.consume(PARTNER_SIGN_UP_LIMIT, [`ip:${clientIp(req)}`]);
      return applications.signUp(body);
    },
  );

  signUp.get(
    '/partner-email-confirmation/:token',
    {
      summary: "Confirms a partner's company email address",
      description:
        "The link mailed to a company email that is not a member's own address. 410 with `reason` when expired or used.",
      params: ZTokenParam,
      response: ZStatusEmail,
      errors: { 404: M.companyEmailUnknown, 410: 'The link has expired or was used' },
    },
    ({ params }) => applications.confirmCompanyEmail(params.token),
  );

  signUp.get(
    '/partner-invitations/:token',
    {
      summary: 'An invitation to join a partner team, as the invitee sees it',
      params: ZInvitationTokenParams,
      response: ZInvitationView,
      errors: { 404: M.invitationUnknown, 410: 'Expired, used or withdrawn (`reason`)' },
    },
    ({ params }) => invitations.view(params.token),
  );

  signUp.post(
    '/partner-invitations/:token/register',
    {
      summary: 'Joins a partner team with a new account',
      description:
        'For an invitee without an account: a name and a password (the partner checklist). The email is confirmed by the link. Signs the new member in, as POST /api/login/ does.',
      params: ZInvitationTokenParams,
      body: ZInvitationRegisterBody,
      response: ZLoginSuccessResponse,
      status: 201,
      errors: { 409: M.invitationAccountExists, 410: 'Expired, used or withdrawn (`reason`)' },
    },
    async ({ params, body, req, res }) => {
      const { personId } = await invitations.register(params.token, body);
      const s = await createSession(db, session, personId, meta(req));
      const answer = await signInAnswer(req, res, authService, session, { ...s, personId });
      return { ...answer, session: answer.session! };
    },
  );

  signUp.post(
    '/partner-invitations/:token/accept',
    {
      summary: 'Joins a partner team with the signed-in account',
      description:
        'The signed-in person must be the invited email, without a role (not an attendee, administrator or member of another partner).',
      access: 'signedIn',
      params: ZInvitationTokenParams,
      response: ZInvitationAccepted,
      errors: { 403: 'The invitation is for another email', 409: 'The account cannot join' },
    },
    ({ params, auth }) => invitations.accept(params.token, auth),
  );

  // The company ---------------------------------------------------------------------------------
  const company = apiModule(ctx, { tag: 'Partner account', access: 'partner' });

  company.get(
    '/partner/profile',
    {
      summary: "The signed-in person's partner, their role, the application and the onboarding checklist",
      response: ZPartnerProfile,
    },
    async ({ auth }) => {
      const profile = await account(auth).profile(roleOf(auth));
      if (!profile) throw notFound(M.partnerNotFound);
      return profile;
    },
  );

  company.get(
    '/partners/:partnerId',
    {
      summary: 'The partner, as its members see it (no internal vetting notes)',
      params: ZPartnerIdParam,
      response: ZPartner,
      errors: { 404: "Another partner's id" },
    },
    async ({ params, auth }) => {
      const detail = params.partnerId === auth.partnerId ? await account(auth).detail() : null;
      if (!detail) throw notFound(M.partnerNotFound);
      return detail;
    },
  );

  company.put(
    '/partners/:partnerId',
    {
      summary: 'Saves the company profile',
      description:
        "The spec's fields, and the rest of the profile when sent. A changed address (address, city, zip code, country) cancels the address verification and the code in the post; a changed email is confirmed again (at once when it is a member's confirmed address, otherwise by a link to it).",
      params: ZPartnerIdParam,
      body: ZPartnerCompanyUpdateBody,
      response: ZPartner,
      errors: { 404: "Another partner's id" },
    },
    ({ params, body, auth }) => {
      if (params.partnerId !== auth.partnerId) throw notFound(M.partnerNotFound);
      if (body.id !== params.partnerId) throw badRequest(M.idMismatch, { id: M.idMismatch });
      return new PartnerCompany({ db, config, storage, now }, partnerOf(auth)).update(body, auth.personId);
    },
  );

  company.post(
    '/partner/application/resubmit',
    {
      summary: 'Submits a rejected application again',
      description:
        'PENDING again, with a new vetting history entry and an email. 409 unless the application is rejected.',
      response: ZPartnerApplication,
      errors: { 409: M.resubmitNotRejected },
    },
    async ({ auth }) => {
      await vetting.resubmit(db, partnerOf(auth), {
        personId: auth.personId,
        name: `${auth.firstName} ${auth.surname}`,
        email: auth.email,
      });
      return (await account(auth).application())!;
    },
  );

  company.post(
    '/partner/logo',
    {
      summary: "Uploads the company's logo",
      description: `Multipart, field \`${LOGO_UPLOAD_FIELD}\`: a PNG or JPEG (judged by content) of at most 2 MB; 400x400 recommended. Shown in the admin's view and on the partner's events.`,
      bodyKind: 'multipart',
      middleware: [
        singleImageUpload({
          field: LOGO_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.logo.maxBytes,
          tooLargeMessage: M.logoTooLarge,
          noun: 'logo',
        }),
      ],
      response: ZLogoAnswer,
      errors: { 413: M.logoTooLarge, 415: M.logoTypeNotAllowed },
    },
    ({ req, auth }) =>
      new PartnerCompany({ db, config, storage, now }, partnerOf(auth)).setLogo(req.file, auth.personId),
  );

  company.delete('/partner/logo', { summary: "Removes the company's logo", response: ZLogoAnswer }, ({ auth }) =>
    new PartnerCompany({ db, config, storage, now }, partnerOf(auth)).removeLogo(),
  );

  // Address verification ------------------------------------------------------------------------
  const address = apiModule(ctx, { tag: 'Address verification', access: 'partner' });
  const verification = (auth: AuthContext) => new AddressVerification(db, partnerOf(auth), { config, now });

  address.get(
    '/partner/address-verification',
    {
      summary: 'The company address, whether it is verified, and the code in the post',
      response: ZAddressVerificationState,
    },
    ({ auth }) => verification(auth).state(),
  );

  address.post(
    '/partner/address-verification/request',
    {
      summary: 'Sends a new code by post to the company address',
      description:
        'Voids any older code. Once per 24 hours (429 with `nextRequestAt`), unless the address changed since the last code. 409 when the address is verified or incomplete.',
      response: ZAddressVerificationState,
      errors: {
        409: `${M.addressAlreadyVerified}; ${M.addressIncomplete}`,
        429: 'A code was sent in the last 24 hours',
      },
    },
    ({ auth }) => verification(auth).request(auth.personId),
  );

  address.post(
    '/partner/address-verification',
    {
      summary: 'Verifies the company address with the code from the letter',
      description:
        "Only the newest code works, for 30 days; 5 wrong entries void it. A wrong code: 400 with `fields.code` and `attemptsLeft`; an older letter's code, a used-up or cancelled code: 409; an expired one: 410.",
      body: ZVerificationCodeBody,
      response: ZAddressVerified,
      errors: { 400: 'That code is not right', 409: M.noCode, 410: M.codeExpired },
    },
    ({ body, auth }) => verification(auth).verify(body.code),
  );

  // Agreements ----------------------------------------------------------------------------------
  const agreements = apiModule(ctx, { tag: 'Agreements', access: 'partner' });
  const agreementsOf = (auth: AuthContext) => new PartnerAgreements(db, partnerOf(auth), now);

  agreements.get(
    '/partner/agreements',
    {
      summary: 'The partner contract and the customer terms: agreed (with when, by whom, from where) or pending',
      response: ZPartnerAgreements,
    },
    ({ auth }) => agreementsOf(auth).list(),
  );

  agreements.get(
    '/partner/agreements/partner-contract/document',
    {
      summary: 'The partner contract as a PDF, with the company name, the version and the signature',
      description: 'Add `?download=1` to save it as a file.',
      query: z.object({ download: z.enum(['0', '1']).optional() }),
      produces: 'application/pdf',
    },
    async ({ auth, query, res }) => {
      const { pdf, version } = await agreementsOf(auth).contractPdf();
      const filename = `pavilion-partner-agreement-${version}.pdf`;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `${query.download === '1' ? 'attachment' : 'inline'}; filename="${filename}"`,
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(pdf);
      return undefined;
    },
  );

  agreements.post(
    '/partner/agreements/:kind',
    {
      summary: 'Signs the partner contract or accepts the customer terms',
      description:
        'Records the version, the time, the person and the address the request came from (behind a proxy, as TRUST_PROXY allows). One-way; signing the same version again answers the first signature. A version that is not the one in force: 409 with `currentVersion`.',
      params: ZAgreementParams,
      body: ZSignAgreementBody,
      response: ZPartnerAgreement,
      errors: { 409: 'A newer version is in force' },
    },
    ({ params, body, auth, req }) =>
      agreementsOf(auth).sign(params.kind, body.version, { personId: auth.personId, ipAddress: clientIp(req) || null }),
  );

  // Bank accounts -------------------------------------------------------------------------------
  const banking = apiModule(ctx, { tag: 'Bank accounts', access: 'partnerOwner' });
  const accountsOf = (auth: AuthContext) => new PartnerBankAccounts(db, partnerOf(auth), now);

  banking.get(
    '/partner/bank-accounts',
    {
      summary: "The partner's bank accounts, numbers masked but the last 4",
      access: 'partner',
      response: ZBankAccounts,
    },
    ({ auth }) => accountsOf(auth).list(),
  );

  banking.post(
    '/partner/bank-accounts',
    {
      summary: 'Adds a bank account (owner only)',
      description:
        'The IBAN is checked as ISO 13616 defines it (country, length and format, mod-97) and must be from the chosen country. The first account is marked for payouts.',
      body: ZBankAccountForm,
      response: ZBankAccount,
      status: 201,
      errors: { 409: `${M.bankAccountDuplicate}; at most 10 accounts` },
    },
    ({ body, auth }) => accountsOf(auth).add(body),
  );

  banking.post(
    '/partner/bank-accounts/:id/payout',
    { summary: 'Marks the account for payouts (owner only)', params: ZIdParam, response: ZBankAccounts },
    ({ params, auth }) => accountsOf(auth).markForPayouts(params.id),
  );

  banking.delete(
    '/partner/bank-accounts/:id',
    {
      summary: 'Removes a bank account (owner only)',
      description: 'The payout account can be removed only when it is the last one.',
      params: ZIdParam,
      status: 204,
      errors: { 409: M.payoutAccountRemoval },
    },
    async ({ params, auth }) => {
      await accountsOf(auth).remove(params.id);
    },
  );

  // The team ------------------------------------------------------------------------------------
  const team = apiModule(ctx, { tag: 'Partner team', access: 'partnerOwner' });
  const teamOf = (auth: AuthContext) => new PartnerTeam({ db, config, now, sessions }, partnerOf(auth));

  team.get(
    '/partner/members',
    { summary: 'The team members and the open invitations', access: 'partner', response: ZTeam },
    ({ auth }) => teamOf(auth).list(),
  );

  team.post(
    '/partner/members/invitations',
    {
      summary: 'Invites a person by email (owner only)',
      description: 'A link that works once for 7 days; an open invitation to the same address is replaced.',
      body: ZInviteMemberBody,
      response: ZPartnerInvitation,
      status: 201,
      errors: { 409: 'Already a member here or elsewhere, an attendee or an administrator', 429: M.invitationsTooMany },
    },
    ({ body, auth }) => teamOf(auth).invite(body.email, auth),
  );

  team.delete(
    '/partner/members/invitations/:invitationId',
    { summary: 'Withdraws an invitation (owner only)', params: ZInvitationParams, status: 204 },
    async ({ params, auth }) => {
      await teamOf(auth).revokeInvitation(params.invitationId);
    },
  );

  team.delete(
    '/partner/members/:personId',
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

  // Documents -----------------------------------------------------------------------------------
  const documents = apiModule(ctx, { tag: 'Partner documents', access: 'partner' });
  const documentsOf = (auth: AuthContext) => new PartnerDocuments(db, storage, partnerOf(auth), now);

  documents.get('/partner/documents', { summary: "The company's documents", response: ZPartnerDocuments }, ({ auth }) =>
    documentsOf(auth).list(),
  );

  documents.post(
    '/partner/documents',
    {
      summary: 'Uploads a company document',
      description: `Multipart, field \`${DOCUMENT_UPLOAD_FIELD}\` (PDF, DOC or DOCX judged by content, at most 10 MB) and an optional \`name\`.`,
      bodyKind: 'multipart',
      middleware: [
        singleImageUpload({
          field: DOCUMENT_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.document.maxBytes,
          tooLargeMessage: M.documentTooLarge,
          noun: 'document',
        }),
      ],
      response: ZPartnerDocument,
      status: 201,
      errors: { 413: M.documentTooLarge, 415: M.documentTypeNotAllowed },
    },
    ({ req, auth }) => {
      const fields = ZPartnerDocumentFields.parse(req.body ?? {});
      return documentsOf(auth).upload(req.file, fields.name, auth.personId);
    },
  );

  documents.delete(
    '/partner/documents/:documentId',
    { summary: 'Removes a company document', params: ZPartnerDocumentParams, status: 204 },
    async ({ params, auth }) => {
      await documentsOf(auth).remove(params.documentId);
    },
  );

  documents.get(
    '/partner-documents/:documentId',
    {
      summary: 'Opens a company document',
      description: "For the partner's members and administrators; anyone else gets 404.",
      access: 'signedIn',
      params: ZPartnerDocumentParams,
      produces: 'application/pdf',
    },
    async ({ params, auth, res }) => {
      const doc = await openPartnerDocument(db, storage, params.documentId, auth);
      const extension = doc.storageKey.split('.').pop();
      const filename = `${doc.name.replace(/["\r\n\\/]/g, '').replace(/\.(pdf|docx?)$/i, '')}.${extension}`;
      res.setHeader('Content-Type', doc.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader(
        'Content-Disposition',
        `${doc.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
      res.end(doc.bytes);
      return undefined;
    },
  );

  return [signUp, company, address, agreements, banking, team, documents];
}
