// /partner/contract-agreement: the partner contract (a PDF rendered for this partner) in a viewer, a
// download link, and the one-way checkbox that signs it.
import { lazy, Suspense } from 'react';
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { Spinner, Stack } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { richMessage } from '@pavilion/features-shell';
import { apiUrl } from '../../components/api-url';
import { partnerPaths } from '../../config/paths';
import { SignAgreement } from '../../components/sign-agreement';
import '../../components/partner.css';
import { agreementVersion } from './agreement-version';
import { AGREEMENTS_TEXT as T } from './messages';

const PdfViewer = lazy(() => import('./pdf-viewer'));

export function ContractAgreementPage() {
  useDocumentTitle(T.contractTitle);
  const agreements = useGetAgreementsQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.contractTitle}</h1>
      <QueryView result={agreements} loadingLabel={T.contractLoading} errorTitle={T.contractFailed}>
        {(list) => {
          const contract = list.find((a) => a.kind === 'partner-contract')!;
          const terms = list.find((a) => a.kind === 'customer-terms');
          const url = apiUrl(contract.documentUrl);
          const download = (
            <a href={`${url}?download=1`} download>
              {T.download({ version: contract.currentVersion })}
            </a>
          );
          return (
            <Stack gap={4}>
              <p>{agreementVersion('partner.agreements.version', contract)}</p>
              <p>{richMessage('partner.agreements.readAgreement', {}, { download })}</p>
              <Suspense fallback={<Spinner label={T.viewerLoading} showLabel />}>
                <PdfViewer
                  url={url}
                  title={T.contractTitle}
                  loadingLabel={T.contractViewerLoading}
                  errorTitle={T.contractNotShown}
                  fallback={richMessage('partner.agreements.openWithDownload', {}, { download })}
                />
              </Suspense>
              <SignAgreement
                agreement={contract}
                label={T.agreeContract({ version: contract.currentVersion })}
                continueTo={terms?.status === 'agreed' ? partnerPaths.dashboard : partnerPaths.termsConditions}
              />
            </Stack>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

export default ContractAgreementPage;
