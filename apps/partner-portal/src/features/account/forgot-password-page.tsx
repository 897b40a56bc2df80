// /partner/forgot-password: the shared password recovery, in the partner portal.
import { ForgotPasswordFlow } from '@pavilion/features-account';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import '../../components/partner.css';
import { ACCOUNT_TEXT as T } from './messages';

export default function ForgotPasswordPage() {
  useDocumentTitle(T.forgotPassword);
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <ForgotPasswordFlow />
      </div>
    </PageFrame>
  );
}
