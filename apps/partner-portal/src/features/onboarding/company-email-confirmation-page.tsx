// /partner/company-email-confirmation/{token}: the link mailed to a company email that is not a
// member's own address.
import { useParams } from 'react-router';
import { errorMessage, useConfirmCompanyEmailQuery } from '@pavilion/api-client';
import { Alert, Spinner } from '@pavilion/ui';
import { Link } from 'react-router';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { richMessage } from '@pavilion/features-shell';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';
import { ONBOARDING_TEXT as T } from './messages';

export function CompanyEmailConfirmationPage() {
  useDocumentTitle(T.companyEmail);
  const token = useParams().token ?? '';
  const result = useConfirmCompanyEmailQuery(token, { skip: !token });
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        {result.isLoading ? (
          <Spinner label={T.confirmingCompanyEmail} showLabel />
        ) : result.data ? (
          <>
            <h1 className="pv-page-title">{T.companyEmailConfirmed}</h1>
            <p>
              {richMessage(
                'partner.onboarding.companyEmailConfirmedText',
                { b: (chunks) => <strong>{chunks}</strong> },
                { email: result.data.email },
              )}
            </p>
          </>
        ) : (
          <>
            <h1 className="pv-page-title">{T.linkCannotBeUsed}</h1>
            <Alert tone="error">{errorMessage(result.error, T.confirmationLinkInvalid)}</Alert>
          </>
        )}
        <p>
          <Link to={partnerPaths.dashboard}>{T.goToDashboard}</Link>
        </p>
      </div>
    </PageFrame>
  );
}

export default CompanyEmailConfirmationPage;
