// The event form's damage policy: optional. Without one no damage claim can be filed on the event's
// orders; with one, its maximum per order (in the event's currency) caps every claim and buyers read
// it with the text on the event page and at checkout, where they may consent to keep their card.
import { useWatch } from 'react-hook-form';
import { DAMAGE_POLICY_TEXT_MAX } from '@pavilion/domain';
import { Checkbox, TextArea, TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

export function DamagePolicySection({ form, register, errors }: EventFormSectionProps) {
  const policy = useWatch({ control: form.control, name: 'damagePolicy' });
  const currency = useWatch({ control: form.control, name: 'currencyCode' }) ?? 'USD';
  const on = policy != null;
  const policyErrors = errors.damagePolicy as
    | { maxAmount?: { message?: string }; text?: { message?: string } }
    | undefined;
  return (
    <fieldset>
      <legend>{T.damagePolicy}</legend>
      <Checkbox
        label={T.hasDamagePolicy}
        hint={T.hasDamagePolicyHint}
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
            label={T.maxPerOrder({ currency })}
            required
            inputMode="decimal"
            hint={T.maxPerOrderHint}
            {...register('damagePolicy.maxAmount')}
            error={policyErrors?.maxAmount?.message}
          />
          <TextArea
            label={T.damagePolicyText}
            required
            hint={T.damagePolicyTextHint({ max: DAMAGE_POLICY_TEXT_MAX })}
            {...register('damagePolicy.text')}
            error={policyErrors?.text?.message}
          />
        </>
      )}
    </fieldset>
  );
}
