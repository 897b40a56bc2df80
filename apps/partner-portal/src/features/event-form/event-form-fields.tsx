// What every section of the event form is given, and the option lists and multi-selects they share.
import { Controller, type Control, type FieldErrors, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import type { TEventForm, TEventFormInput, TOptionsResponse } from '@pavilion/domain';
import { MultiSelect } from '@pavilion/ui';

export type EventFormErrors = Record<string, { message?: string } | undefined> & FieldErrors<TEventFormInput>;

export interface EventFormSectionProps {
  form: UseFormReturn<TEventFormInput, unknown, TEventForm>;
  /** The form's register, checking a field when the partner leaves it (see EventForm). */
  register: UseFormRegister<TEventFormInput>;
  errors: EventFormErrors;
  /** The reference lists (event types, countries, ...), once loaded. */
  options: TOptionsResponse | undefined;
}

export type OptionItem = { value: number; label: string };

export const optionList = (items: Array<{ id: number; name: string }> | undefined): OptionItem[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

export function MultiSelectField({
  control,
  name,
  label,
  items,
}: {
  control: Control<TEventFormInput, unknown, TEventForm>;
  name: keyof TEventFormInput;
  label: string;
  items: OptionItem[];
}) {
  return (
    <Controller
      control={control}
      name={name as never}
      render={({ field }) => (
        <MultiSelect<number>
          label={label}
          options={items}
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          maxHeight="12rem"
        />
      )}
    />
  );
}
