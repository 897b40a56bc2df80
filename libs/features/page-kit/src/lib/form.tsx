// A form as every page writes it (with useZodForm): no browser validation (the schema's messages show
// at the fields), a name for assistive technology, and the alert for what no field shows above the
// fields.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import type { ServerErrors } from './use-server-errors';

type Named = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type FormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate' | 'aria-label'> &
  Named & {
    /** useZodForm's `server`: its message is the alert's. */
    server: Pick<ServerErrors, 'message'>;
    /** useZodForm's `submit(send, fallback)`. */
    onSubmit: NonNullable<ComponentPropsWithoutRef<'form'>['onSubmit']>;
    /** The alert's title: what did not happen ('Nothing was refunded'). */
    alertTitle?: ReactNode;
    /**
     * Where the alert goes: 'top' (above the fields, the default) or 'none' when the form shows
     * `server.message` itself, in a <FormAlert> where its design puts it (beside the submit button).
     */
    alert?: 'top' | 'none';
    children: ReactNode;
  };

export function Form({ server, onSubmit, alertTitle, alert = 'top', children, ...form }: FormProps) {
  return (
    <form {...form} onSubmit={onSubmit} noValidate>
      {alert === 'top' && <FormAlert title={alertTitle} message={server.message} />}
      {children}
    </form>
  );
}
