// Security: change the password (current, new, confirm). The server ends every other session.
import { ZChangePasswordBody, type TChangePasswordBody } from '@pavilion/domain';
import { useChangePasswordMutation } from '@pavilion/api-client';
import { PasswordFields } from '@pavilion/features-page-kit';
import { TextField } from '@pavilion/ui';
import { AccountForm, useAccountForm } from './account-form';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const zodForm = useAccountForm<Values, TChangePasswordBody>(ZChangePasswordBody, EMPTY);
  const { form } = zodForm;

  return (
    <AccountForm
      zodForm={zodForm}
      save={async (values) => {
        await changePassword(values).unwrap();
        return EMPTY;
      }}
      failure="Your password could not be updated. Please try again."
      titleAs="h3"
      titleId="pv-change-password-title"
      title="Change password"
      gap={4}
      savedMessage="Your password has been updated. Other devices have been signed out."
      submitLabel="Update Password"
      submittingLabel="Updating..."
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordFields
        form={form}
        names={{ password: 'newPassword' }}
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
    </AccountForm>
  );
}
