// Partners (organisers) as read by themselves and by admins, the company update
// (PUT /api/partners/{partnerId}) and the signed-in partner's profile (GET /api/partner/profile).
import { z } from 'zod';
import '../common/zod-messages';
import { COMPANY_SIZES, EVENTS_PER_YEAR_VALUES, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { zEmail } from '../common/email';
import { ZId, ZIdFromString, ZIdList, zOptionalSelectId, zSelectId } from '../common/ids';
import { zOptionalChoice } from '../common/refine';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { ZOptionItem } from '../options/option-items';
import { ZPartnerVettingStatus, ZPartnerVettingStatusUpdate, ZVettingStatusUpdate } from '../admin/vetting';
import { checkVatNumber, zVatNumberText } from '../vat/company';
import { ZBankCurrency, ZMaskedAccountNumber } from './bank-account';
import { ZPartnerOnboarding } from './onboarding';
import { ZPartnerRole } from './team';

export const ZCompanySize = z.enum(COMPANY_SIZES, { error: () => MESSAGES.optionInvalid });
export const ZEventsPerYear = z.enum(EVENTS_PER_YEAR_VALUES, { error: () => MESSAGES.optionInvalid });

/** A team member as the partner and the admin's view list them. */
export const ZPartnerPerson = z.object({
  id: ZId,
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  role: ZPartnerRole,
});
export type TPartnerPerson = z.infer<typeof ZPartnerPerson>;

/** A bank account in the partner's record: the bank's name and the number masked but its last 4. */
export const ZPartnerBankAccountSummary = z.object({
  id: ZId,
  bankName: z.string(),
  accountNumber: ZMaskedAccountNumber,
  currency: ZBankCurrency,
  payout: z.boolean(),
});

/** A company document; `url` opens it for the partner's members and for admins only. */
export const ZPartnerDocumentSummary = z.object({ id: ZId, name: z.string(), url: z.string() });

const partnerFields = {
  id: ZId,
  name: z.string(),
  registeredCompanyName: z.string().nullable(),
  organizationType: ZOptionItem.nullable(),
  registrationNumber: z.string().nullable(),
  /** Printed on its invoices as seller: compacted, with its country's prefix ('DE129273398'). */
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: ZOptionItem.nullable(),
  addressVerified: z.boolean(),
  addressVerifiedAt: ZIsoDateTime.nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companySize: ZCompanySize.nullable(),
  eventsPerYear: ZEventsPerYear.nullable(),
  sectors: z.array(ZOptionItem),
  /** The uploaded logo (PNG or JPEG), or null. */
  logoUrl: z.string().nullable(),
  persons: z.array(ZPartnerPerson),
  bankAccounts: z.array(ZPartnerBankAccountSummary),
  documents: z.array(ZPartnerDocumentSummary),
  currentVettingStatus: ZPartnerVettingStatus,
  createdAt: ZIsoDateTime,
};

/** GET /api/partners/{partnerId}: the partner's own view (no internal vetting notes). */
export const ZPartner = z.object({ ...partnerFields, vettingStatusUpdates: z.array(ZPartnerVettingStatusUpdate) });
export type TPartner = z.infer<typeof ZPartner>;

/** GET /api/admin/partners/{id}: the same record with the vetting history's internal notes. */
export const ZAdminPartner = z.object({ ...partnerFields, vettingStatusUpdates: z.array(ZVettingStatusUpdate) });
export type TAdminPartner = z.infer<typeof ZAdminPartner>;

/** A card of GET /api/admin/partners/. */
export const ZPartnerSummary = z.object({
  id: ZId,
  name: z.string(),
  organizationType: ZOptionItem.nullable(),
  currentVettingStatus: ZPartnerVettingStatus,
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: ZOptionItem.nullable(),
  email: z.string(),
  companySize: ZCompanySize.nullable(),
  sectors: z.array(ZOptionItem),
});
export type TPartnerSummary = z.infer<typeof ZPartnerSummary>;

/** The company object the settings screen edits. */
export const ZPartnerCompany = z.object({
  id: ZId,
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: ZOptionItem.nullable(),
  organizationType: ZOptionItem.nullable(),
  email: z.string(),
  sectors: z.array(ZOptionItem),
  companySize: ZCompanySize.nullable(),
  eventsPerYear: ZEventsPerYear.nullable(),
  addressVerified: z.boolean(),
});
export type TPartnerCompany = z.infer<typeof ZPartnerCompany>;

/** The {partnerId} of /api/partners/{partnerId}. */
export const ZPartnerIdParam = z.object({ partnerId: ZIdFromString });

/**
 * PUT /api/partners/{partnerId}: the spec's fields (id, name, address, city, zipCode, country,
 * organizationType, email, sectors) and, when sent, the rest of the company profile (left out: kept
 * as they are). The body's id must equal the route's. A changed address (address, city, zip code or
 * country) cancels the address verification; a changed email must be confirmed again.
 */
export const ZPartnerCompanyUpdateBody = z.object({
  id: ZId,
  name: zRequiredText(() => MESSAGES.companyNameRequired, { max: TEXT_LIMITS.companyName }),
  address: zOptionalText(TEXT_LIMITS.address),
  city: zOptionalText(TEXT_LIMITS.city),
  zipCode: zOptionalText(TEXT_LIMITS.zipCode),
  country: zOptionalSelectId(),
  organizationType: zSelectId(),
  email: zEmail(),
  sectors: ZIdList.default([]),
  registeredCompanyName: zOptionalText(TEXT_LIMITS.companyName).optional(),
  registrationNumber: zOptionalText(TEXT_LIMITS.registrationNumber).optional(),
  /** Blank for none; checked against the country's rules by `partnerCompanyUpdateFor`. */
  vatNumber: zVatNumberText().optional(),
  phoneNumber: zOptionalText(TEXT_LIMITS.phoneNumber).optional(),
  companyWebsite: zOptionalText(TEXT_LIMITS.website).optional(),
  companySize: zOptionalChoice(COMPANY_SIZES, () => MESSAGES.optionInvalid).optional(),
  eventsPerYear: zOptionalChoice(EVENTS_PER_YEAR_VALUES, () => MESSAGES.optionInvalid).optional(),
});
export type TPartnerCompanyUpdateBody = z.output<typeof ZPartnerCompanyUpdateBody>;
export type TPartnerCompanyUpdateBodyInput = z.input<typeof ZPartnerCompanyUpdateBody>;

/**
 * The partner's VAT number against its country (by the country's id in the body; null for none): the
 * rules of buyers' numbers (`checkVatNumber`), the number kept compacted with its prefix. Sent blank, it
 * is removed; left out, it is kept.
 */
export function checkPartnerVatNumber(
  body: Pick<TPartnerCompanyUpdateBody, 'vatNumber'>,
  countryCode: string | null,
): { vatNumber: string | null | undefined; message?: undefined } | { vatNumber?: undefined; message: string } {
  if (body.vatNumber === undefined || body.vatNumber === null) return { vatNumber: body.vatNumber };
  return checkVatNumber(countryCode, body.vatNumber);
}

/**
 * The company update as its country reads it: ZPartnerCompanyUpdateBody with the VAT number checked by
 * `checkPartnerVatNumber`. `countryCode` names a country by its id: the form's country list, the
 * server's countries table.
 */
export function partnerCompanyUpdateFor(countryCode: (countryId: number) => string | null) {
  return ZPartnerCompanyUpdateBody.transform((body, ctx) => {
    const checked = checkPartnerVatNumber(body, body.country === null ? null : countryCode(body.country));
    if (checked.message !== undefined) {
      ctx.issues.push({ code: 'custom', message: checked.message, path: ['vatNumber'], input: body.vatNumber });
      return z.NEVER;
    }
    return { ...body, vatNumber: checked.vatNumber };
  });
}

/** Where the application stands, as the partner's dashboard shows it. */
export const ZPartnerApplication = z.object({
  status: ZPartnerVettingStatus,
  /** When the application was first submitted. */
  submittedAt: ZIsoDateTime,
  /** The newest entry of the vetting history: its comment is what the admin told the partner. */
  latestUpdate: ZPartnerVettingStatusUpdate.nullable(),
  /** A rejected application may be corrected and submitted again. */
  canResubmit: z.boolean(),
});
export type TPartnerApplication = z.infer<typeof ZPartnerApplication>;

/** GET /api/partner/profile: the signed-in person's partner, their role in it, and the onboarding. */
export const ZPartnerProfile = ZPartner.extend({
  role: ZPartnerRole,
  application: ZPartnerApplication,
  onboarding: ZPartnerOnboarding,
});
export type TPartnerProfile = z.infer<typeof ZPartnerProfile>;

/** Multipart field of POST /api/partner/logo. */
export const LOGO_UPLOAD_FIELD = 'logo';
export const ZLogoAnswer = z.object({ logoUrl: z.string().nullable() });
export type TLogoAnswer = z.infer<typeof ZLogoAnswer>;

/** The signed partner agreement (the checkbox is one-way: once signed it stays signed). */
export const ZContractSignature = z.object({ signedAt: ZIsoDateTime, ipAddress: z.string() });
export type TContractSignature = z.infer<typeof ZContractSignature>;
