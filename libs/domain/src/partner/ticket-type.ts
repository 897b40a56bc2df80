// Ticket types on the partner's event form and in the create-event body.
import { z } from 'zod';
import { LONG_TEXT_MAX, TICKET_TYPE_QUANTITY_MAX, type TCurrencyCode, TEXT_LIMITS } from '../constants';
import { endNotBeforeStartRule } from '../common/date-range';
import {
  localDateTimeToIso,
  optionalLocalDateTimeToIso,
  toLocalIsoDate,
  ZIsoDateTime,
  ZLocalDateTimeInput,
  zOptionalIsoDateTime,
  zOptionalLocalDateTimeInput,
} from '../common/dates';
import { ZId, zSelectId } from '../common/ids';
import { zNumberInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { toMinor } from '../money';
import { zMajorPriceInput, zMinorPrice } from './money-input';

const ticketTypeCommon = {
  /** Present when editing an existing ticket type. */
  id: ZId.optional(),
  name: zRequiredText(MESSAGES.nameRequired, { max: TEXT_LIMITS.itemName }),
  description: zOptionalText(LONG_TEXT_MAX),
  quantity: zNumberInput({
    required: MESSAGES.quantityNonNegative,
    invalid: MESSAGES.quantityNonNegative,
    min: 0,
    max: TICKET_TYPE_QUANTITY_MAX,
    integer: true,
  }),
  cancellationPolicyId: zSelectId(MESSAGES.cancellationPolicyRequired),
};

const endRule = endNotBeforeStartRule('startDateTime', 'endDateTime', MESSAGES.ticketEndBeforeStart);

/**
 * A ticket type row on the form: price in major units as typed, sales window as `datetime-local`
 * (the end is optional: sales then run until the event starts).
 */
export const ZTicketTypeForm = z
  .object({
    ...ticketTypeCommon,
    price: zMajorPriceInput(MESSAGES.priceNonNegative),
    startDateTime: ZLocalDateTimeInput,
    endDateTime: zOptionalLocalDateTimeInput(),
  })
  .refine(...endRule);
export type TTicketTypeForm = z.output<typeof ZTicketTypeForm>;
export type TTicketTypeFormInput = z.input<typeof ZTicketTypeForm>;

/** A ticket type in the create-event body: price in minor units of the event currency, UTC instants. */
export const ZTicketTypeBody = z
  .object({
    ...ticketTypeCommon,
    price: zMinorPrice(MESSAGES.priceNonNegative),
    startDateTime: ZIsoDateTime,
    endDateTime: zOptionalIsoDateTime(),
  })
  .refine(...endRule);
export type TTicketTypeBody = z.output<typeof ZTicketTypeBody>;

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

export function ticketTypeFormToBody(form: TTicketTypeForm, currency: TCurrencyCode): TTicketTypeBody {
  return {
    ...form,
    price: toMinor(form.price, currency),
    startDateTime: localDateTimeToIso(form.startDateTime),
    endDateTime: optionalLocalDateTimeToIso(form.endDateTime),
  };
}
