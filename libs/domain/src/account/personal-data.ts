// A person's own data: the copy they download from Settings (GET /api/settings/personal-data and its
// CSVs), and the closing of their account (POST /api/settings/close-account). See docs/api/areas.md,
// "Personal data".
import { z } from 'zod';
import '../common/zod-messages';
import { PERSONAL_DATA_MESSAGES } from '../messages';

/** The CSV files of the copy: one row per order, one per ticket. */
export const PERSONAL_DATA_CSV_KINDS = ['orders', 'tickets'] as const;
export type TPersonalDataCsvKind = (typeof PERSONAL_DATA_CSV_KINDS)[number];
export const ZPersonalDataCsvParams = z.object({
  kind: z.enum(PERSONAL_DATA_CSV_KINDS, { error: () => PERSONAL_DATA_MESSAGES.kindInvalid }),
});

/** The label that takes the place of a closed account's name, and the domain of its stand-in address. */
export const CLOSED_ACCOUNT_NAME = { firstName: 'Closed', surname: 'account' } as const;
export const CLOSED_ACCOUNT_EMAIL_DOMAIN = 'closed.pavilion.invalid';
export const closedAccountEmail = (personId: number) => `closed-${personId}@${CLOSED_ACCOUNT_EMAIL_DOMAIN}`;
export const isClosedAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${CLOSED_ACCOUNT_EMAIL_DOMAIN}`);

export const ZCloseAccountBody = z.object({
  password: z.string({ error: () => PERSONAL_DATA_MESSAGES.passwordRequired }).min(1, {
    error: () => PERSONAL_DATA_MESSAGES.passwordRequired,
  }),
});
export type TCloseAccountBody = z.infer<typeof ZCloseAccountBody>;

export const ZAccountClosed = z.object({
  status: z.literal('Closed'),
  /** The ids of the orders whose invoices and ledger entries are kept, as the law asks. */
  ordersKept: z.number().int().min(0),
});
export type TAccountClosed = z.infer<typeof ZAccountClosed>;

const Row = z.record(z.string(), z.unknown());

/** Everything Pavilion holds about one person, as the JSON file of the copy. */
export const ZPersonalDataCopy = z.object({
  producedAt: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    surname: z.string(),
    phoneNumber: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    companyName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    jobTitles: z.array(z.string()),
    sectors: z.array(z.string()),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    hasProfileImage: z.boolean(),
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** The settings as saved (the defaults until then), the marketing consent among them. */
  settings: Row.nullable(),
  consents: z.object({
    marketingEmails: z.boolean(),
    /** The footer's subscription: when asked for, when its owner confirmed it (null: never), when it ended. */
    newsletter: z
      .object({ subscribedAt: z.string(), confirmedAt: z.string().nullable(), unsubscribedAt: z.string().nullable() })
      .nullable(),
    /** Each version of a legal document the person accepted: document, version, acceptedAt, place. */
    legalAcceptances: z.array(Row),
  }),
  partnerMembership: z.object({ partner: z.string(), role: z.string(), since: z.string() }).nullable(),
  orders: z.array(Row),
  /** Tickets of the person's orders (held by them or passed on) and tickets others passed to them. */
  tickets: z.array(Row),
  invoices: z.array(Row),
  reviews: z.array(Row),
  reviewReplies: z.array(Row),
  favourites: z.array(Row),
  waitingListPlaces: z.array(Row),
  notifications: z.array(Row),
  emails: z.array(Row),
  signInActivity: z.array(Row),
  sanctions: z.array(Row),
});
export type TPersonalDataCopy = z.infer<typeof ZPersonalDataCopy>;
