// Extra events (sub-events) on the partner's event form and in the create-event body.
import { z } from 'zod';
import { LONG_TEXT_MAX, type TCurrencyCode, TEXT_LIMITS } from '../constants';
import { localDateTimeToIso, ZIsoDateTime, ZLocalDateTimeInput } from '../common/dates';
import { ZId, zSelectId } from '../common/ids';
import { firstFailingRule, zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { toMinor, ZCurrencyCode } from '../money';
import { zMajorPriceInput, zMinorPrice } from './money-input';

const required = MESSAGES.extraEventFieldsRequired;

const subEventCommon = {
  id: ZId.optional(),
  name: zRequiredText(required, { max: TEXT_LIMITS.itemName }),
  description: zOptionalText(LONG_TEXT_MAX),
  subEventTypeId: zSelectId(required),
};

/** Name, type and start are required (one shared message, as the spec shows it); price >= 0. */
export const ZSubEventForm = z.object({
  ...subEventCommon,
  startDateTime: z.string({ error: required }).check(
    firstFailingRule<string>([
      [(value) => value.trim().length > 0, required],
      [(value) => ZLocalDateTimeInput.safeParse(value).success, MESSAGES.dateTimeInvalid],
    ]),
  ),
  price: zMajorPriceInput(MESSAGES.priceNonNegative),
});
export type TSubEventForm = z.output<typeof ZSubEventForm>;
export type TSubEventFormInput = z.input<typeof ZSubEventForm>;

export const ZSubEventBody = z.object({
  ...subEventCommon,
  startDateTime: ZIsoDateTime,
  price: zMinorPrice(MESSAGES.priceNonNegative),
  currencyCode: ZCurrencyCode,
});
export type TSubEventBody = z.output<typeof ZSubEventBody>;

export function subEventFormToBody(form: TSubEventForm, currency: TCurrencyCode): TSubEventBody {
  return {
    ...form,
    startDateTime: localDateTimeToIso(form.startDateTime),
    price: toMinor(form.price, currency),
    currencyCode: currency,
  };
}
