// /forgot-password: asks for an email, then 'Check Your Email' whether or not the account exists (the
// shared flow of libs/features/account).
import { ForgotPasswordFlow } from '@pavilion/features-account';
import './account.css';

export default function ForgotPasswordPage() {
  return (
    <div className="pv-auth-card">
      <ForgotPasswordFlow />
    </div>
  );
}
