// Asks for a fresh email-confirmation link. The answer never says whether the address has an account.
import { useState } from 'react';
import { ZResendConfirmationBody, type TResendConfirmationBody } from '@pavilion/domain';
import { useResendConfirmationMutation } from '@pavilion/api-client';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { ACCOUNT_TEXT } from './messages';

export function ResendConfirmationForm({ email = '', idPrefix = 'resend' }: { email?: string; idPrefix?: string }) {
  const [resend] = useResendConfirmationMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, server, submit, submitting } = useZodForm<TResendConfirmationBody>(ZResendConfirmationBody, {
    defaultValues: { email },
    server: { alert: 'always' },
  });
  const { register, formState } = form;
  const send = async (values: TResendConfirmationBody) => {
    setSent(null);
    await resend(values).unwrap();
    setSent(ACCOUNT_TEXT.newLinkSent({ email: values.email }));
  };
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, ACCOUNT_TEXT.newLinkFailed)}
      aria-label={ACCOUNT_TEXT.sendNewLinkForm}
    >
      <Stack gap={3}>
        <TextField
          id={`${idPrefix}-email`}
          label={ACCOUNT_TEXT.email}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {sent && <Alert tone="success">{sent}</Alert>}
        <FormAlert message={server.message} />
        <div>
          <Button type="submit" variant="secondary" loading={submitting} loadingLabel={ACCOUNT_TEXT.sending}>
            {ACCOUNT_TEXT.sendNewLink}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
