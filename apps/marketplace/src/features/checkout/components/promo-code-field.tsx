// The checkout's "Promo code" field: Apply asks the server what the code takes off the tickets chosen
// and shows it, or the server's reason for refusing it. The order is checked again when it is placed.
import { useId, useState, type FormEvent } from 'react';
import {
  formatAmount,
  PROMO_MESSAGES,
  ZPromoCodeText,
  type TCurrencyCode,
  type TPromoCodeCheck,
} from '@pavilion/domain';
import { errorMessage, useLazyCheckPromoCodeQuery } from '@pavilion/api-client';
import { Button, TextField } from '@pavilion/ui';

export interface PromoCodeFieldProps {
  eventId: number;
  /** The ticket types chosen. */
  ticketTypeIds: number[];
  currency: TCurrencyCode;
  applied: TPromoCodeCheck | null;
  onChange(applied: TPromoCodeCheck | null): void;
}

/** '15% off' or '$25.00 off', per ticket. */
export function promoValueText(check: Pick<TPromoCodeCheck, 'kind' | 'value' | 'currency'>): string {
  return check.kind === 'percentage' ? `${check.value}% off` : `${formatAmount(check.value, check.currency)} off`;
}

export function PromoCodeField({ eventId, ticketTypeIds, currency, applied, onChange }: PromoCodeFieldProps) {
  const [text, setText] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [check, { isFetching }] = useLazyCheckPromoCodeQuery();
  const statusId = useId();

  // Not a <form>: it sits beside the attendee form, and Enter here applies the code instead of ordering.
  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ZPromoCodeText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PROMO_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    try {
      onChange(await check({ eventId, code: parsed.data, ticketTypeIds }).unwrap());
    } catch (err) {
      onChange(null);
      setError(errorMessage(err, 'The promo code could not be checked. Please try again.'));
    }
  };

  const remove = () => {
    onChange(null);
    setText('');
    setError(null);
  };

  return (
    <div className="pv-promo">
      {applied ? (
        <div className="pv-promo__applied">
          <p id={statusId} role="status" className="pv-promo__status">
            Promo code <strong>{applied.code}</strong> applied: {promoValueText({ ...applied, currency })}
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={remove}>
            Remove code
          </Button>
        </div>
      ) : (
        <div className="pv-promo__entry">
          <TextField
            label="Promo code"
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error ?? undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void apply(e);
            }}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => void apply()}
            loading={isFetching}
            loadingLabel="Checking..."
          >
            Apply
          </Button>
        </div>
      )}
    </div>
  );
}
