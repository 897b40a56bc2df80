// The company: the profile with the onboarding checklist, the company details, a rejected application
// sent again, and the logo.
import {
  LOGO_UPLOAD_FIELD,
  UPLOAD_LIMITS,
  ZLogoAnswer,
  ZPartner,
  ZPartnerApplication,
  ZPartnerCompanyUpdateBody,
  ZPartnerIdParam,
  ZPartnerProfile,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { singleImageUpload } from '../../platform/image-upload';
import { apiModule, type ApiModule } from '../../platform/route';
import { PartnerCompany } from './company.service';
import { PartnerAccount } from './read-model';
import { partnerOf, roleOf } from './session-partner';
import { PartnerVetting } from './vetting';

export function partnerCompanyModule(ctx: ModuleContext): ApiModule {
  const { db, config, now, storage } = ctx;
  const vetting = new PartnerVetting({ config, now });
  const account = (auth: AuthContext) => new PartnerAccount(db, partnerOf(auth));

  const company = apiModule(ctx, { tag: 'Partner account', access: 'partner' });

  company.get(
    API_PATHS.partnerProfile,
    {
      summary: "The signed-in person's partner, their role, the application and the onboarding checklist",
      response: ZPartnerProfile,
    },
    async ({ auth }) => {
      const profile = await account(auth).profile(roleOf(auth));
      if (!profile) throw notFound(NOT_FOUND.partner);
      return profile;
    },
  );

  company.get(
    API_PATHS.partner,
    {
      summary: 'The partner, as its members see it (no internal vetting notes)',
      params: ZPartnerIdParam,
      response: ZPartner,
      errors: { 404: NOT_FOUND.partner },
    },
    async ({ params, auth }) => {
      const detail = params.partnerId === auth.partnerId ? await account(auth).detail() : null;
      if (!detail) throw notFound(NOT_FOUND.partner);
      return detail;
    },
  );

  company.put(
    API_PATHS.partner,
    {
      summary: 'Saves the company profile',
      description:
        "The spec's fields, and the rest of the profile when sent. A changed address (address, city, zip code, country) cancels the address verification and the code in the post; a changed email is confirmed again (at once when it is a member's confirmed address, otherwise by a link to it). The VAT number, printed on the partner's invoices as seller, is checked as buyers' numbers are: the country's format and check digits in the EU and the UK, letters and digits elsewhere; it is kept without spaces and with its country's prefix (blank removes it).",
      params: ZPartnerIdParam,
      body: ZPartnerCompanyUpdateBody,
      response: ZPartner,
      errors: { 404: NOT_FOUND.partner },
    },
    ({ params, body, auth }) => {
      if (params.partnerId !== auth.partnerId) throw notFound(NOT_FOUND.partner);
      if (body.id !== params.partnerId) throw badRequest(M.idMismatch, { id: M.idMismatch });
      return new PartnerCompany({ db, config, storage, now }, partnerOf(auth)).update(body, auth.personId);
    },
  );

  company.post(
    API_PATHS.partnerApplicationResubmit,
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
    API_PATHS.partnerLogo,
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

  company.delete(API_PATHS.partnerLogo, { summary: "Removes the company's logo", response: ZLogoAnswer }, ({ auth }) =>
    new PartnerCompany({ db, config, storage, now }, partnerOf(auth)).removeLogo(),
  );

  return company;
}
