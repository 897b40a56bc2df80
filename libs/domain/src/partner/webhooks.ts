// A partner's webhooks (Settings > Developers in the portal, or an API key with webhooks:manage): the
// event types Pavilion sends, the endpoints that receive them, each message's payload as documented in
// the OpenAPI document's `webhooks` section, and the delivery log.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { WEBHOOK_MESSAGES as M } from '../messages/webhooks';

/** Every event type an endpoint may subscribe to, in the order the docs list them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.refunded',
  'invoice.issued',
  'credit-note.issued',
  'ticket.checked-in',
  'ticket.named',
  'waiting-list.offer-taken',
  'event.approved',
  'event.changed',
  'event.cancelled',
  'review.published',
  'damage-claim.answered',
  'payout.paid',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The type of the message "Send a test event" sends: never subscribed to, always delivered. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: () => M.eventTypeInvalid({ allowed: WEBHOOK_EVENT_TYPES.join(', ') }),
});

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_ENDPOINTS_PER_PARTNER_MAX = 20;
/** Secrets start with this, as the Standard Webhooks specification names them. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How long the previous secret still signs after a rotation. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;
/**
 * The wait before each retry after a failed attempt (the first attempt is at once): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, about 28 hours from the first to the last. A delivery whose last
 * attempt fails disables its endpoint.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** Deliveries and their attempts are kept this long, then pruned. */
export const WEBHOOK_KEEP_DAYS = 30;
/** An endpoint has this long to answer, and this much of its answer is read. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;

const ZUrl = z
  .string({ error: () => M.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, { error: () => M.urlTooLong({ max: WEBHOOK_URL_MAX }) })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: () => M.urlInvalid })
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), {
    error: () => M.urlCredentials,
  });

const ZDescription = z
  .string({ error: () => M.descriptionTooLong({ max: WEBHOOK_DESCRIPTION_MAX }) })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: () => M.descriptionTooLong({ max: WEBHOOK_DESCRIPTION_MAX }) });

const ZEventTypes = z
  .array(ZWebhookEventType, { error: () => M.eventTypesRequired })
  .min(1, { error: () => M.eventTypesRequired })
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t)));

export const ZWebhookEndpoint = z.object({
  id: ZId,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(ZWebhookEventType),
  enabled: z.boolean(),
  /** Why it is off: turned off by the partner, or by Pavilion after a delivery's last attempt failed. */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Until then the previous secret also signs (both signatures sent), after a rotation. */
  previousSecretExpiresAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ items: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** POST /api/partner/webhooks */
export const ZWebhookEndpointCreateBody = z.object({
  url: ZUrl,
  description: ZDescription.optional().transform((v) => v ?? ''),
  eventTypes: ZEventTypes,
  enabled: z
    .boolean()
    .optional()
    .transform((v) => v ?? true),
});
export type TWebhookEndpointCreateBody = z.input<typeof ZWebhookEndpointCreateBody>;

/** PATCH /api/partner/webhooks/{endpointId}: any of the fields. */
export const ZWebhookEndpointUpdateBody = z.object({
  url: ZUrl.optional(),
  description: ZDescription.optional(),
  eventTypes: ZEventTypes.optional(),
  enabled: z.boolean().optional(),
});
export type TWebhookEndpointUpdateBody = z.input<typeof ZWebhookEndpointUpdateBody>;

/** The portal's form (Settings > Developers): the body's URL, description and event types (checkboxes). */
export const ZWebhookEndpointForm = z.object({
  url: ZUrl,
  description: ZDescription,
  eventTypes: z.preprocess((v) => (Array.isArray(v) ? v : v ? [v] : []), ZEventTypes),
});
export type TWebhookEndpointFormInput = { url: string; description: string; eventTypes: string[] };
export type TWebhookEndpointForm = z.output<typeof ZWebhookEndpointForm>;

/** The answer to a creation or a rotation: the endpoint and its (new) secret, shown this once. */
export const ZWebhookEndpointWithSecret = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookEndpointParams = z.object({ endpointId: ZIdFromString });
export const ZWebhookDeliveryParams = z.object({ endpointId: ZIdFromString, deliveryId: ZIdFromString });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const ZWebhookDelivery = z.object({
  id: ZId,
  /** The message's id (`msg_...`), the `webhook-id` header: the same for every attempt and a send again. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: ZIsoDateTime,
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: ZIsoDateTime.nullable(),
  /** The HTTP status of the last answer; null when none came (refused, timed out, not tried yet). */
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: ZIsoDateTime.nullable(),
  deliveredAt: ZIsoDateTime.nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const WEBHOOK_DELIVERY_SORTS = ['createdAt'] as const;
export const ZWebhookDeliveriesQuery = zListQuery({
  sorts: WEBHOOK_DELIVERY_SORTS,
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: () => M.statusInvalid }).optional(),
  },
});
export type TWebhookDeliveriesQuery = z.input<typeof ZWebhookDeliveriesQuery>;
export const ZWebhookDeliveryPage = zPaged(ZWebhookDelivery);
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

// The payloads: every message is { type, timestamp, data } with `data` the object below.

/** An order, for order.paid, order.cancelled and order.refunded; amounts in major units, as everywhere in the API. */
export const ZWebhookOrder = z.object({
  id: z.string(),
  eventId: ZId,
  eventName: z.string(),
  status: z.enum(['pending', 'paid', 'expired', 'cancelled', 'awaiting_payment']),
  paymentMethod: z.enum(['card', 'bank_transfer']),
  currency: z.string().length(3),
  total: z.number(),
  discount: z.number(),
  /** Refunded so far (order.refunded: the refunds sent or on their way). */
  refunded: z.number(),
  ticketCount: z.number().int(),
  paidAt: ZIsoDateTime.nullable(),
  buyer: z.object({ firstName: z.string(), surname: z.string(), email: z.string() }),
});
export type TWebhookOrder = z.infer<typeof ZWebhookOrder>;

/** A ticket, for ticket.checked-in and ticket.named. */
export const ZWebhookTicket = z.object({
  id: z.string(),
  orderId: z.string(),
  eventId: ZId,
  ticketTypeName: z.string(),
  attendee: z.object({ firstName: z.string(), surname: z.string(), email: z.string() }).nullable(),
  checkedInAt: ZIsoDateTime.nullable(),
});
export type TWebhookTicket = z.infer<typeof ZWebhookTicket>;

/** An event, for event.approved, event.changed and event.cancelled. */
export const ZWebhookEvent = z.object({
  id: ZId,
  name: z.string(),
  status: z.string(),
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  timeZone: z.string(),
  cancelledAt: ZIsoDateTime.nullable(),
  cancellationReason: z.string().nullable(),
});
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** A payout, for payout.paid. */
export const ZWebhookPayout = z.object({
  id: z.string(),
  status: z.string(),
  currency: z.string().length(3),
  amount: z.number(),
  paidAt: ZIsoDateTime.nullable(),
});
export type TWebhookPayout = z.infer<typeof ZWebhookPayout>;

/** A waiting-list offer its buyer took: the seats held for the order they placed with it. */
export const ZWebhookOfferTaken = z.object({
  placeId: ZId,
  eventId: ZId,
  ticketTypeId: ZId,
  seats: z.number().int(),
  orderId: z.string(),
  takenAt: ZIsoDateTime,
});
export type TWebhookOfferTaken = z.infer<typeof ZWebhookOfferTaken>;

/** A damage claim its buyer answered (agreed or disputed), or that went to support unanswered at its deadline. */
export const ZWebhookDamageClaim = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(['agreed', 'disputed']),
  /** True agreed, false disputed, null: no answer by the deadline (support decides). */
  buyerAgreed: z.boolean().nullable(),
  buyerComment: z.string().nullable(),
  currency: z.string().length(3),
  amount: z.number(),
  answeredAt: ZIsoDateTime,
});
export type TWebhookDamageClaim = z.infer<typeof ZWebhookDamageClaim>;

/** A review shown on the event's page: published at once, by a moderator, or again after an appeal. */
export const ZWebhookReview = z.object({
  id: ZId,
  eventId: ZId,
  reviewerName: z.string(),
  score: z.number().int(),
  comment: z.string(),
  publishedAt: ZIsoDateTime,
});
export type TWebhookReview = z.infer<typeof ZWebhookReview>;

/** An invoice or a credit note, for invoice.issued and credit-note.issued; amounts in major units (a credit note's: what it credits). */
export const ZWebhookInvoice = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit-note']),
  orderId: z.string().nullable(),
  /** For a credit note: the invoice it credits. */
  creditedInvoiceId: z.string().nullable(),
  issuedAt: ZIsoDateTime,
  currency: z.string().length(3),
  total: z.number(),
  vat: z.number(),
});
export type TWebhookInvoice = z.infer<typeof ZWebhookInvoice>;

/** "Send a test event": a message that says only which endpoint asked for it. */
export const ZWebhookTest = z.object({ endpointId: ZId, message: z.string() });

/** Which object each event type carries. */
export const WEBHOOK_PAYLOADS = {
  'order.paid': ZWebhookOrder,
  'order.cancelled': ZWebhookOrder,
  'order.refunded': ZWebhookOrder,
  'ticket.checked-in': ZWebhookTicket,
  'ticket.named': ZWebhookTicket,
  'event.approved': ZWebhookEvent,
  'event.changed': ZWebhookEvent,
  'event.cancelled': ZWebhookEvent,
  'payout.paid': ZWebhookPayout,
  'invoice.issued': ZWebhookInvoice,
  'credit-note.issued': ZWebhookInvoice,
  'waiting-list.offer-taken': ZWebhookOfferTaken,
  'damage-claim.answered': ZWebhookDamageClaim,
  'review.published': ZWebhookReview,
} as const satisfies Record<TWebhookEventType, z.ZodType>;
/** The event types Pavilion sends: every one an endpoint may subscribe to (WEBHOOK_PAYLOADS names each one's object). */
export type TWiredWebhookEventType = keyof typeof WEBHOOK_PAYLOADS;
export type TWebhookData<T extends TWiredWebhookEventType> = z.infer<(typeof WEBHOOK_PAYLOADS)[T]>;

/** The body of every delivery: what `standardwebhooks`' verify answers. */
export function zWebhookMessage<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), timestamp: ZIsoDateTime, data });
}
