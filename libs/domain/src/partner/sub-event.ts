// Extra events (sub-events) on the partner's event form and in the create-event body.
import { z } from 'zod';
import '../common/zod-messages';
import { LONG_TEXT_MAX, type TCurrencyCode, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime, ZLocalDateTimeInput } from '../common/dates';
import { zonedLocalToIso } from '../common/time-zones';
import { ZId, zSelectId } from '../common/ids';
import { whenPresent, zPatchShape } from '../common/refine';
import { firstFailingRule, zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { checkAmountFits, ZCurrencyCode } from '../money';
import { zNumberInput, zOptionalCountInput } from '../common/numbers';
import { zMajorPrice, zMajorPriceInput } from './money-input';

const required = () => MESSAGES.extraEventFieldsRequired;

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
      [(value) => ZLocalDateTimeInput.safeParse(value).success, () => MESSAGES.dateTimeInvalid],
    ]),
  ),
  price: zMajorPriceInput(() => MESSAGES.priceNonNegative),
  /** Places offered: blank is no limit (as many as there are tickets). */
  capacity: zOptionalCountInput(() => MESSAGES.quantityNonNegative),
  /** Whether buyers can add it now; an extra that was sold is taken off sale rather than deleted. */
  onSale: z
    .boolean({ error: () => MESSAGES.optionInvalid })
    .optional()
    .default(true),
});
export type TSubEventForm = z.output<typeof ZSubEventForm>;
export type TSubEventFormInput = z.input<typeof ZSubEventForm>;

/**
 * The row on its own (adding or changing one extra of an existing event), in the event's currency: a
 * price finer than the currency allows is refused at `price`, as the server does.
 */
export function subEventFormSchema(currency: TCurrencyCode) {
  return ZSubEventForm.superRefine((row, ctx) => checkAmountFits(ctx, row.price, currency, ['price']), {
    when: whenPresent('price'),
  });
}

/** Places an extra offers; none means as many as there are tickets. */
const capacityField = z
  .union([
    z.null(),
    zNumberInput({
      required: () => MESSAGES.quantityNonNegative,
      invalid: () => MESSAGES.quantityNonNegative,
      min: 0,
      max: 2_147_483_647,
      integer: true,
    }),
  ])
  .optional()
  .transform((value) => value ?? null);

const subEventBodyShape = {
  ...subEventCommon,
  startDateTime: ZIsoDateTime,
  /** Major units of `currencyCode` (the event's currency when left out), at most its decimals. */
  price: zMajorPrice(() => MESSAGES.priceNonNegative),
  currencyCode: ZCurrencyCode.optional(),
  capacity: capacityField,
  onSale: z.boolean({ error: () => MESSAGES.optionInvalid }).default(true),
};

/** An extra in the create-event body and in POST /api/partner/events/{id}/sub-events. */
export const ZSubEventBody = z.object(subEventBodyShape);
export type TSubEventBody = z.output<typeof ZSubEventBody>;
export type TSubEventBodyInput = z.input<typeof ZSubEventBody>;

/** PATCH /api/partner/events/{id}/sub-events/{seId}: any of the fields. */
export const ZSubEventPatchBody = z.object(zPatchShape(subEventBodyShape)).omit({ id: true });
export type TSubEventPatchBody = z.output<typeof ZSubEventPatchBody>;

/** The row as a body: the local start read in the event's `zone`. */
export function subEventFormToBody(form: TSubEventForm, currency: TCurrencyCode, zone: string): TSubEventBody {
  return {
    ...form,
    startDateTime: zonedLocalToIso(form.startDateTime, zone),
    currencyCode: currency,
  };
}
