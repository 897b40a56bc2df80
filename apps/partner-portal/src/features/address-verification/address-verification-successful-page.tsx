// /partner/address-verification-successful: the address is verified.
import { Link } from 'react-router';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';
import { ADDRESS_TEXT as T } from './messages';

const SEPARATOR = ' · ';

export function AddressVerificationSuccessfulPage() {
  useDocumentTitle(T.verifiedTitle);
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <h1 className="pv-page-title">{T.verified}</h1>
        <p>{T.thankYou}</p>
        <p>
          <Link to={partnerPaths.myAccount}>{T.backToAccount}</Link>
          {SEPARATOR}
          <Link to={partnerPaths.dashboard}>{T.goToDashboard}</Link>
        </p>
      </div>
    </PageFrame>
  );
}

export default AddressVerificationSuccessfulPage;
