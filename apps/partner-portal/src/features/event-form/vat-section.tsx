// The event form's VAT setting: the prices include VAT at a rate the partner types, or VAT does not
// apply, for one of a fixed list of reasons that invoices print. New events start at "VAT does not
// apply: not stated".
import { useWatch } from 'react-hook-form';
import { VAT_EXEMPT_REASON_LABELS, VAT_EXEMPT_REASONS, type TEventVatInput } from '@pavilion/domain';
import { RadioGroup, Select, TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

type Mode = TEventVatInput['mode'];

export function VatSection({ form, register, errors }: EventFormSectionProps) {
  const vat = useWatch({ control: form.control, name: 'vat' }) as TEventVatInput | undefined;
  const mode: Mode = vat?.mode ?? 'none';
  const vatErrors = errors.vat as
    | { mode?: { message?: string }; rate?: { message?: string }; reason?: { message?: string } }
    | undefined;
  const choose = (next: Mode) =>
    form.setValue(
      'vat',
      next === 'included' ? { mode: 'included', rate: '' } : { mode: 'none', reason: 'not_stated' },
      {
        shouldDirty: true,
      },
    );
  return (
    <fieldset>
      <legend>{T.vat}</legend>
      <RadioGroup<Mode>
        legend={T.vatPrices}
        hint={T.vatHint}
        value={mode}
        onChange={choose}
        error={vatErrors?.mode?.message}
        options={[
          { value: 'included', label: T.vatIncluded },
          { value: 'none', label: T.vatNone },
        ]}
      />
      {mode === 'included' ? (
        <TextField
          key="rate"
          label={T.vatRate}
          required
          inputMode="decimal"
          hint={T.vatRateHint}
          {...register('vat.rate')}
          error={vatErrors?.rate?.message}
        />
      ) : (
        <Select
          key="reason"
          label={T.vatReason}
          required
          hint={T.vatReasonHint}
          options={VAT_EXEMPT_REASONS.map((reason) => ({ value: reason, label: VAT_EXEMPT_REASON_LABELS[reason] }))}
          {...register('vat.reason')}
          error={vatErrors?.reason?.message}
        />
      )}
    </fieldset>
  );
}
