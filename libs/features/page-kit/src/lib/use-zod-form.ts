// One way to write a form: react-hook-form checked with a domain zod schema, and a refused request's
// messages put where they belong (useServerErrors): each message that names a field at that field,
// focus on the first, and what no field says in the form's alert (<Form>).
import { useCallback, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useServerErrors, type ServerErrors, type ServerErrorsOptions } from './use-server-errors';

export interface ZodFormOptions<TInput extends FieldValues> {
  /** Every field's value to start from, as the inputs hold them (text for a typed number). */
  defaultValues: DefaultValues<TInput>;
  /** When fields are checked before the first submit (react-hook-form's mode; default 'onSubmit'). */
  mode?: Mode;
  /** When a field is checked again after a submit (react-hook-form's reValidateMode; default 'onChange'). */
  reValidateMode?: Exclude<Mode, 'onTouched' | 'all'>;
  /**
   * Whether the first invalid field takes focus on a refused submit (default true); a form whose
   * fields register out of their shown order turns it off and focuses in that order itself.
   */
  shouldFocusError?: boolean;
  /**
   * How a refusal is placed. The alert defaults to 'distinct' here: a message the server tied to a
   * field shows at that field (which takes focus), and the alert says only what no field says.
   */
  server?: ServerErrorsOptions;
}

/** Sends the checked values; rejects with the server's error to have it placed on the form. */
export type FormSend<TOutput> = (values: TOutput) => Promise<unknown> | unknown;

export interface ZodForm<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The refusal's message for the alert (`server.message`), and the means to set it. */
  server: ServerErrors;
  /**
   * The form's onSubmit: checks the values with the schema (the messages at their fields), clears the
   * alert, sends, and on a refusal puts its messages on the form (`fallback` when it has no words).
   */
  submit: (send: FormSend<TOutput>, fallback?: string) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from a valid submit until its request settles: the submit button's `loading`. */
  submitting: boolean;
}

export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  {
    defaultValues,
    mode = 'onSubmit',
    reValidateMode = 'onChange',
    shouldFocusError = true,
    server: serverOptions,
  }: ZodFormOptions<TInput>,
): ZodForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    // The resolver's overloads cannot be chosen for a schema known only by its input and output.
    resolver: zodResolver(schema as never) as Resolver<TInput, unknown, TOutput>,
    defaultValues,
    mode,
    reValidateMode,
    shouldFocusError,
  });
  const server = useServerErrors(form, { alert: 'distinct', ...serverOptions });
  const { handleSubmit } = form;
  const { clear, apply } = server;
  const submit = useCallback(
    (send: FormSend<TOutput>, fallback?: string) =>
      handleSubmit(async (values) => {
        clear();
        try {
          await send(values);
        } catch (err) {
          apply(err, fallback);
        }
      }),
    [handleSubmit, clear, apply],
  );
  return { form, server, submit, submitting: form.formState.isSubmitting };
}
