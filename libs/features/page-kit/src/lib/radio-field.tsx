// A RadioGroup that is one field of a form (useZodForm's `form`): it shows the field's value, sets it
// when a choice is made and shows the field's message.
import './page-kit.css';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '@pavilion/ui';
import { messageOf } from './field-group';

export type RadioFieldProps<TValues extends FieldValues, TOutput, V extends string> = Omit<
  RadioGroupProps<V>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'control' | 'setValue' | 'formState'>;
  /** The form's field the choice is: 'decision' (the inputs' shared name is generated). */
  name: Path<TValues>;
};

export function RadioField<TValues extends FieldValues, TOutput, V extends string = string>({
  form,
  name,
  ...radio
}: RadioFieldProps<TValues, TOutput, V>) {
  const value: unknown = useWatch({ control: form.control, name });
  return (
    <RadioGroup<V>
      {...radio}
      // Controlled from the start: before a choice the field has no value, which no option matches. Passed
      // as undefined, the radios would start uncontrolled and switch at the first choice.
      value={(value ?? '') as V}
      onChange={(choice) => form.setValue(name, choice as PathValue<TValues, Path<TValues>>)}
      error={messageOf(form.formState.errors, name)}
    />
  );
}
