// What a partner sells with an event, a ticket type or an extra: its name, price, how many (a
// ticket type's quantity, an extra's places), its times (a ticket type's sales window, an extra's
// start), its one required choice (a cancellation policy, a type) and a description. Every label
// names the item ('VIP price (EUR)', 'New extra places', 'Ticket type 1 quantity'), one message with
// the item and the field, so each language words it whole.
import './sale-item.css';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { messageOf, type FieldGroupProps } from '@pavilion/features-page-kit';
import { Select, TextArea, TextField, type SelectOption } from '@pavilion/ui';
import { SALE_ITEM_TEXT as T } from './sale-item.messages';

/** What a partner sells with an event. */
export type SaleItemKind = 'ticketType' | 'extra';

/** The item the labels name: a saved one by its name, the nth of a list being created, else the new one. */
export interface SaleItemLabel {
  kind: SaleItemKind;
  name?: string;
  number?: number;
}

type Field =
  | 'name'
  | 'price'
  | 'priceIn'
  | 'quantity'
  | 'places'
  | 'salesStart'
  | 'salesEnd'
  | 'starts'
  | 'cancellationPolicy'
  | 'type'
  | 'description';

function label(item: SaleItemLabel, field: Field, currency = ''): string {
  const which = item.name !== undefined ? 'named' : item.number !== undefined ? 'numbered' : 'new';
  return T.label({ item: which, kind: item.kind, name: item.name ?? '', number: item.number ?? 0, field, currency });
}

export interface SaleItemFieldsProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  FieldGroupProps<TValues, TOutput>,
  'control'
> {
  /** The item every label names: `{ kind: 'ticketType', name: 'VIP' }`, `{ kind: 'extra', number: 1 }`. */
  item: SaleItemLabel;
  /** Shown after the price's label: 'price (EUR)'. */
  currency?: string;
  names: { name: Path<TValues>; price: Path<TValues>; description?: Path<TValues> };
  /** How many can be sold: a ticket type's quantity, or an extra's places with a hint for a blank. */
  amount?: { name: Path<TValues>; field: 'quantity' | 'places'; hint?: string };
  /** Dates and times, as typed in the event's time zone. */
  times: readonly { name: Path<TValues>; field: 'salesStart' | 'salesEnd' | 'starts'; required?: boolean }[];
  /** The required choice, with a hint under it when it needs one; left out while its list loads. */
  choice?: {
    name: Path<TValues>;
    field: 'cancellationPolicy' | 'type';
    placeholder: string;
    options: SelectOption[];
    hint?: string;
  };
  /** After the fields, on the same row (a button that removes a row of a list). */
  children?: ReactNode;
}

export function SaleItemFields<TValues extends FieldValues, TOutput = TValues>({
  form,
  item,
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
      <TextField label={label(item, 'name')} required {...register(names.name)} error={messageOf(errors, names.name)} />
      <TextField
        label={currency ? label(item, 'priceIn', currency) : label(item, 'price')}
        type="number"
        min={0}
        step="0.01"
        {...register(names.price)}
        error={messageOf(errors, names.price)}
      />
      {amount && (
        <TextField
          label={label(item, amount.field)}
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
          label={label(item, time.field)}
          type="datetime-local"
          required={time.required}
          {...register(time.name)}
          error={messageOf(errors, time.name)}
        />
      ))}
      {choice && (
        <Select
          label={label(item, choice.field)}
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
          label={label(item, 'description')}
          rows={2}
          {...register(names.description)}
          error={messageOf(errors, names.description)}
        />
      )}
      {children}
    </div>
  );
}
