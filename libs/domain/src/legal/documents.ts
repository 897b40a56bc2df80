// The legal documents Pavilion publishes, each with the version and day of its text as this code holds
// it, and a SHA-256 hash of that text (English, the binding language: docs/decisions/0258-the-legal-pages-keep-their-english-text-which-is.md). A test beside
// each text (the marketplace's legal pages, the API's partner contract) fails when the text's hash is no
// longer the one recorded here, so a change of the text cannot ship without a new version and day.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { LEGAL_MESSAGES } from '../messages/legal';
import { CUSTOMER_TERMS_DAY, CUSTOMER_TERMS_VERSION } from '../partner/agreements';

export const LEGAL_DOCUMENT_IDS = [
  'customer-terms',
  'privacy-notice',
  'content-guidelines',
  'partner-contract',
] as const;
export type TLegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];
export const ZLegalDocumentId = z.enum(LEGAL_DOCUMENT_IDS, { error: () => LEGAL_MESSAGES.documentInvalid });

export interface LegalDocumentText {
  /** The identifier acceptances and signatures record. */
  version: string;
  /** The day the text was last changed, which pages show. */
  day: string;
  /** SHA-256 (hex) of the text in each language it is written in; the legal texts are English only. */
  sha256: { en: string };
}

/** The text of each document as this code holds it. A new version of a text changes its entry here. */
export const LEGAL_DOCUMENTS: Record<TLegalDocumentId, LegalDocumentText> = {
  'customer-terms': {
    version: CUSTOMER_TERMS_VERSION,
    day: CUSTOMER_TERMS_DAY,
    sha256: { en: '1c130a4b51d5f7b654c830b460e793ae14b3a37d3f70cc16f9efdfffac92893d' },
  },
  'privacy-notice': {
    version: '2026-11-27',
    day: '2026-11-27',
    sha256: { en: '37a6ffb674e741165255612e03e9eba32200be992c4b2c7eb132934cf24c182f' },
  },
  'content-guidelines': {
    version: '2026-11-27',
    day: '2026-11-27',
    sha256: { en: '15d9c229638cf41afdc4b5cf13d54eea9623aacb49e442c96a96f5707a651beb' },
  },
  'partner-contract': {
    version: '2025.1',
    day: '2025-01-28',
    sha256: { en: 'eba7aa2e1d31baabb22e273706cd32c355599a6275193f74a45609269785b408' },
  },
};

/** Who accepts a document: every account holder, or a partner's owner for the partner. */
export const LEGAL_DOCUMENT_AUDIENCE: Record<TLegalDocumentId, 'accounts' | 'partners'> = {
  'customer-terms': 'accounts',
  'privacy-notice': 'accounts',
  'content-guidelines': 'accounts',
  'partner-contract': 'partners',
};

/** Where an acceptance was given. */
export const ACCEPTANCE_PLACES = ['sign-up', 'checkout', 'sign-in', 'partner-portal'] as const;
export type TAcceptancePlace = (typeof ACCEPTANCE_PLACES)[number];

/** A box, unticked at first, that must be ticked: a boolean, so forms can start it as false. */
function zTicked(message: () => string) {
  return z.boolean({ error: message }).refine((ticked) => ticked, { error: message });
}
/** The customer terms' box on the sign-up forms and at checkout. */
export const ZAcceptTerms = zTicked(() => LEGAL_MESSAGES.termsAcceptanceRequired);
/** The concise sign-up's confirmation of age (it asks no date of birth). */
export const ZConfirmAdult = zTicked(() => LEGAL_MESSAGES.adultConfirmationRequired);

export const LEGAL_VERSION_MAX = 40;

/**
 * The least notice of a significant change, in days: every account holder is emailed before it applies;
 * the partner contract promises partners 30 days' notice of a change of its fees.
 */
export const LEGAL_NOTICE_DAYS: Record<'accounts' | 'partners', number> = { accounts: 14, partners: 30 };

/** One version of a document as published: in force from `appliesFrom`, announced when significant. */
export const ZLegalDocumentVersion = z.object({
  document: ZLegalDocumentId,
  version: z.string(),
  day: ZIsoDate,
  significant: z.boolean(),
  appliesFrom: ZIsoDateTime,
  publishedAt: ZIsoDateTime,
});
export type TLegalDocumentVersion = z.infer<typeof ZLegalDocumentVersion>;

/** GET /api/legal/documents: each document's version in force and the next one published, if any. */
export const ZLegalDocumentStatus = z.object({
  document: ZLegalDocumentId,
  current: ZLegalDocumentVersion,
  upcoming: ZLegalDocumentVersion.nullable(),
});
export const ZLegalDocuments = z.array(ZLegalDocumentStatus);
export type TLegalDocuments = z.infer<typeof ZLegalDocuments>;

/** POST /api/legal/acceptances: the version read and agreed to (the version in force). */
export const ZLegalAcceptanceBody = z.object({
  document: ZLegalDocumentId,
  version: z
    .string({ error: () => LEGAL_MESSAGES.versionOutdated })
    .trim()
    .min(1, { error: () => LEGAL_MESSAGES.versionOutdated })
    .max(LEGAL_VERSION_MAX, { error: () => LEGAL_MESSAGES.versionOutdated }),
  accept: z.literal(true, { error: () => LEGAL_MESSAGES.acceptanceRequired }),
});
export type TLegalAcceptanceBody = z.output<typeof ZLegalAcceptanceBody>;

export const ZLegalAcceptance = z.object({
  document: ZLegalDocumentId,
  version: z.string(),
  acceptedAt: ZIsoDateTime,
  place: z.enum(ACCEPTANCE_PLACES),
});
export type TLegalAcceptance = z.infer<typeof ZLegalAcceptance>;

/** GET /api/legal/acceptances: what the signed-in person has accepted, and what they still must. */
export const ZLegalAcceptances = z.object({
  accepted: z.array(ZLegalAcceptance),
  /** Versions in force after a significant change that the person has not accepted yet. */
  pending: z.array(ZLegalDocumentVersion),
});
export type TLegalAcceptances = z.infer<typeof ZLegalAcceptances>;

/**
 * POST /api/admin/legal-versions: publishes the version of a document that this code holds (its text
 * and version are in LEGAL_DOCUMENTS), in force from `appliesFrom`.
 */
export const ZPublishLegalVersionBody = z.object({
  document: ZLegalDocumentId,
  significant: z.boolean({ error: () => LEGAL_MESSAGES.significantInvalid }).default(false),
  appliesFrom: z.iso.datetime({ offset: true, error: () => LEGAL_MESSAGES.appliesFromRequired }),
});
export type TPublishLegalVersionBody = z.output<typeof ZPublishLegalVersionBody>;

/**
 * The console's publishing form: the moment it applies from as a `datetime-local` field reads it
 * ('2026-12-01T09:00'), in UTC; sent as ZPublishLegalVersionBody, which the server checks again.
 */
export const ZPublishLegalVersionForm = ZPublishLegalVersionBody.extend({
  appliesFrom: z
    .string({ error: () => LEGAL_MESSAGES.appliesFromRequired })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: () => LEGAL_MESSAGES.appliesFromRequired })
    .transform((local) => `${local}:00.000Z`)
    .pipe(ZPublishLegalVersionBody.shape.appliesFrom),
});
export type TPublishLegalVersionForm = z.input<typeof ZPublishLegalVersionForm>;

/** GET /api/admin/legal-versions: every published version, newest first, and the code's version of each. */
export const ZAdminLegalVersions = z.object({
  versions: z.array(ZLegalDocumentVersion),
  inCode: z.array(z.object({ document: ZLegalDocumentId, version: z.string(), day: ZIsoDate, published: z.boolean() })),
});
export type TAdminLegalVersions = z.infer<typeof ZAdminLegalVersions>;

/** A document's id as a message's select key ('customerTerms'): ICU keys have no hyphens. */
export const legalDocumentKey = (document: TLegalDocumentId): string =>
  document.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
