// What every section of the event form is given, and the option lists, multi-selects and counts they share.
import { Controller, type Control, type FieldErrors, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import type { TEventForm, TEventFormInput, TOptionsResponse } from '@pavilion/domain';
import { MultiSelect, Select, TextField } from '@pavilion/ui';
import { EVENT_FORM_TEXT as T } from './messages';

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

/** The reference lists a multi-select can offer (lists of `{ id, name }`). */
export type OptionListName = {
  [K in keyof TOptionsResponse]: TOptionsResponse[K] extends Array<{ id: number; name: string }> ? K : never;
}[keyof TOptionsResponse];

/** A multi-select of the form: its field, its label and the reference list it offers. */
export interface OptionPick {
  name: keyof TEventFormInput;
  label: string;
  list: OptionListName;
}

/** One multi-select per pick, each offering its reference list (empty until the lists load). */
export function OptionMultiSelects({
  form,
  options,
  picks,
}: Pick<EventFormSectionProps, 'form' | 'options'> & { picks: readonly OptionPick[] }) {
  return (
    <>
      {picks.map(({ name, label, list }) => (
        <MultiSelectField
          key={name}
          control={form.control}
          name={name}
          label={label}
          items={optionList(options?.[list])}
        />
      ))}
    </>
  );
}

export interface HeadcountFieldsProps extends Pick<EventFormSectionProps, 'register' | 'errors'> {
  /** Who is counted, as the labels say it: 'attendees', 'exhibitors'. */
  who: 'attendees' | 'exhibitors';
  /** The ranges to choose from (the option list of that count). */
  ranges: Array<{ id: number; name: string }> | undefined;
}

const HEADCOUNT_FIELDS = {
  attendees: { range: 'numAttendeesId', lastTime: 'previousNumAttendees' },
  exhibitors: { range: 'numExhibitorsId', lastTime: 'previousNumExhibitors' },
} as const;

/** How many attendees or exhibitors the event expects (a range) and how many came last time. */
export function HeadcountFields({ who, ranges, register, errors }: HeadcountFieldsProps) {
  const { range, lastTime } = HEADCOUNT_FIELDS[who];
  return (
    <>
      <Select
        label={T.numberOf({ who })}
        placeholder={T.selectRange}
        options={optionList(ranges)}
        {...register(range)}
      />
      <TextField
        label={T.lastTime({ who })}
        type="number"
        min={0}
        {...register(lastTime)}
        error={errors[lastTime]?.message}
      />
    </>
  );
}
