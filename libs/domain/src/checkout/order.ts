// Orders: the create body (POST /api/orders/), the attendee's orders and tickets, order detail,
// and the partner and admin order summaries.
import { z } from 'zod';
import '../common/zod-messages';
import { HOLD_MINUTES, ORDER_STATUSES, TICKET_QTY_MAX } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdList, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { whenPresent } from '../common/refine';
import { MESSAGES, QUERY_MESSAGES } from '../messages';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZDamageClaim } from '../damage-claims/damage-claim';
import { ZChangeOffer } from '../refunds/change-offer';
import { ZOrderRefund, ZTicketStatus } from '../refunds/refunds';
import { ZPaymentDetails } from './payment';
import { ZPromoCodeText } from './promo-codes';
import { ZCompanyDetails, ZOrderCompany, type TCompanyDetailsInput } from '../vat/company';
import { ZOrderSource } from '../partner/widget';
import {
  TICKET_HOLDER_FIELDS,
  TICKET_HOLDER_MESSAGES,
  ZTicketHolder,
  type TTicketHolder,
  type TTicketHolderField,
} from './ticket-holders';
import { ZAcceptTerms } from '../legal/documents';
import { LEGAL_MESSAGES } from '../messages/legal';

// Naming tickets later is part of ordering: its schemas are read with the order's.
export * from './ticket-holders';

/** An attendee field as sent: text, checked as the ticket's attendee (ZTicketHolder) unless it is named later. */
const holderText = (message: () => string) => z.string({ error: message }).optional();

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** A ticket of an order named now: its attendee's fields, checked. */
export type TNamedTicketInput = TTicketHolder & { ticketTypeId: number; nameLater: false; subEventIds: number[] };
/** A ticket of an order named later: the buyer gets its assign link once the order is paid. */
export type TUnnamedTicketInput = { ticketTypeId: number; nameLater: true; subEventIds: number[] };

/**
 * One ticket of an order and its attendee: named now (first name, surname, email, company and job
 * title, each required), or named later (`nameLater: true` and none of those fields). Also the schema
 * of each attendee form row: the row's display fields (number, name, price...) are stripped.
 */
export const ZOrderTicketInput = z
  .object({
    ticketTypeId: ZId,
    nameLater: z.boolean({ error: () => TICKET_HOLDER_MESSAGES.nameLaterInvalid }).default(false),
    firstName: holderText(() => MESSAGES.firstNameRequired),
    surname: holderText(() => MESSAGES.surnameRequired),
    email: holderText(() => MESSAGES.emailInvalid),
    company: holderText(() => MESSAGES.companyRequired),
    jobTitle: holderText(() => MESSAGES.jobTitleRequired),
    subEventIds: ZIdList.default([]),
  })
  .superRefine(
    (ticket, ctx) => {
      // Not yet a yes or no: its own message says so, and the attendee fields wait for the answer.
      if (typeof ticket.nameLater !== 'boolean') return;
      if (ticket.nameLater) {
        // Half a ticket is neither: say so rather than drop what was typed.
        if (TICKET_HOLDER_FIELDS.some((field) => !isBlank(ticket[field])))
          ctx.addIssue({ code: 'custom', path: ['nameLater'], message: TICKET_HOLDER_MESSAGES.nameLaterWithDetails });
        return;
      }
      const holder = ZTicketHolder.safeParse(holderFieldsOf(ticket));
      if (!holder.success)
        for (const issue of holder.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    },
    { when: whenPresent() },
  )
  .transform(({ ticketTypeId, nameLater, subEventIds, ...fields }): TNamedTicketInput | TUnnamedTicketInput =>
    nameLater
      ? { ticketTypeId, nameLater: true, subEventIds }
      : { ticketTypeId, nameLater: false, ...ZTicketHolder.parse(holderFieldsOf(fields)), subEventIds },
  );
export type TOrderTicketInput = z.output<typeof ZOrderTicketInput>;
export type TOrderTicketInputInput = z.input<typeof ZOrderTicketInput>;

function holderFieldsOf(fields: Partial<Record<TTicketHolderField, string>>) {
  return Object.fromEntries(TICKET_HOLDER_FIELDS.map((field) => [field, fields[field] ?? ''])) as Record<
    TTicketHolderField,
    string
  >;
}

/** A ticket's attendee as ordered: null for a ticket named later. */
export function holderOfTicketInput(ticket: TOrderTicketInput): TTicketHolder | null {
  if (ticket.nameLater) return null;
  const { firstName, surname, email, company, jobTitle } = ticket;
  return { firstName, surname, email, company, jobTitle };
}

const ticketsField = z
  .array(ZOrderTicketInput)
  .min(1, { error: () => MESSAGES.noTicketsSelected })
  .max(TICKET_QTY_MAX, { error: () => MESSAGES.ticketQuantityRange });

/** The company fields as the buyer types them: checked as ZCompanyDetails only when they buy for a company. */
const ZCompanyFields = z
  .object({
    name: z.string(),
    address: z.string(),
    countryCode: z.string(),
    vatNumber: z.string().nullable(),
    reference: z.string().nullable(),
  })
  .partial() satisfies z.ZodType<Partial<TCompanyDetailsInput>>;

/**
 * The attendee details form: one row per ticket, and the company the buyer buys for when they tick
 * "I am buying for a company" (its fields are checked only then; unticked, the order has none).
 */
export const ZAttendeeDetailsForm = z
  .object({
    tickets: ticketsField,
    forCompany: z.boolean().default(false),
    company: ZCompanyFields.optional(),
    /** The customer terms' box, unticked at first (the order records the version in force as accepted). */
    acceptTerms: ZAcceptTerms,
  })
  .superRefine(
    (value, ctx) => {
      if (value.forCompany !== true) return;
      const parsed = ZCompanyDetails.safeParse(value.company ?? {});
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['company', ...issue.path] });
    },
    { when: whenPresent('forCompany') },
  )
  .transform(({ tickets, forCompany, company, acceptTerms }) => ({
    tickets,
    company: forCompany ? ZCompanyDetails.parse(company) : null,
    acceptTerms,
  }));
export type TAttendeeDetailsForm = z.output<typeof ZAttendeeDetailsForm>;
export type TAttendeeDetailsFormInput = z.input<typeof ZAttendeeDetailsForm>;

export const ZCreateOrderBody = z.object({
  eventId: ZId,
  tickets: ticketsField,
  /** A promo code of the event, checked when the order is placed (any case). */
  promoCode: ZPromoCodeText.optional(),
  /**
   * A waiting-list offer of the buyer (the place's id): its held seats become the order's, so the
   * tickets must all be of the offer's ticket type, at most as many as it holds.
   */
  offerId: ZId.optional(),
  /** The company the buyer buys for, printed on the invoice; null or left out: none. */
  company: ZCompanyDetails.nullable().optional(),
  /**
   * true: the buyer ticked the box accepting the customer terms in force, which the order records. Left
   * out, the order is refused (409 TERMS_NOT_ACCEPTED) while a significant version is not accepted yet.
   */
  acceptTerms: z.boolean({ error: () => LEGAL_MESSAGES.termsAcceptanceRequired }).optional(),
  /** Where the buyer came from: `widget` when the organiser's own website's widget opened the checkout. */
  source: ZOrderSource.optional(),
});
export type TCreateOrderBody = z.output<typeof ZCreateOrderBody>;

/** Orders, tickets and payments have UUID ids (unguessable, since they appear in links). */
export const ZCreateOrderResponse = z.object({ id: ZUuid });
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;
/** What POST /api/orders/ answers: the spec's id, and how long the seats are held and what they cost. */
export const ZCreatedOrder = ZCreateOrderResponse.extend({
  holdExpiresAt: ZIsoDateTime,
  /** Major units of currency: what the buyer pays, after any promo code. */
  total: ZMajorAmount,
  currency: ZCurrencyCode,
  /** The promo code applied and what it took off (major units), or null. */
  promoCode: z.object({ code: z.string(), discount: ZMajorAmount }).nullable(),
});
export type TCreatedOrder = z.infer<typeof ZCreatedOrder>;

export const ZOrderStatus = z.enum(ORDER_STATUSES);

/** POST /api/orders/{orderId}/complete-order: the order is paid. */
export const ZCompletedOrder = z.object({ status: z.literal('paid'), orderId: ZUuid });
export type TCompletedOrder = z.infer<typeof ZCompletedOrder>;

/** {orderId} in /api/orders/{orderId}/ and /api/orders/{orderId}/complete-order. */
export const ZOrderIdParams = z.object({ orderId: ZUuid });
export type TOrderIdParams = z.output<typeof ZOrderIdParams>;

/** When an unpaid order stops holding its tickets. */
export function orderHoldExpiresAt(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + HOLD_MINUTES * 60_000).toISOString();
}

export function isOrderHoldExpired(createdAt: string, now: Date): boolean {
  return now.getTime() >= new Date(orderHoldExpiresAt(createdAt)).getTime();
}

// Reading orders ---------------------------------------------------------------------------------

export const ZOrderTicket = z.object({
  id: ZUuid,
  ticketType: z.object({
    id: ZId,
    name: z.string(),
    eventName: z.string(),
    /** The ticket type's price when ordered, in major units (before any promo code). */
    price: z.object({ amount: ZMajorAmount, currency: z.object({ code: ZCurrencyCode }) }),
  }),
  /** What a promo code took off this ticket's price, major units (0 without one). */
  discount: ZMajorAmount,
  /** Who the ticket is for; null while it is not named yet (bought to be named later). */
  attendee: z
    .object({
      person: z.object({
        firstName: z.string(),
        surname: z.string(),
        email: z.string(),
        companyName: z.string().nullable(),
        jobTitle: z.string().nullable(),
      }),
    })
    .nullable(),
  /**
   * For the buyer only, while the ticket of their paid order is not named and the event is not over:
   * the path of its assign link (`/tickets/assign/<token>`), to send to the colleague who will come.
   * Null otherwise, and always for the organiser and administrators.
   */
  assignPath: z.string().nullable(),
  /** The optional extras chosen for this ticket, at the price paid. */
  subEvents: z.array(z.object({ id: ZId, name: z.string(), price: ZMajorAmount })),
  /** A cancelled ticket is no longer valid: its QR code is refused and its seat is back on sale. */
  status: ZTicketStatus,
  cancelledAt: ZIsoDateTime.nullable(),
});
export type TOrderTicket = z.infer<typeof ZOrderTicket>;

/** A ticket's attendee as one text, in the current language: 'Ada Lovelace', or 'Not named yet'. */
export function orderTicketAttendeeName(ticket: Pick<TOrderTicket, 'attendee'>): string {
  const person = ticket.attendee?.person;
  return person ? [person.firstName, person.surname].filter(Boolean).join(' ') : TICKET_HOLDER_MESSAGES.notNamedYet;
}

/** GET /api/orders/{orderId}/, /api/partner/orders/{id}, /api/admin/orders/{id}. */
export const ZOrder = z.object({
  id: ZUuid,
  createdAt: ZIsoDateTime,
  status: ZOrderStatus,
  firstName: z.string(),
  surname: z.string(),
  purchasingUserEmail: z.string(),
  event: z.object({
    id: ZId,
    name: z.string(),
    imageUrl: z.string().nullable(),
    startDateTime: ZIsoDateTime,
    endDateTime: ZIsoDateTime,
    /** The IANA zone the event is held in: its times are shown there ('09:00 BST'). */
    timeZone: z.string(),
    /** Where it is held: the venue's name and its address on one line (null without a venue, online). */
    venue: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
    /** When its organiser cancelled the event, and the reason they gave its buyers; null otherwise. */
    cancelledAt: ZIsoDateTime.nullable(),
    cancellationReason: z.string().nullable(),
  }),
  eventId: ZId,
  tickets: z.array(ZOrderTicket),
  /** Only for a paid order: the card number masked to its last 4, never a CVV. */
  paymentDetails: ZPaymentDetails.extend({ cardBrand: z.string() }).nullable(),
  /** What the buyer pays: the tickets and extras less any promo code, in major units of the event's currency. */
  total: ZMajorAmount,
  currency: ZCurrencyCode,
  /** The promo code applied and what it took off the whole order (major units), or null. */
  promoCode: z.object({ code: z.string(), discount: ZMajorAmount }).nullable(),
  /** Until when an unpaid order holds its seats. */
  holdExpiresAt: ZIsoDateTime,
  /** The order's refunds, oldest first, each with its state (requested, refunded with the date, failed and retrying). */
  refunds: z.array(ZOrderRefund),
  /**
   * Open while the event changed significantly (Customer terms B2): cancelling refunds in full, whatever
   * the policy, until `expiresAt`; null otherwise.
   */
  changeOffer: ZChangeOffer.nullable(),
  /** The organiser's damage claims against the order, newest first, each with its state and photos. */
  damageClaims: z.array(ZDamageClaim),
  /**
   * When the buyer agreed at checkout to keep the payment method for a possible damage payment (the
   * event has a damage policy); null: no damage payment is ever charged without them paying a link.
   */
  damageConsentAt: ZIsoDateTime.nullable(),
  /** The company the buyer bought for (name, billing address, country, VAT number, reference), or null. */
  company: ZOrderCompany.nullable(),
  /** Until when the buyer (and each ticket's holder) may change a named ticket's attendee: the organiser's cutoff. */
  attendeeChangesUntil: ZIsoDateTime,
});
export type TOrder = z.infer<typeof ZOrder>;

/** GET /api/orders/: the attendee's orders, newest first by default; filter by status. */
export const ZOrdersQuery = zListQuery({
  sorts: ['createdAt', 'total', 'eventStart'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    status: z
      .enum(ORDER_STATUSES, { error: () => QUERY_MESSAGES.statusOneOf({ allowed: ORDER_STATUSES.join(', ') }) })
      .optional(),
  },
});
export type TOrdersQuery = z.output<typeof ZOrdersQuery>;
export type TOrdersQueryInput = z.input<typeof ZOrdersQuery>;
export const ZOrdersPage = zPaged(ZOrder);
export type TOrdersPage = z.output<typeof ZOrdersPage>;

/** A ticket the attendee owns (GET /api/tickets/). */
export const ZOwnedTicket = z.object({
  id: ZUuid,
  orderId: ZUuid,
  eventId: ZId,
  eventName: z.string(),
  eventStartDateTime: ZIsoDateTime,
  /** The IANA zone the event is held in: its times are shown there ('09:00 BST'). */
  eventTimeZone: z.string(),
  ticketTypeName: z.string(),
  /** Major units of ticketCurrency. */
  ticketPrice: ZMajorAmount,
  ticketCurrency: ZCurrencyCode,
  attendeeName: z.string(),
  attendeeFirstName: z.string(),
  attendeeSurname: z.string(),
  attendeeJobTitle: z.string().nullable(),
  attendeeCompany: z.string().nullable(),
  attendeeEmail: z.string(),
  /** API paths ('/api/tickets/<id>/qr.svg', '.../ticket.pdf'), served to the owner only. */
  qrCodeUrl: z.string(),
  pdfUrl: z.string(),
  /**
   * buyer: a ticket of the attendee's own order; holder: a ticket of someone else's order given to them
   * (named for them through its assign link, or made theirs by a change of attendee).
   */
  role: z.enum(['buyer', 'holder']),
  /** Until when its attendee may be changed (by its buyer or its holder): the organiser's cutoff. */
  attendeeChangesUntil: ZIsoDateTime,
});
export type TOwnedTicket = z.infer<typeof ZOwnedTicket>;

/**
 * GET /api/tickets/{id}: one ticket with the signed code its QR encodes: `PVT1.<ticket id>.<signature>`,
 * or `PVT2.<ticket id>.<version>.<signature>` once its attendee was named later or changed (each change
 * gives a new code; the door refuses the ones before).
 */
export const ZOwnedTicketDetail = ZOwnedTicket.extend({ checkInCode: z.string() });
export type TOwnedTicketDetail = z.infer<typeof ZOwnedTicketDetail>;

/**
 * GET /api/tickets/: the named tickets of the attendee's paid orders and the tickets given to them,
 * soonest event first by default.
 */
export const ZTicketsQuery = zListQuery({
  sorts: ['eventStart', 'eventName', 'purchasedAt'],
  defaultSort: 'eventStart',
  defaultDirection: 'asc',
  filters: {
    /** upcoming: events not yet ended; past: ended ones; all by default. */
    when: z.enum(['upcoming', 'past', 'all'], { error: () => QUERY_MESSAGES.orderWhen }).default('all'),
  },
});
export type TTicketsQuery = z.output<typeof ZTicketsQuery>;
export type TTicketsQueryInput = z.input<typeof ZTicketsQuery>;
export const ZTicketsPage = zPaged(ZOwnedTicket);
export type TTicketsPage = z.output<typeof ZTicketsPage>;

// Order summaries --------------------------------------------------------------------------------

/** GET /api/partner/orders/summaries row: a paid order; `datetime` is when it was paid. */
export const ZPartnerOrderSummary = z.object({
  id: ZUuid,
  datetime: ZIsoDateTime,
  eventId: ZId,
  eventName: z.string(),
  buyerName: z.string(),
  purchaserEmail: z.string(),
  numberOfTickets: z.number().int().nonnegative(),
  /** Major units of `currency`. */
  totalPrice: ZMajorAmount,
  currency: ZCurrencyCode,
});
export type TPartnerOrderSummary = z.infer<typeof ZPartnerOrderSummary>;
