// The sign-in form used at /login, at the checkout's auth step and at /admin/login.
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UI_TEXT, ZLoginBody, type TLoginBodyInput, type TLoginSuccessResponse } from '@pavilion/domain';
import { errorBody, errorMessage, errorStatus, useLoginMutation } from '@pavilion/api-client';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { SHELL_TEXT } from './messages';

export interface LoginFormProps {
  onSuccess: (answer: TLoginSuccessResponse) => void;
  submitLabel?: string;
  footer?: ReactNode;
  idPrefix?: string;
}

export function LoginForm({ onSuccess, submitLabel, footer, idPrefix = 'login' }: LoginFormProps) {
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<TLoginBodyInput>({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login(values).unwrap();
      onSuccess(answer);
    } catch (err) {
      const status = errorStatus(err);
      if (status === 401 || errorBody(err)?.status === 'Failure') {
        // The spec: wrong credentials clear the password.
        setFailure(UI_TEXT.wrongCredentials);
        resetField('password');
        setFocus('password');
      } else {
        setFailure(errorMessage(err));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={SHELL_TEXT.logIn}>
      <Stack gap={4}>
        {failure && (
          <Alert tone="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          id={`${idPrefix}-email`}
          label={SHELL_TEXT.email}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={`${idPrefix}-password`}
          label={SHELL_TEXT.password}
          type="password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isLoading} loadingLabel={SHELL_TEXT.loggingIn} fullWidth>
          {submitLabel ?? SHELL_TEXT.logIn}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
