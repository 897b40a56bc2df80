// Ticket types on the partner's event form and in the create-event body.
import { z } from 'zod';
import '../common/zod-messages';
import { LONG_TEXT_MAX, TICKET_TYPE_QUANTITY_MAX, type TCurrencyCode, TEXT_LIMITS } from '../constants';
import { endNotBeforeStartRule } from '../common/date-range';
import {
  toLocalIsoDate,
  ZIsoDateTime,
  ZLocalDateTimeInput,
  zOptionalIsoDateTime,
  zOptionalLocalDateTimeInput,
} from '../common/dates';
import { ZId, zSelectId } from '../common/ids';
import { whenPresent, zPatchShape } from '../common/refine';
import { zNumberInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { checkAmountFits } from '../money';
import { zonedLocalToIso } from '../common/time-zones';
import { zMajorPrice, zMajorPriceInput } from './money-input';

const ticketTypeCommon = {
  /** Present when editing an existing ticket type. */
  id: ZId.optional(),
  name: zRequiredText(() => MESSAGES.nameRequired, { max: TEXT_LIMITS.itemName }),
  description: zOptionalText(LONG_TEXT_MAX),
  quantity: zNumberInput({
    required: () => MESSAGES.quantityNonNegative,
    invalid: () => MESSAGES.quantityNonNegative,
    min: 0,
    max: TICKET_TYPE_QUANTITY_MAX,
    integer: true,
  }),
  cancellationPolicyId: zSelectId(() => MESSAGES.cancellationPolicyRequired),
};

const endRule = endNotBeforeStartRule('startDateTime', 'endDateTime', () => MESSAGES.ticketEndBeforeStart);

/**
 * A ticket type row on the form: price in major units as typed, sales window as `datetime-local`
 * (the end is optional: sales then run until the event starts).
 */
export const ZTicketTypeForm = z
  .object({
    ...ticketTypeCommon,
    price: zMajorPriceInput(() => MESSAGES.priceNonNegative),
    startDateTime: ZLocalDateTimeInput,
    endDateTime: zOptionalLocalDateTimeInput(),
    onSale: z.boolean().optional(),
  })
  .refine(...endRule);
export type TTicketTypeForm = z.output<typeof ZTicketTypeForm>;
export type TTicketTypeFormInput = z.input<typeof ZTicketTypeForm>;

/**
 * The row on its own (adding or changing one ticket type of an existing event), in the event's
 * currency: a price finer than the currency allows is refused at `price`, as the server does.
 */
export function ticketTypeFormSchema(currency: TCurrencyCode) {
  return ZTicketTypeForm.superRefine((row, ctx) => checkAmountFits(ctx, row.price, currency, ['price']), {
    when: whenPresent('price'),
  });
}

const ticketTypeBodyShape = {
  ...ticketTypeCommon,
  price: zMajorPrice(() => MESSAGES.priceNonNegative),
  startDateTime: ZIsoDateTime,
  endDateTime: zOptionalIsoDateTime(),
  /** Off sale: kept with its sales, but no longer offered to buyers. */
  onSale: z.boolean({ error: () => MESSAGES.optionInvalid }).default(true),
};

/**
 * A ticket type in the create-event body and in POST /api/partner/events/{id}/ticket-types: price in
 * major units of the event's currency (at most its decimals: the create body checks it, the server
 * checks a ticket type added later), UTC instants.
 */
export const ZTicketTypeBody = z.object(ticketTypeBodyShape).refine(...endRule);
export type TTicketTypeBody = z.output<typeof ZTicketTypeBody>;
export type TTicketTypeBodyInput = z.input<typeof ZTicketTypeBody>;

/**
 * PATCH /api/partner/events/{id}/ticket-types/{ttId}: any of the fields. Existing orders keep the
 * price they paid; the quantity may not go below what is sold and reserved. The sales window is
 * checked against the stored one (`salesWindowValid`).
 */
export const ZTicketTypePatchBody = z.object(zPatchShape(ticketTypeBodyShape)).omit({ id: true });
export type TTicketTypePatchBody = z.output<typeof ZTicketTypePatchBody>;

/** A new row: price 0, quantity 0, sales starting today. */
export function newTicketTypeDraft(now: Date): TTicketTypeFormInput {
  return {
    name: '',
    description: '',
    price: '0',
    quantity: '0',
    startDateTime: `${toLocalIsoDate(now)}T00:00`,
    endDateTime: '',
    cancellationPolicyId: '',
  };
}

/** The row as a body: local times read in the event's `zone`. */
export function ticketTypeFormToBody(form: TTicketTypeForm, zone: string): TTicketTypeBody {
  return {
    ...form,
    onSale: form.onSale ?? true,
    startDateTime: zonedLocalToIso(form.startDateTime, zone),
    endDateTime: form.endDateTime === null ? null : zonedLocalToIso(form.endDateTime, zone),
  };
}

/** The sales window rule on stored values (a PATCH may send one end only). */
export function salesWindowValid(start: string | Date | null, end: string | Date | null): boolean {
  if (!start || !end) return true;
  return new Date(end).getTime() >= new Date(start).getTime();
}
