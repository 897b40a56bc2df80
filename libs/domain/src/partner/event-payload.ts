// The partner's event form and the bodies of POST /api/partner/events/ (create) and
// PATCH /api/partner/events/{id} (update: no ticket types or sub-events).
import { z } from 'zod';
import '../common/zod-messages';
import {
  ATTENDANCE_TYPE_IDS,
  DEFAULT_EVENT_CURRENCY,
  DEFAULT_SIZE_METRIC,
  EVENT_DESCRIPTION_MAX,
  LONG_TEXT_MAX,
  OTHER_TEXT_MAX,
  SIZE_METRICS,
  TAGLINE_MAX,
  type TAttendanceTypeId,
  TEXT_LIMITS,
  TICKET_TYPE_CURRENCIES,
} from '../constants';
import { endNotBeforeStartRule } from '../common/date-range';
import { ZIsoDateTime, ZLocalDateTimeInput } from '../common/dates';
import { DEFAULT_TIME_ZONE, isoToZonedLocal, zonedLocalToIso, ZTimeZone } from '../common/time-zones';
import type { TManagedEventDetail } from '../events/event-detail';
import { ZId, ZIdList, zOptionalSelectId, zSelectId } from '../common/ids';
import { whenPresent } from '../common/refine';
import { zOptionalCountInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { checkAmountFits } from '../money';
import { checkDamagePolicy, ZDamagePolicyBody, zEventDamagePolicy } from '../damage-claims/damage-policy';
import { ZEventVatBody, zEventVat } from '../vat/event-vat';
import { zAttendeeChangeCutoffHours, zAttendeeChangeCutoffHoursEdit } from '../checkout/ticket-holders';
import { agendaItemFormToBody, ZAgendaItemBody, ZAgendaItemForm } from './agenda-item';
import { subEventFormToBody, ZSubEventBody, ZSubEventForm } from './sub-event';
import { ticketTypeFormToBody, ZTicketTypeBody, ZTicketTypeForm } from './ticket-type';

/** With or without a scheme ('example.com' or 'https://example.com/x'); no spaces. */
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

/** Required website; stored with a scheme so it works as a link (room is left for 'https://'). */
export const ZWebsiteUrl = zRequiredText(() => MESSAGES.websiteRequired, {
  max: TEXT_LIMITS.website - 'https://'.length,
})
  .regex(WEBSITE_PATTERN, { error: () => MESSAGES.websiteInvalid })
  .overwrite((url) => (/^https?:\/\//i.test(url) ? url : `https://${url}`));

export const ZEventAttendanceType = zSelectId(() => MESSAGES.attendanceTypeRequired).refine(
  (id): id is TAttendanceTypeId => (ATTENDANCE_TYPE_IDS as readonly number[]).includes(id),
  { error: () => MESSAGES.attendanceTypeRequired },
);

export const ZEventCurrency = z.enum(TICKET_TYPE_CURRENCIES, { error: () => MESSAGES.currencyInvalid });

/** Fields shared by form and bodies; date-times are added per side. */
const eventCommon = {
  name: zRequiredText(() => MESSAGES.eventNameRequired, { max: TEXT_LIMITS.eventName }),
  eventTypeId: zSelectId(() => MESSAGES.eventTypeRequired),
  otherEventType: zOptionalText(OTHER_TEXT_MAX),
  tagline: zRequiredText(() => MESSAGES.taglineRequired, { max: TAGLINE_MAX }),
  description: zRequiredText(() => MESSAGES.descriptionRequired, { max: EVENT_DESCRIPTION_MAX }),
  websiteUrl: ZWebsiteUrl,
  attendanceType: ZEventAttendanceType,
  venueId: zOptionalSelectId(),
  attendeeClasses: ZIdList.default([]),
  otherAttendeeClass: zOptionalText(OTHER_TEXT_MAX),
  attendeeCountries: ZIdList.default([]),
  attendeeJobTitles: ZIdList.default([]),
  attendeeDesignations: ZIdList.default([]),
  exhibitorTypes: ZIdList.default([]),
  exhibitorCountries: ZIdList.default([]),
  numExhibitorsId: zOptionalSelectId(),
  audiences: ZIdList.default([]),
  numAttendeesId: zOptionalSelectId(),
  eventSizeId: zOptionalSelectId(),
  sectors: ZIdList.default([]),
  sectorSubtypes: ZIdList.default([]),
  otherInformation: zRequiredText(() => MESSAGES.otherInformationRequired, { max: LONG_TEXT_MAX }),
  /**
   * The spec's form holds these three but never sends them, while the detail page shows them; we
   * send them (optional) so the detail page has something to show.
   */
  previousNumAttendees: zOptionalCountInput(() => MESSAGES.optionInvalid),
  previousNumExhibitors: zOptionalCountInput(() => MESSAGES.optionInvalid),
  eventSizeMetric: z.enum(SIZE_METRICS, { error: () => MESSAGES.optionInvalid }).default(DEFAULT_SIZE_METRIC),
  /**
   * Where the event's clock runs, for an event without a venue (virtual ones). With a venue the
   * venue's zone is used whatever this says. '' or null: the venue's zone, or UTC.
   */
  timeZone: z
    .union([z.literal(''), z.null(), ZTimeZone])
    .optional()
    .transform((zone) => (zone ? zone : null)),
  /** The event's damage policy (its maximum per order in major units of its currency, and a text), or null. */
  damagePolicy: zEventDamagePolicy(),
  /** Prices include VAT at a rate, or VAT does not apply and why; left out: does not apply, not stated. */
  vat: zEventVat(),
  /**
   * Until how many hours before the start a ticket's buyer or holder may give it to someone else (0:
   * until the start); left out: 24.
   */
  attendeeChangeCutoffHours: zAttendeeChangeCutoffHours(),
};

const dateRule = endNotBeforeStartRule('startDateTime', 'endDateTime', () => MESSAGES.dateTimeEndBeforeStart);

type PricedRows = { currencyCode?: unknown; ticketTypes?: unknown; subEvents?: unknown };

/**
 * Every ticket type's and extra's price in the event's currency (an extra's own, where it names one)
 * has at most its decimals; the message goes to the row's price. Runs whatever else failed, so the
 * form shows every message at once.
 */
function checkPrices(value: PricedRows, ctx: z.core.$RefinementCtx<PricedRows>) {
  const rows = (list: unknown) => (Array.isArray(list) ? (list as Array<Record<string, unknown> | null>) : []);
  rows(value.ticketTypes).forEach((row, i) =>
    checkAmountFits(ctx, row?.price, value.currencyCode, ['ticketTypes', i, 'price']),
  );
  rows(value.subEvents).forEach((row, i) =>
    checkAmountFits(ctx, row?.price, row?.currencyCode ?? value.currencyCode, ['subEvents', i, 'price']),
  );
  checkDamagePolicy(ctx, (value as { damagePolicy?: unknown }).damagePolicy, value.currencyCode);
}
const priceRule = { when: whenPresent('currencyCode') };

/**
 * The create/edit form: `datetime-local` values read in the event's time zone (the venue's), prices
 * in major units of `currencyCode`.
 */
export const ZEventForm = z
  .object({
    ...eventCommon,
    startDateTime: ZLocalDateTimeInput,
    endDateTime: ZLocalDateTimeInput,
    agendaItems: z.array(ZAgendaItemForm).default([]),
    ticketTypes: z.array(ZTicketTypeForm).default([]),
    subEvents: z.array(ZSubEventForm).default([]),
    currencyCode: ZEventCurrency.default(DEFAULT_EVENT_CURRENCY),
  })
  .refine(...dateRule)
  .superRefine(checkPrices, priceRule);
export type TEventForm = z.output<typeof ZEventForm>;
export type TEventFormInput = z.input<typeof ZEventForm>;

const bodyCommon = {
  ...eventCommon,
  startDateTime: ZIsoDateTime,
  endDateTime: ZIsoDateTime,
  agendaItems: z.array(ZAgendaItemBody).default([]),
};

/** The whole content of an event minus ticket types and sub-events, as a version's snapshot keeps it. */
export const ZEventContentBody = z.object(bodyCommon).refine(...dateRule);
export type TEventContentBody = z.output<typeof ZEventContentBody>;

/**
 * PATCH /api/partner/events/{id}: the whole event minus ticket types and sub-events. A body that leaves
 * out the VAT setting, the damage policy or the attendee change cut-off keeps the event's own (a damage
 * policy of null removes it): an edit never resets them silently.
 */
export const ZEventUpdateBody = z
  .object({
    ...bodyCommon,
    vat: ZEventVatBody.optional(),
    damagePolicy: ZDamagePolicyBody.nullable().optional(),
    attendeeChangeCutoffHours: zAttendeeChangeCutoffHoursEdit(),
  })
  .refine(...dateRule);
export type TEventUpdateBody = z.output<typeof ZEventUpdateBody>;

/**
 * POST /api/partner/events/: adds ticket types, sub-events and the ticket currency (the partner's
 * choice, fixed once the event exists; ticket types added later use it). Prices in major units, at
 * most the currency's decimals.
 */
export const ZEventCreateBody = z
  .object({
    ...bodyCommon,
    ticketTypes: z.array(ZTicketTypeBody).default([]),
    subEvents: z.array(ZSubEventBody).default([]),
    currencyCode: ZEventCurrency.default(DEFAULT_EVENT_CURRENCY),
  })
  .refine(...dateRule)
  .superRefine(checkPrices, priceRule);
export type TEventCreateBody = z.output<typeof ZEventCreateBody>;

/** The new event: a DRAFT only its partner sees (Auto publish off), or PENDING review (on). */
export const ZEventCreateResponse = z.object({ id: ZId, status: z.enum(['DRAFT', 'PENDING']) });
export type TEventCreateResponse = z.infer<typeof ZEventCreateResponse>;

/** The zone the form's times are read in: the venue's, else the one chosen, else UTC. */
export function eventFormTimeZone(form: Pick<TEventForm, 'timeZone'>, venueTimeZone?: string | null): string {
  return venueTimeZone || form.timeZone || DEFAULT_TIME_ZONE;
}

/** The form's output as the update body (local times in `zone` to UTC). */
export function eventFormToUpdateBody(form: TEventForm, zone: string): TEventContentBody {
  const { ticketTypes: _ticketTypes, subEvents: _subEvents, currencyCode: _currencyCode, ...rest } = form;
  const startDateTime = zonedLocalToIso(form.startDateTime, zone);
  return {
    ...rest,
    startDateTime,
    endDateTime: zonedLocalToIso(form.endDateTime, zone),
    agendaItems: form.agendaItems.map((item) => agendaItemFormToBody(item, startDateTime, zone)),
  };
}

/** The form's output as the create body (local times in `zone` to UTC). */
export function eventFormToCreateBody(form: TEventForm, zone: string): TEventCreateBody {
  return {
    ...eventFormToUpdateBody(form, zone),
    ticketTypes: form.ticketTypes.map((ticketType) => ticketTypeFormToBody(ticketType, zone)),
    subEvents: form.subEvents.map((subEvent) => subEventFormToBody(subEvent, form.currencyCode, zone)),
    currencyCode: form.currencyCode,
  };
}

/** Edit-form defaults from a loaded event (UTC to local times in its zone; prices arrive in major units, as typed). */
export function partnerEventToFormInput(event: TManagedEventDetail): TEventFormInput {
  const zone = event.timeZone;
  const local = (iso: string) => isoToZonedLocal(iso, zone);
  const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);
  const currency = (TICKET_TYPE_CURRENCIES as readonly string[]).includes(event.ticketCurrencyCode)
    ? (event.ticketCurrencyCode as TEventForm['currencyCode'])
    : DEFAULT_EVENT_CURRENCY;
  return {
    name: event.name,
    eventTypeId: event.eventTypeId === null ? '' : String(event.eventTypeId),
    otherEventType: event.otherEventType ?? '',
    tagline: event.tagline,
    description: event.description,
    websiteUrl: event.websiteUrl,
    attendanceType: String(event.attendanceType),
    venueId: event.venue ? String(event.venue.id) : '',
    attendeeClasses: ids(event.attendeeClasses),
    otherAttendeeClass: event.otherAttendeeClass ?? '',
    attendeeCountries: ids(event.attendeeCountries),
    attendeeJobTitles: ids(event.attendeeJobTitles),
    attendeeDesignations: ids(event.attendeeDesignations),
    exhibitorTypes: ids(event.exhibitorTypes),
    exhibitorCountries: ids(event.exhibitorCountries),
    numExhibitorsId: event.numExhibitors ? String(event.numExhibitors.id) : '',
    audiences: ids(event.audiences),
    numAttendeesId: event.numAttendees ? String(event.numAttendees.id) : '',
    eventSizeId: event.eventSize ? String(event.eventSize.id) : '',
    sectors: ids(event.sectors),
    sectorSubtypes: ids(event.sectorSubtypes),
    otherInformation: event.otherInformation,
    previousNumAttendees: event.previousNumAttendees === null ? '' : String(event.previousNumAttendees),
    previousNumExhibitors: event.previousNumExhibitors === null ? '' : String(event.previousNumExhibitors),
    eventSizeMetric: event.eventSizeMetric,
    timeZone: event.venue ? '' : event.timeZone,
    damagePolicy: event.damagePolicy
      ? { maxAmount: String(event.damagePolicy.maxAmount), text: event.damagePolicy.text }
      : null,
    vat: event.vat.mode === 'included' ? { mode: 'included', rate: String(event.vat.rate) } : event.vat,
    attendeeChangeCutoffHours: String(event.attendeeChangeCutoffHours),
    startDateTime: local(event.startDateTime),
    endDateTime: local(event.endDateTime),
    agendaItems: event.agendaItems.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      startDateTime: local(item.startDateTime),
    })),
    ticketTypes: event.ticketTypes.map((ticketType) => ({
      id: ticketType.id,
      name: ticketType.name,
      description: ticketType.description,
      price: String(ticketType.price),
      quantity: String(ticketType.quantity),
      startDateTime: ticketType.startDateTime ? local(ticketType.startDateTime) : '',
      endDateTime: ticketType.endDateTime ? local(ticketType.endDateTime) : '',
      cancellationPolicyId: ticketType.cancellationPolicyId === null ? '' : String(ticketType.cancellationPolicyId),
    })),
    subEvents: event.subEvents.map((subEvent) => ({
      id: subEvent.id,
      name: subEvent.name,
      description: subEvent.description,
      subEventTypeId: subEvent.subEventTypeId === null ? '' : String(subEvent.subEventTypeId),
      startDateTime: local(subEvent.startDateTime),
      price: String(subEvent.price),
    })),
    currencyCode: currency,
  };
}
