// /reset-password?token=: choose a new password from the emailed link; the server ends every session
// (the shared flow of libs/features/account).
import { useSearchParams } from 'react-router';
import { ResetPasswordFlow } from '@pavilion/features-account';
import './account.css';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <div className="pv-auth-card">
      <ResetPasswordFlow token={token} />
    </div>
  );
}
