// /partner/forgot-password: the shared password recovery, in the partner portal.
import { ForgotPasswordFlow } from '@pavilion/features-account';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { Container } from '@pavilion/ui';
import '../../components/partner.css';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot your password?');
  return (
    <Container className="pv-partner-page pv-partner-page--narrow">
      <div className="pv-partner-card">
        <ForgotPasswordFlow />
      </div>
    </Container>
  );
}
