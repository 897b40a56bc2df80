// /reset-password?token=: choose a new password from the emailed link; the server ends every session.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZResetPasswordForm, type TResetPasswordForm } from '@pavilion/domain';
import { errorMessage, errorStatus, fieldErrors, useResetPasswordMutation } from '@pavilion/api-client';
import { PasswordField } from '@pavilion/features-account';
import { paths } from '@pavilion/features-shell';
import { FormAlert, useServerErrors } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { FocusedPageTitle } from './page-heading';
import './account.css';

type Values = { password: string; confirmPassword: string };

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">This link cannot be used</h1>
      <Alert tone="error">{message}</Alert>
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        <Link to={paths.forgotPassword}>Request a new link</Link>
      </p>
    </div>
  );
}

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, watch, formState } = form;
  // The link's token has no field: a message about it replaces the form.
  const server = useServerErrors(form, { isField: (name) => name !== 'token' });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    server.clear();
    try {
      await resetPassword({ token, ...values }).unwrap();
      setDone(true);
    } catch (err) {
      const status = errorStatus(err);
      if (status === 404 || status === 410) {
        setLinkProblem(errorMessage(err));
        return;
      }
      const tokenProblem = fieldErrors(err).token;
      if (tokenProblem) setLinkProblem(tokenProblem);
      server.apply(err, 'Your password could not be changed. Please try again.');
    }
  });

  if (!token)
    return (
      <LinkProblem message="This reset link is incomplete. Please use the whole link from the email, or ask for a new one." />
    );
  if (linkProblem) return <LinkProblem message={linkProblem} />;
  if (done) {
    return (
      <div className="pv-auth-card">
        <FocusedPageTitle>Password changed</FocusedPageTitle>
        <Alert tone="success">
          Your password has been reset. For your security, every device that was signed in has been signed out.
        </Alert>
        <p style={{ marginTop: 'var(--pv-space-6)' }}>
          <Button as={Link} to={paths.login}>
            Log in
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">Choose a new password</h1>
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap={4}>
          <FormAlert message={server.message} />
          <PasswordField
            label="New password"
            required
            password={watch('password') ?? ''}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={isLoading} loadingLabel="Saving..." fullWidth>
            Reset password
          </Button>
        </Stack>
      </form>
    </div>
  );
}
