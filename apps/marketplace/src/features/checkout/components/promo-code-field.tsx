// The checkout's "Promo code" field: Apply asks the server what the code takes off the tickets chosen
// and shows it, or the server's reason for refusing it. The order is checked again when it is placed.
import { useId } from 'react';
import {
  formatAmount,
  numberFormat,
  ZPromoCodeCheckParams,
  type TCurrencyCode,
  type TPromoCodeCheck,
} from '@pavilion/domain';
import { useLazyCheckPromoCodeQuery } from '@pavilion/api-client';
import { richText } from '@pavilion/features-shell';
import { Button, TextField } from '@pavilion/ui';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { CHECKOUT_PROMO_TEXT as T } from '../messages';

export interface PromoCodeFieldProps {
  eventId: number;
  /** The ticket types chosen. */
  ticketTypeIds: number[];
  currency: TCurrencyCode;
  applied: TPromoCodeCheck | null;
  onChange(applied: TPromoCodeCheck | null): void;
}

// The code as the check's URL takes it: trimmed and upper-cased.
const ZPromoCodeEntry = ZPromoCodeCheckParams.pick({ code: true });

/** '15% off' or '$25.00 off', per ticket, in the current language's number format. */
export function promoValueText(check: Pick<TPromoCodeCheck, 'kind' | 'value' | 'currency'>): string {
  const value =
    check.kind === 'percentage'
      ? numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(check.value / 100)
      : formatAmount(check.value, check.currency);
  return T.off({ value });
}

export function PromoCodeField({ eventId, ticketTypeIds, currency, applied, onChange }: PromoCodeFieldProps) {
  const [check] = useLazyCheckPromoCodeQuery();
  const { form, server, submit, submitting } = useZodForm(ZPromoCodeEntry, {
    defaultValues: { code: applied?.code ?? '' },
    server: { alert: 'always' },
  });
  const statusId = useId();

  // Its own form beside the attendee form (not inside it): Enter here applies the code instead of ordering.
  const apply = async ({ code }: { code: string }) => {
    try {
      onChange(await check({ eventId, code, ticketTypeIds }).unwrap());
    } catch (err) {
      onChange(null);
      throw err;
    }
  };

  const remove = () => {
    onChange(null);
    form.reset({ code: '' });
    server.clear();
  };

  return (
    <div className="pv-promo">
      {applied ? (
        <div className="pv-promo__applied">
          <p id={statusId} role="status" className="pv-promo__status">
            {richText(T.applied, {
              code: <strong>{applied.code}</strong>,
              value: promoValueText({ ...applied, currency }),
            })}
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={remove}>
            {T.remove}
          </Button>
        </div>
      ) : (
        <Form
          alert="none"
          server={server}
          onSubmit={submit(apply, T.checkFailed)}
          aria-label={T.formName}
          className="pv-promo__entry"
        >
          <TextField
            label={T.label}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={form.formState.errors.code?.message ?? server.message ?? undefined}
            {...form.register('code')}
          />
          <Button type="submit" variant="secondary" loading={submitting} loadingLabel={T.checking}>
            {T.apply}
          </Button>
        </Form>
      )}
    </div>
  );
}
