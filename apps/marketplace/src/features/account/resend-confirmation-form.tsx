// Asks for a fresh email-confirmation link. The answer never says whether the address has an account.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZResendConfirmationBody, type TResendConfirmationBody } from '@pavilion/domain';
import { errorMessage, useResendConfirmationMutation } from '@pavilion/api-client';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';

export function ResendConfirmationForm({ email = '', idPrefix = 'resend' }: { email?: string; idPrefix?: string }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<TResendConfirmationBody>({
    resolver: zodResolver(ZResendConfirmationBody),
    defaultValues: { email },
  });
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await resend(values).unwrap();
      setOutcome({
        tone: 'success',
        message: `If ${values.email} belongs to an account that is waiting for confirmation, a new link is on its way. It may take up to 5 minutes to arrive.`,
      });
    } catch (err) {
      setOutcome({ tone: 'error', message: errorMessage(err, 'We could not send a new link. Please try again.') });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Send a new confirmation link">
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
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
        <div>
          <Button type="submit" variant="secondary" loading={isLoading} loadingLabel="Sending...">
            Send a new link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
