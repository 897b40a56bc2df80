// The marketplace's offer: the home banner's headline and percentage, set by an administrator. It is
// a promise backed by the partners' promo codes, not a discount of its own (docs/decisions/0235-the-homes-offer-is-a-headline-backed-by-the.md).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime, zOptionalIsoDateTime } from '../common/dates';
import { zRequiredText } from '../common/text';
import { OFFER_MESSAGES } from '../messages';
import { OFFER_HEADLINE_MAX } from '../constants';
import { localizedName, type TTranslatedLocale } from '../options/reference-names';

/** The headline in one of the other languages: required, at most OFFER_HEADLINE_MAX characters. */
const zHeadlineIn = (language: TTranslatedLocale) =>
  zRequiredText(() => OFFER_MESSAGES.headlineInRequired({ language }), {
    max: OFFER_HEADLINE_MAX,
    maxMessage: () => OFFER_MESSAGES.headlineInRequired({ language }),
  });

/** The headline's Spanish, French and German, each required when they are given. */
const ZHeadlineTranslations = z.object({ es: zHeadlineIn('es'), fr: zHeadlineIn('fr'), de: zHeadlineIn('de') });
export type THeadlineTranslations = z.output<typeof ZHeadlineTranslations>;

const offerShape = {
  /** The saving the headline promises, in percent. */
  percentage: z
    .number({ error: () => OFFER_MESSAGES.percentageRange })
    .int({ error: () => OFFER_MESSAGES.percentageRange })
    .min(1, { error: () => OFFER_MESSAGES.percentageRange })
    .max(90, { error: () => OFFER_MESSAGES.percentageRange }),
  /** What the home banner says, in English ('Save 10% on tickets with organisers' early-bird codes'). */
  headline: zRequiredText(() => OFFER_MESSAGES.headlineRequired, { max: OFFER_HEADLINE_MAX }),
  /**
   * The headline in Spanish, French and German; left out, the banner reads in English in every
   * language until they are given.
   */
  headlineTranslations: ZHeadlineTranslations.optional(),
  /** The offer ends then (null: until switched off). */
  validUntil: zOptionalIsoDateTime(),
  active: z.boolean({ error: () => OFFER_MESSAGES.activeInvalid }),
};

/** PUT /api/admin/offer. */
export const ZOfferBody = z.object(offerShape);
export type TOfferBody = z.output<typeof ZOfferBody>;
export type TOfferBodyInput = z.input<typeof ZOfferBody>;

/** The offer as stored (the admin's GET and PUT). */
export const ZOffer = z.object({
  percentage: z.number().int(),
  headline: z.string(),
  /** The translations stored ({} when none was given). */
  headlineTranslations: z.object({ es: z.string().optional(), fr: z.string().optional(), de: z.string().optional() }),
  validUntil: ZIsoDateTime.nullable(),
  active: z.boolean(),
  updatedAt: ZIsoDateTime,
});
export type TOffer = z.infer<typeof ZOffer>;

/** GET /api/admin/offer: the stored offer, or none yet. */
export const ZAdminOffer = z.object({ offer: ZOffer.nullable() });
export type TAdminOffer = z.infer<typeof ZAdminOffer>;

/** GET /api/offer: the offer in force now (active and not past its end), its headline in the reader's language, or null. */
export const ZActiveOffer = z.object({
  offer: z
    .object({ percentage: z.number().int(), headline: z.string(), validUntil: ZIsoDateTime.nullable() })
    .nullable(),
});
export type TActiveOffer = z.infer<typeof ZActiveOffer>;

/** The headline a reader of the current language sees: its translation, else the English. */
export function offerHeadline(offer: {
  headline: string;
  headlineTranslations?: Partial<Record<TTranslatedLocale, string>> | null;
}): string {
  return localizedName(offer.headline, offer.headlineTranslations);
}

/** Whether a stored offer is in force at `now`. */
export function offerInForce(offer: { active: boolean; validUntil: string | Date | null }, now: Date): boolean {
  return offer.active && (offer.validUntil === null || new Date(offer.validUntil).getTime() > now.getTime());
}

/** The admin form: the same fields, the headline in all four languages, the end as `datetime-local` (UTC). */
export const ZOfferForm = z.object({
  ...offerShape,
  headlineTranslations: ZHeadlineTranslations,
  percentage: z.union([z.number(), z.string()]).transform(Number).pipe(offerShape.percentage),
  validUntil: z.string().optional(),
});
export type TOfferFormInput = z.input<typeof ZOfferForm>;
export type TOfferForm = z.output<typeof ZOfferForm>;
