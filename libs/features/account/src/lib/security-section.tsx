// The Security section of every settings page: change password and recent sign-ins.
import { ChangePasswordForm } from './change-password-form';
import { LoginActivity } from './login-activity';
import { SECURITY_TEXT as T } from './messages';

export function SecuritySection() {
  return (
    <section aria-labelledby="pv-security-title" className="pv-account-section">
      <h2 id="pv-security-title" className="pv-account-section__title">
        {T.security}
      </h2>
      <ChangePasswordForm />
      <LoginActivity />
    </section>
  );
}
