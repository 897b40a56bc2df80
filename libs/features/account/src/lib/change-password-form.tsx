// Security: change the password (current, new, confirm). The server ends every other session.
import { ZChangePasswordBody, type TChangePasswordBody } from '@pavilion/domain';
import { useChangePasswordMutation } from '@pavilion/api-client';
import { PasswordFields } from '@pavilion/features-page-kit';
import { TextField } from '@pavilion/ui';
import { AccountForm, useAccountForm } from './account-form';
import { SECURITY_TEXT as T } from './messages';

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
      failure={T.updateFailed}
      titleAs="h3"
      titleId="pv-change-password-title"
      title={T.changePassword}
      gap={4}
      savedMessage={T.updated}
      submitLabel={T.updatePassword}
      submittingLabel={T.updating}
    >
      <TextField
        label={T.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordFields
        form={form}
        names={{ password: 'newPassword' }}
        passwordLabel={T.newPassword}
        confirmLabel={T.confirmNewPassword}
      />
    </AccountForm>
  );
}
