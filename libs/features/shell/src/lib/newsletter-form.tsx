// The footer's newsletter form: POST /api/email-subscribe/, then 'Thanks for subscribing!' and a line
// asking to confirm from the emailed link (double opt-in).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZNewsletterSubscribeBody, type TNewsletterSubscribeBody } from '@pavilion/domain';
import { errorMessage, useSubscribeNewsletterMutation } from '@pavilion/api-client';
import { Button, TextField } from '@pavilion/ui';
import { SHELL_TEXT } from './messages';

export function NewsletterForm() {
  const [subscribe, { isLoading, isSuccess, error }] = useSubscribeNewsletterMutation();
  const { register, handleSubmit, formState } = useForm<TNewsletterSubscribeBody>({
    resolver: zodResolver(ZNewsletterSubscribeBody),
    defaultValues: { email: '' },
  });
  if (isSuccess)
    return (
      <>
        <p role="status">{SHELL_TEXT.subscribed}</p>
        <p>{SHELL_TEXT.confirmSubscription}</p>
      </>
    );
  return (
    <form onSubmit={handleSubmit((v) => subscribe(v))} noValidate aria-label={SHELL_TEXT.newsletterForm}>
      <TextField
        label={SHELL_TEXT.newsletterEmail}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message ?? (error ? errorMessage(error) : undefined)}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" loading={isLoading} style={{ marginTop: 'var(--pv-space-2)' }}>
        {SHELL_TEXT.subscribe}
      </Button>
    </form>
  );
}
