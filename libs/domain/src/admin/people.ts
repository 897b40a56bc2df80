// The console's people (GET /api/admin/people/, GET /api/admin/people/{id}) and the sanctions of the
// content guidelines on an attendee account: block new registrations, cancel the upcoming ones, block
// sign-in, and lift each block; each with a reason, the same schema for the console's forms and the server.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZOrderStatus } from '../checkout/order';
import { REVIEW_STATUSES, REVIEWER_STATES, ZStrike } from '../events/reviews';
import { SANCTION_MESSAGES } from '../messages';
import { CONTACT_METHODS, LANGUAGES, SANCTION_KINDS, SANCTION_RULES, SETTINGS_DEFAULTS } from '../constants';

const zSanctionReason = z
  .string({ error: () => SANCTION_MESSAGES.reason })
  .trim()
  .min(SANCTION_RULES.reasonMin, { error: () => SANCTION_MESSAGES.reason })
  .max(SANCTION_RULES.reasonMax, { error: () => SANCTION_MESSAGES.reason });

/** POST /api/admin/people/{id}/sanctions: block registrations or sign-in, with the reason the person is emailed. */
export const ZSanctionBody = z.strictObject({
  kind: z.enum(SANCTION_KINDS, { error: () => SANCTION_MESSAGES.kind }),
  reason: zSanctionReason,
});
export type TSanctionBody = z.output<typeof ZSanctionBody>;

/** POST /api/admin/people/{id}/sanctions/{sanctionId}/lift. */
export const ZSanctionLiftBody = z.strictObject({ reason: zSanctionReason });
export type TSanctionLiftBody = z.output<typeof ZSanctionLiftBody>;

/**
 * GET /api/admin/people/{id}/personal-data and POST .../close: a person's request received by post or
 * otherwise, answered by an administrator; the reason (the request, its date) goes to the audit log.
 */
export const ZPersonalDataRequest = z.strictObject({ reason: zSanctionReason });
export type TPersonalDataRequest = z.output<typeof ZPersonalDataRequest>;

export const REGISTRATION_REFUNDS = ['POLICY', 'FULL'] as const;
export type TRegistrationRefund = (typeof REGISTRATION_REFUNDS)[number];

/** POST /api/admin/people/{id}/cancel-registrations: every upcoming paid registration, refunded by policy or in full. */
export const ZCancelRegistrationsBody = z.strictObject({
  reason: zSanctionReason,
  refund: z.enum(REGISTRATION_REFUNDS, { error: () => SANCTION_MESSAGES.refund }),
});
export type TCancelRegistrationsBody = z.output<typeof ZCancelRegistrationsBody>;

export const ZSanctionParams = z.object({ id: ZIdFromString, sanctionId: ZIdFromString });

export const ZCancelRegistrationsOutcome = z.object({
  ordersCancelled: z.number().int().nonnegative(),
  ticketsCancelled: z.number().int().nonnegative(),
  /** What was refunded, per currency, in major units. */
  refunded: z.array(z.object({ amount: ZMajorAmount, currency: ZCurrencyCode })),
});
export type TCancelRegistrationsOutcome = z.infer<typeof ZCancelRegistrationsOutcome>;

export const ZPersonSanction = z.object({
  id: ZId,
  kind: z.enum(SANCTION_KINDS),
  reason: z.string(),
  at: ZIsoDateTime,
  /** The administrator; null when the rules imposed it (a third review strike) or the account is gone. */
  by: z.string().nullable(),
  /** A temporary block ends by itself then. */
  endsAt: ZIsoDateTime.nullable(),
  active: z.boolean(),
  liftedAt: ZIsoDateTime.nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type TPersonSanction = z.infer<typeof ZPersonSanction>;

export const ADMIN_PEOPLE_SORTS = ['joinedAt', 'name'] as const;

/** Search by name or email (q); newest accounts first. */
export const ZAdminPeopleQuery = zListQuery({
  sorts: ADMIN_PEOPLE_SORTS,
  defaultSort: 'joinedAt',
  defaultDirection: 'desc',
});
export type TAdminPeopleQuery = z.output<typeof ZAdminPeopleQuery>;
export type TAdminPeopleQueryInput = z.input<typeof ZAdminPeopleQuery>;

export const ZAdminPersonCard = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  joinedAt: ZIsoDateTime,
  /** The blocks active now. */
  blocks: z.array(z.enum(SANCTION_KINDS)),
});
export type TAdminPersonCard = z.infer<typeof ZAdminPersonCard>;
export const ZAdminPeoplePage = zPaged(ZAdminPersonCard);
export type TAdminPeoplePage = z.infer<typeof ZAdminPeoplePage>;

/** How a person asked to be contacted (their settings' contact section; the defaults when never saved). */
export const ZContactPreferences = z.object({
  method: z.enum(CONTACT_METHODS),
  /** Free text ("weekdays 9-17"); empty when not given. */
  hours: z.string(),
  language: z.enum(LANGUAGES),
});
export type TContactPreferences = z.infer<typeof ZContactPreferences>;

/** A person's contact settings as stored (null: never saved), or the defaults their settings page shows. */
export function contactPreferences(row: {
  contactMethod: string | null;
  contactHours: string | null;
  contactLanguage: string | null;
}): TContactPreferences {
  const d = SETTINGS_DEFAULTS.contact;
  const method = CONTACT_METHODS.find((m) => m === row.contactMethod);
  const language = LANGUAGES.find((l) => l === row.contactLanguage);
  return {
    method: method ?? d.preferredContactMethod,
    hours: row.contactHours ?? d.contactHours,
    language: language ?? d.language,
  };
}

export const ZAdminPersonDetail = ZAdminPersonCard.extend({
  phoneNumber: z.string().nullable(),
  /** Support contacts the person the way they asked. */
  contact: ZContactPreferences,
  /** The latest orders, newest first (up to 50). */
  orders: z.array(
    z.object({
      id: z.string(),
      eventId: ZId,
      eventName: z.string(),
      eventStartAt: ZIsoDateTime,
      status: ZOrderStatus,
      tickets: z.number().int().nonnegative(),
      total: ZMajorAmount,
      currency: ZCurrencyCode,
      createdAt: ZIsoDateTime,
    }),
  ),
  reviews: z.array(
    z.object({
      id: ZId,
      eventName: z.string(),
      score: z.number().int(),
      status: z.enum(REVIEW_STATUSES),
      submittedAt: ZIsoDateTime,
    }),
  ),
  strikes: z.array(ZStrike),
  reviewing: z.object({ state: z.enum(REVIEWER_STATES), suspendedUntil: ZIsoDateTime.nullable() }),
  /** Every block, active first, then newest first. */
  sanctions: z.array(ZPersonSanction),
});
export type TAdminPersonDetail = z.infer<typeof ZAdminPersonDetail>;
