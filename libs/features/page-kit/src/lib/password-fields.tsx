// A new password and its confirmation, as the sign-ups, the invitation, the password change and the
// reset ask for them: the password with its live checklist, then the same typed again. Each form keeps
// its own schema (the domain's password rules and the match) and field names.
import './page-kit.css';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { TextField } from '@pavilion/ui';
import { fieldNames, messageOf, type FieldGroupProps, type FieldNamesProp } from './field-group';
import { PasswordField } from './password-field';
import { FIELDS_TEXT as T } from './messages';

const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];

export type PasswordFieldsProps<TValues extends FieldValues, TOutput = TValues> = FieldGroupProps<TValues, TOutput> &
  FieldNamesProp<PasswordFieldName, TValues> & {
    /** 'Password' unless the form says otherwise ('New password'). */
    passwordLabel?: ReactNode;
    /** 'Confirm password' unless the form says otherwise ('Confirm new password'). */
    confirmLabel?: ReactNode;
    /** Element ids, where two forms share a page. */
    ids?: Partial<Record<PasswordFieldName, string>>;
  };

export function PasswordFields<TValues extends FieldValues, TOutput = TValues>(
  props: PasswordFieldsProps<TValues, TOutput>,
) {
  const { form, passwordLabel = T.password, confirmLabel = T.confirmPassword, ids } = props;
  const { control, register } = form;
  const errors = form.formState.errors;
  const names = fieldNames<PasswordFieldName, TValues>(PASSWORD_FIELDS, props.names);
  const password: unknown = useWatch({ control, name: names.password });
  return (
    <>
      <PasswordField
        id={ids?.password}
        label={passwordLabel}
        required
        password={typeof password === 'string' ? password : ''}
        error={messageOf(errors, names.password)}
        {...register(names.password)}
      />
      <TextField
        id={ids?.confirmPassword}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={messageOf(errors, names.confirmPassword)}
        {...register(names.confirmPassword)}
      />
    </>
  );
}
