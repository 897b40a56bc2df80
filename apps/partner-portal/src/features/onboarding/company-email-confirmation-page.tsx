// /partner/company-email-confirmation/{token}: the link mailed to a company email that is not a
// member's own address.
import { useParams } from 'react-router';
import { errorMessage, useConfirmCompanyEmailQuery } from '@pavilion/api-client';
import { Alert, Spinner } from '@pavilion/ui';
import { Link } from 'react-router';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

export function CompanyEmailConfirmationPage() {
  useDocumentTitle('Company email');
  const token = useParams().token ?? '';
  const result = useConfirmCompanyEmailQuery(token, { skip: !token });
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        {result.isLoading ? (
          <Spinner label="Confirming your company email" showLabel />
        ) : result.data ? (
          <>
            <h1 className="pv-page-title">Company email confirmed</h1>
            <p>
              <strong>{result.data.email}</strong> is confirmed as your company's email address.
            </p>
          </>
        ) : (
          <>
            <h1 className="pv-page-title">This link cannot be used</h1>
            <Alert tone="error">{errorMessage(result.error, 'This confirmation link is not valid.')}</Alert>
          </>
        )}
        <p>
          <Link to={partnerPaths.dashboard}>Go to your dashboard</Link>
        </p>
      </div>
    </PageFrame>
  );
}

export default CompanyEmailConfirmationPage;
