// An account form that saves in place (general settings, the password change): its heading, its
// fields, a note once saved (taken away by the next try), the refusal's words beside the button as
// well as at any field they name, and the button.
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormAlert, useZodForm, type ZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, type SpaceStep } from '@pavilion/ui';

/** useZodForm as the account forms use it: the refusal's words show beside the button, as well as at any field they name. */
export function useAccountForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): ZodForm<TInput, TOutput> {
  return useZodForm<TInput, TOutput>(schema, { defaultValues, server: { alert: 'always' } });
}

export interface AccountFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  /** useAccountForm's answer. */
  zodForm: ZodForm<TInput, TOutput>;
  /** Saves the checked values; resolves to the values the form holds afterwards. */
  save: (values: TOutput) => Promise<TInput>;
  /** The alert's words when a refusal has none of its own. */
  failure: string;
  /** The form's heading: an h2 for a section of its own, an h3 within one. */
  titleAs: 'h2' | 'h3';
  titleId: string;
  title: ReactNode;
  gap: SpaceStep;
  savedMessage: ReactNode;
  submitLabel: ReactNode;
  submittingLabel: string;
  children: ReactNode;
}

export function AccountForm<TInput extends FieldValues, TOutput extends FieldValues>({
  zodForm: { form, server, submit, submitting },
  save,
  failure,
  titleAs: Title,
  titleId,
  title,
  gap,
  savedMessage,
  submitLabel,
  submittingLabel,
  children,
}: AccountFormProps<TInput, TOutput>) {
  const [saved, setSaved] = useState(false);
  const send = async (values: TOutput) => {
    setSaved(false);
    form.reset(await save(values));
    setSaved(true);
  };
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, failure)}
      aria-labelledby={titleId}
      className="pv-account-form"
    >
      <Title id={titleId} className={Title === 'h2' ? 'pv-account-section__title' : 'pv-account-section__subtitle'}>
        {title}
      </Title>
      <Stack gap={gap}>
        {children}
        {saved && (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            {savedMessage}
          </Alert>
        )}
        <FormAlert message={server.message} onDismiss={server.clear} />
        <div>
          <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
