// Settings, Agreements: the partner contract and the customer terms, agreed (with when) or pending,
// from GET /api/partner/agreements.
import { Link } from 'react-router';
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { Badge } from '@pavilion/ui';
import { QueryView } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import { signatureLine } from '../../components/sign-agreement';

const PAGES = {
  'partner-contract': partnerPaths.contractAgreement,
  'customer-terms': partnerPaths.termsConditions,
} as const;

export function AgreementsTab() {
  const agreements = useGetAgreementsQuery();
  return (
    <QueryView
      result={agreements}
      loadingLabel="Loading your agreements"
      errorTitle="Your agreements could not be loaded"
    >
      {(list) => (
        <ul className="pv-rows" aria-label="Agreements">
          {list.map((a) => (
            <li key={a.kind} className="pv-row">
              <div className="pv-row__main">
                <strong>
                  {a.title}{' '}
                  <Badge tone={a.status === 'agreed' ? 'success' : 'warning'}>
                    {a.status === 'agreed' ? 'Agreed' : 'Pending'}
                  </Badge>
                </strong>
                <span className="pv-muted">
                  Version {a.currentVersion}. {signatureLine(a) ?? 'Not signed yet.'}
                </span>
              </div>
              <Link to={PAGES[a.kind]}>
                {a.status === 'agreed' ? 'Read' : 'Read and sign'}
                <span className="pv-visually-hidden"> the {a.title.toLowerCase()}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
