// Partners (organisers) as read by themselves and by admins, and the company update
// (PUT /api/partners/{partnerId}).
import { z } from 'zod';
import { COMPANY_SIZES, EVENTS_PER_YEAR_VALUES, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZEmail } from '../common/email';
import { ZId, ZIdList, zOptionalSelectId, zSelectId } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { ZOptionItem } from '../options/option-items';
import { ZPartnerVettingStatus, ZPartnerVettingStatusUpdate, ZVettingStatusUpdate } from '../admin/vetting';

export const ZCompanySize = z.enum(COMPANY_SIZES, { error: MESSAGES.optionInvalid });
export const ZEventsPerYear = z.enum(EVENTS_PER_YEAR_VALUES, { error: MESSAGES.optionInvalid });

const partnerFields = {
  id: ZId,
  name: z.string(),
  organizationType: ZOptionItem.nullable(),
  registrationNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: ZOptionItem.nullable(),
  addressVerified: z.boolean(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companySize: ZCompanySize.nullable(),
  eventsPerYear: ZEventsPerYear.nullable(),
  sectors: z.array(ZOptionItem),
  persons: z.array(z.object({ id: ZId, firstName: z.string(), surname: z.string(), email: z.string() })),
  bankAccounts: z.array(z.object({ id: ZId, bankName: z.string(), accountNumber: z.string() })),
  documents: z.array(z.object({ id: ZId, name: z.string(), url: z.string() })),
  currentVettingStatus: ZPartnerVettingStatus,
};

/** GET /api/partners/{partnerId}: the partner's own view (no internal vetting notes). */
export const ZPartner = z.object({ ...partnerFields, vettingStatusUpdates: z.array(ZPartnerVettingStatusUpdate) });
export type TPartner = z.infer<typeof ZPartner>;

/** GET /api/admin/partners/{id}. */
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

/** PUT /api/partners/{partnerId}; the body's id must equal the route's (the server checks). */
export const ZPartnerCompanyUpdateBody = z.object({
  id: ZId,
  name: zRequiredText(MESSAGES.companyNameRequired, { max: TEXT_LIMITS.companyName }),
  address: zOptionalText(TEXT_LIMITS.address),
  city: zOptionalText(TEXT_LIMITS.city),
  zipCode: zOptionalText(TEXT_LIMITS.zipCode),
  country: zOptionalSelectId(),
  organizationType: zSelectId(),
  email: ZEmail,
  sectors: ZIdList.default([]),
});
export type TPartnerCompanyUpdateBody = z.output<typeof ZPartnerCompanyUpdateBody>;
export type TPartnerCompanyUpdateBodyInput = z.input<typeof ZPartnerCompanyUpdateBody>;

/** The signed partner agreement (the checkbox is one-way: once signed it stays signed). */
export const ZContractSignature = z.object({ signedAt: ZIsoDateTime, ipAddress: z.string() });
export type TContractSignature = z.infer<typeof ZContractSignature>;
