// The event form's damage policy: optional. Without one no damage claim can be filed on the event's
// orders; with one, its maximum per order (in the event's currency) caps every claim and buyers read
// it with the text on the event page and at checkout, where they may consent to keep their card.
import { useWatch } from 'react-hook-form';
import { DAMAGE_POLICY_TEXT_MAX } from '@pavilion/domain';
import { Checkbox, TextArea, TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';

export function DamagePolicySection({ form, register, errors }: EventFormSectionProps) {
  const policy = useWatch({ control: form.control, name: 'damagePolicy' });
  const currency = useWatch({ control: form.control, name: 'currencyCode' }) ?? 'USD';
  const on = policy != null;
  const policyErrors = errors.damagePolicy as
    { maxAmount?: { message?: string }; text?: { message?: string } } | undefined;
  return (
    <fieldset>
      <legend>Damage policy</legend>
      <Checkbox
        label="This event has a damage policy"
        hint="Without one, no damage payment can be requested from buyers after the event."
        checked={on}
        onChange={(e) =>
          form.setValue('damagePolicy', e.currentTarget.checked ? { maxAmount: '', text: '' } : null, {
            shouldDirty: true,
          })
        }
      />
      {on && (
        <>
          <TextField
            label={`Maximum per order (${currency})`}
            required
            inputMode="decimal"
            hint="The most a damage claim may ask one order to pay, shown to buyers before they pay."
            {...register('damagePolicy.maxAmount')}
            error={policyErrors?.maxAmount?.message}
          />
          <TextArea
            label="Damage policy text"
            required
            hint={`What buyers are responsible for, at most ${DAMAGE_POLICY_TEXT_MAX} characters`}
            {...register('damagePolicy.text')}
            error={policyErrors?.text?.message}
          />
        </>
      )}
    </fieldset>
  );
}
