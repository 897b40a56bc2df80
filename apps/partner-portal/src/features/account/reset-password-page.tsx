// /partner/reset-password?token=: choose a new password from the emailed link (the shared flow).
import { useSearchParams } from 'react-router';
import { ResetPasswordFlow } from '@pavilion/features-account';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { Container } from '@pavilion/ui';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <Container className="pv-partner-page pv-partner-page--narrow">
      <div className="pv-partner-card">
        <ResetPasswordFlow token={token} forgotPasswordPath={`/partner${partnerPaths.forgotPassword}`} />
      </div>
    </Container>
  );
}
