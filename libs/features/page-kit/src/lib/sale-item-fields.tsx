// What a partner sells with an event, a ticket type or an extra: its name, price, how many (a
// ticket type's quantity, an extra's places), its times (a ticket type's sales window, an extra's
// start), its one required choice (a cancellation policy, a type) and a description. Every label
// starts with the item ('VIP price (EUR)', 'New extra places', 'Ticket type 1 quantity').
import './page-kit.css';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Select, TextArea, TextField, type SelectOption } from '@pavilion/ui';
import { messageOf, type FieldGroupProps } from './field-group';
import { SALE_ITEM_TEXT as T } from './messages';

export interface SaleItemFieldsProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  FieldGroupProps<TValues, TOutput>,
  'control'
> {
  /** Starts every label: the item's name, 'New ticket type', 'Extra 1'. */
  prefix: string;
  /** Shown after the price's label: 'price (EUR)'. */
  currency?: string;
  names: { name: Path<TValues>; price: Path<TValues>; description?: Path<TValues> };
  /** How many can be sold: 'quantity', or 'places' with a hint for a blank. */
  amount?: { name: Path<TValues>; label: string; hint?: string };
  /** Dates and times, as typed in the event's time zone. */
  times: readonly { name: Path<TValues>; label: string; required?: boolean }[];
  /** The required choice, with a hint under it when it needs one; left out while its list loads. */
  choice?: { name: Path<TValues>; label: string; placeholder: string; options: SelectOption[]; hint?: string };
  /** After the fields, on the same row (a button that removes a row of a list). */
  children?: ReactNode;
}

export function SaleItemFields<TValues extends FieldValues, TOutput = TValues>({
  form,
  prefix,
  currency,
  names,
  amount,
  times,
  choice,
  children,
}: SaleItemFieldsProps<TValues, TOutput>) {
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <div className="pv-field-row">
      <TextField
        label={T.name({ item: prefix })}
        required
        {...register(names.name)}
        error={messageOf(errors, names.name)}
      />
      <TextField
        label={currency ? T.priceIn({ item: prefix, currency }) : T.price({ item: prefix })}
        type="number"
        min={0}
        step="0.01"
        {...register(names.price)}
        error={messageOf(errors, names.price)}
      />
      {amount && (
        <TextField
          label={T.field({ item: prefix, field: amount.label })}
          hint={amount.hint}
          type="number"
          min={0}
          step="1"
          {...register(amount.name)}
          error={messageOf(errors, amount.name)}
        />
      )}
      {times.map((time) => (
        <TextField
          key={time.name}
          label={T.field({ item: prefix, field: time.label })}
          type="datetime-local"
          required={time.required}
          {...register(time.name)}
          error={messageOf(errors, time.name)}
        />
      ))}
      {choice && (
        <Select
          label={T.field({ item: prefix, field: choice.label })}
          required
          placeholder={choice.placeholder}
          options={choice.options}
          hint={choice.hint}
          {...register(choice.name)}
          error={messageOf(errors, choice.name)}
        />
      )}
      {names.description && (
        <TextArea
          label={T.description({ item: prefix })}
          rows={2}
          {...register(names.description)}
          error={messageOf(errors, names.description)}
        />
      )}
      {children}
    </div>
  );
}
