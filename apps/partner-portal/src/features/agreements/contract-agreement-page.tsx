// /partner/contract-agreement: the partner contract (a PDF rendered for this partner) in a viewer, a
// download link, and the one-way checkbox that signs it.
import { lazy, Suspense } from 'react';
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { Badge, Spinner, Stack } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { apiUrl } from '../../components/api-url';
import { partnerPaths } from '../../config/paths';
import { SignAgreement } from '../../components/sign-agreement';
import '../../components/partner.css';

const PdfViewer = lazy(() => import('./pdf-viewer'));

export function ContractAgreementPage() {
  useDocumentTitle('Partner contract');
  const agreements = useGetAgreementsQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">Partner contract</h1>
      <QueryView result={agreements} loadingLabel="Loading the contract" errorTitle="The contract could not be loaded">
        {(list) => {
          const contract = list.find((a) => a.kind === 'partner-contract')!;
          const terms = list.find((a) => a.kind === 'customer-terms');
          const url = apiUrl(contract.documentUrl);
          const download = (
            <a href={`${url}?download=1`} download>
              Download the contract (PDF, version {contract.currentVersion})
            </a>
          );
          return (
            <Stack gap={4}>
              <p>
                Version {contract.currentVersion}{' '}
                <Badge tone={contract.status === 'agreed' ? 'success' : 'warning'}>
                  {contract.status === 'agreed' ? 'Agreed' : 'Pending'}
                </Badge>
              </p>
              <p>Please read the agreement between your company and Pavilion. {download}.</p>
              <Suspense fallback={<Spinner label="Loading the viewer" showLabel />}>
                <PdfViewer
                  url={url}
                  title="Partner contract"
                  fallback={<>Please open it with the download link: {download}.</>}
                />
              </Suspense>
              <SignAgreement
                agreement={contract}
                label={`I have read and agree to the Pavilion Partner Agreement (version ${contract.currentVersion})`}
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
