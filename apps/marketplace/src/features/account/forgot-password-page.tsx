// /forgot-password: asks for an email, then 'Check Your Email' whether or not the account exists.
import { useState } from 'react';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UI_TEXT, ZForgotPasswordBody, type TForgotPasswordBody } from '@pavilion/domain';
import { errorMessage, useForgotPasswordMutation } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { FocusedPageTitle } from './page-heading';
import './account.css';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TForgotPasswordBody>({
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword(values).unwrap();
      setSentTo(values.email);
    } catch (err) {
      setFailure(errorMessage(err, 'We could not send the email. Please try again.'));
    }
  });

  if (sentTo) {
    return (
      <div className="pv-auth-card">
        <FocusedPageTitle>{UI_TEXT.checkYourEmail}</FocusedPageTitle>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link
          works once, for 1 hour.
        </p>
        <p className="pv-muted">The email may take up to 5 minutes to arrive.</p>
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">Forgot your password?</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate aria-label="Request a password reset link">
        <Stack gap={4}>
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={isLoading} loadingLabel="Sending..." fullWidth>
            Send reset link
          </Button>
          <Link to={paths.login}>Back to login</Link>
        </Stack>
      </form>
    </div>
  );
}
