// /partner/address-verification-successful: the address is verified.
import { Link } from 'react-router';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

export function AddressVerificationSuccessfulPage() {
  useDocumentTitle('Address verified');
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <h1 className="pv-page-title">Your address is verified</h1>
        <p>Thank you. Your company address is verified; buyers and our team can rely on it.</p>
        <p>
          <Link to={partnerPaths.myAccount}>Back to My Account</Link>
          {' · '}
          <Link to={partnerPaths.dashboard}>Go to your dashboard</Link>
        </p>
      </div>
    </PageFrame>
  );
}

export default AddressVerificationSuccessfulPage;
