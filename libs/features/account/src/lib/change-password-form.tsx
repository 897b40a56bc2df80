// Security: change the password (current, new, confirm). The server ends every other session.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZChangePasswordBody, type TChangePasswordBody } from '@pavilion/domain';
import { useChangePasswordMutation } from '@pavilion/api-client';
import { FormAlert, PasswordFields, useServerErrors } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [updated, setUpdated] = useState(false);
  const form = useForm<Values, unknown, TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState } = form;
  const server = useServerErrors(form);
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setUpdated(false);
    server.clear();
    try {
      await changePassword(values).unwrap();
      reset(EMPTY);
      setUpdated(true);
    } catch (err) {
      server.apply(err, 'Your password could not be updated. Please try again.');
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
        <PasswordFields
          form={form}
          names={{ password: 'newPassword' }}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        {updated && (
          <Alert tone="success" onDismiss={() => setUpdated(false)}>
            Your password has been updated. Other devices have been signed out.
          </Alert>
        )}
        <FormAlert message={server.message} onDismiss={server.clear} />
        <div>
          <Button type="submit" loading={isLoading} loadingLabel="Updating...">
            Update Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
