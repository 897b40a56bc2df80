// Security: change the password (current, new, confirm). The server ends every other session.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { ZChangePasswordBody, type TChangePasswordBody } from '@pavilion/domain';
import { errorMessage, fieldErrors, useChangePasswordMutation } from '@pavilion/api-client';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { PasswordField } from './password-field';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, watch, reset, setError, setFocus, formState } = useForm<
    Values,
    unknown,
    TChangePasswordBody
  >({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword(values).unwrap();
      reset(EMPTY);
      setOutcome({ tone: 'success', message: 'Your password has been updated. Other devices have been signed out.' });
    } catch (err) {
      const fields = fieldErrors(err);
      for (const [field, message] of Object.entries(fields)) setError(field as Path<Values>, { message });
      if (fields.currentPassword) setFocus('currentPassword');
      setOutcome({
        tone: 'error',
        message: errorMessage(err, 'Your password could not be updated. Please try again.'),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pv-change-password-title" className="pv-account-form">
      <h3 id="pv-change-password-title" className="pv-account-section__subtitle">
        Change password
      </h3>
      <Stack gap={4}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          required
          password={watch('newPassword') ?? ''}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {outcome && (
          <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={isLoading} loadingLabel="Updating...">
            Update Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
