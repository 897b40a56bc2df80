// Security: change the password (current, new, confirm). The server ends every other session.
import { useState } from 'react';
import { ZChangePasswordBody, type TChangePasswordBody } from '@pavilion/domain';
import { useChangePasswordMutation } from '@pavilion/api-client';
import { Form, FormAlert, PasswordFields, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [updated, setUpdated] = useState(false);
  // The refusal's words show beside the button, as well as at any field they name.
  const { form, server, submit, submitting } = useZodForm<Values, TChangePasswordBody>(ZChangePasswordBody, {
    defaultValues: EMPTY,
    server: { alert: 'always' },
  });
  const { register, reset, formState } = form;
  const { errors } = formState;

  const send = async (values: TChangePasswordBody) => {
    setUpdated(false);
    await changePassword(values).unwrap();
    reset(EMPTY);
    setUpdated(true);
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'Your password could not be updated. Please try again.')}
      aria-labelledby="pv-change-password-title"
      className="pv-account-form"
    >
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
          <Button type="submit" loading={submitting} loadingLabel="Updating...">
            Update Password
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
