// Asks for a fresh email-confirmation link. The answer never says whether the address has an account.
import { useState } from 'react';
import { ZResendConfirmationBody, type TResendConfirmationBody } from '@pavilion/domain';
import { useResendConfirmationMutation } from '@pavilion/api-client';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';

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
    setSent(
      `If ${values.email} belongs to an account that is waiting for confirmation, a new link is on its way. It may take up to 5 minutes to arrive.`,
    );
  };
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'We could not send a new link. Please try again.')}
      aria-label="Send a new confirmation link"
    >
      <Stack gap={3}>
        <TextField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {sent && <Alert tone="success">{sent}</Alert>}
        <FormAlert message={server.message} />
        <div>
          <Button type="submit" variant="secondary" loading={submitting} loadingLabel="Sending...">
            Send a new link
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
