// A person's name and email, as the sign-ups, the team invitation and the checkout's attendees ask
// for them: first name and surname side by side, then the email (left out where the email is already
// known: an invitation is for one address). Each form keeps its own schema and field names.
import './page-kit.css';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextField } from '@pavilion/ui';
import { fieldNames, messageOf, type FieldGroupProps, type FieldNamesProp } from './field-group';
import { FIELDS_TEXT as T } from './messages';

const PERSON_FIELDS = ['firstName', 'surname', 'email'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export type PersonFieldsProps<TValues extends FieldValues, TOutput = TValues> = FieldGroupProps<TValues, TOutput> & {
  /** 'Surname' unless the form says otherwise. */
  surnameLabel?: ReactNode;
  emailHint?: ReactNode;
  /** Offer the browser's autofill (true: the person filling in is the one named; false: someone else). */
  autoFill?: boolean;
  /** The class of the row that holds the two names ('pv-form-grid'). */
  rowClassName?: string;
  /** Element ids, where two forms share a page. */
  ids?: Partial<Record<PersonField, string>>;
} & (
    | ({ withEmail: false } & FieldNamesProp<Exclude<PersonField, 'email'>, TValues>)
    | ({ withEmail?: true } & FieldNamesProp<PersonField, TValues>)
  );

export function PersonFields<TValues extends FieldValues, TOutput = TValues>(
  props: PersonFieldsProps<TValues, TOutput>,
) {
  const { form, surnameLabel = T.surname, emailHint, autoFill = true, rowClassName = 'pv-form-grid', ids } = props;
  const { register } = form;
  const errors = form.formState.errors;
  const names = fieldNames<PersonField, TValues>(PERSON_FIELDS, props.names);
  const auto = (token: string) => (autoFill ? token : 'off');
  return (
    <>
      <div className={rowClassName}>
        <TextField
          id={ids?.firstName}
          label={T.firstName}
          autoComplete={auto('given-name')}
          required
          error={messageOf(errors, names.firstName)}
          {...register(names.firstName)}
        />
        <TextField
          id={ids?.surname}
          label={surnameLabel}
          autoComplete={auto('family-name')}
          required
          error={messageOf(errors, names.surname)}
          {...register(names.surname)}
        />
      </div>
      {props.withEmail !== false && (
        <TextField
          id={ids?.email}
          label={T.email}
          type="email"
          autoComplete={auto('email')}
          required
          hint={emailHint}
          error={messageOf(errors, names.email)}
          {...register(names.email)}
        />
      )}
    </>
  );
}
