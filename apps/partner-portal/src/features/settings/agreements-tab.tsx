// Settings, Agreements: the partner contract and the customer terms, agreed (with when) or pending,
// from GET /api/partner/agreements.
import { Link } from 'react-router';
import { agreementVersionText } from '@pavilion/domain';
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { Badge } from '@pavilion/ui';
import { QueryView } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import { signatureLine } from '../../components/sign-agreement';
import { richMessage } from '@pavilion/features-shell';
import { SETTINGS_TEXT as T } from './messages';

/** The space between a name and its badge. */
const SPACE = ' ';

const PAGES = {
  'partner-contract': partnerPaths.contractAgreement,
  'customer-terms': partnerPaths.termsConditions,
} as const;

export function AgreementsTab() {
  const agreements = useGetAgreementsQuery();
  return (
    <QueryView result={agreements} loadingLabel={T.agreementsLoading} errorTitle={T.agreementsFailed}>
      {(list) => (
        <ul className="pv-rows" aria-label={T.agreements}>
          {list.map((a) => (
            <li key={a.kind} className="pv-row">
              <div className="pv-row__main">
                <strong>
                  {a.title}
                  {SPACE}
                  <Badge tone={a.status === 'agreed' ? 'success' : 'warning'}>
                    {T.agreementStatus({ status: a.status })}
                  </Badge>
                </strong>
                <span className="pv-muted">
                  {T.agreementVersion({
                    version: agreementVersionText(a.kind, a.currentVersion),
                    signature: signatureLine(a) ?? T.notSigned,
                  })}
                </span>
              </div>
              <Link to={PAGES[a.kind]}>
                {richMessage(
                  'partner.settings.readAgreement',
                  { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
                  { status: a.status, kind: a.kind === 'partner-contract' ? 'contract' : 'terms' },
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
