// What a partner signs: the partner contract and the customer terms. Each signature records the
// version signed, when, by whom and from which address; a newer version is pending until signed.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { MESSAGES } from '../messages';
import { formatIsoDay } from '../i18n/formats';

export const AGREEMENT_KINDS = ['partner-contract', 'customer-terms'] as const;
export type TAgreementKind = (typeof AGREEMENT_KINDS)[number];
export const ZAgreementKind = z.enum(AGREEMENT_KINDS, { error: () => MESSAGES.agreementKindInvalid });
export const ZAgreementParams = z.object({ kind: ZAgreementKind });

/**
 * The version of the customer terms in force, as signatures and acceptances record it (the marketplace's
 * acceptance and the partner's signature both name it). It was first written as the day in English and
 * stays so: a new identifier would make every signature of these same terms look out of date.
 */
export const CUSTOMER_TERMS_VERSION = '27 November 2026';
/** The day the customer terms in force were last updated, which pages show in the reader's language. */
export const CUSTOMER_TERMS_DAY = '2026-11-27';

/** An agreement's version as a person reads it: the customer terms' is the day they were updated. */
export function agreementVersionText(kind: TAgreementKind, version: string): string {
  return kind === 'customer-terms' && version === CUSTOMER_TERMS_VERSION ? formatIsoDay(CUSTOMER_TERMS_DAY) : version;
}

export const AGREEMENT_VERSION_MAX = 40;

/** POST /api/partner/agreements/{kind}: the version the person read and agrees to. */
export const ZSignAgreementBody = z.object({
  version: z
    .string({ error: () => MESSAGES.agreementVersionRequired })
    .trim()
    .min(1, { error: () => MESSAGES.agreementVersionRequired })
    .max(AGREEMENT_VERSION_MAX, { error: () => MESSAGES.agreementVersionRequired }),
});
export type TSignAgreementBody = z.output<typeof ZSignAgreementBody>;

export const ZAgreementSignature = z.object({
  version: z.string(),
  signedAt: ZIsoDateTime,
  /** The address the signature came from (the client's, as the server saw it). */
  ipAddress: z.string().nullable(),
  signedBy: z.object({ id: ZId, firstName: z.string(), surname: z.string() }),
});
export type TAgreementSignature = z.infer<typeof ZAgreementSignature>;

export const ZPartnerAgreement = z.object({
  kind: ZAgreementKind,
  title: z.string(),
  currentVersion: z.string(),
  /** agreed: the current version is signed; pending: it is not (never signed, or an older version). */
  status: z.enum(['agreed', 'pending']),
  /** The newest signature, of whatever version. */
  signature: ZAgreementSignature.nullable(),
  /** Where to read the document (the contract as a PDF, the terms as a page). */
  documentUrl: z.string(),
});
export type TPartnerAgreement = z.infer<typeof ZPartnerAgreement>;

/** GET /api/partner/agreements */
export const ZPartnerAgreements = z.array(ZPartnerAgreement);
export type TPartnerAgreements = z.infer<typeof ZPartnerAgreements>;
