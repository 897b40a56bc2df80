// /partner/reset-password?token=: choose a new password from the emailed link (the shared flow).
import { useSearchParams } from 'react-router';
import { ResetPasswordFlow } from '@pavilion/features-account';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { partnerPaths, partnerProductPath } from '../../config/paths';
import '../../components/partner.css';
import { ACCOUNT_TEXT as T } from './messages';

export default function ResetPasswordPage() {
  useDocumentTitle(T.newPassword);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <ResetPasswordFlow token={token} forgotPasswordPath={partnerProductPath(partnerPaths.forgotPassword)} />
      </div>
    </PageFrame>
  );
}
