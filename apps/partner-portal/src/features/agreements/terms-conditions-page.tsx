// /partner/terms-conditions: the customer terms every buyer of the partner's events accepts; the
// partner accepts them too, recorded like the contract's signature.
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Stack } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { SignAgreement } from '../../components/sign-agreement';
import '../../components/partner.css';
import { agreementVersion } from './agreement-version';
import { AGREEMENTS_TEXT as T } from './messages';

export function TermsConditionsPage() {
  useDocumentTitle(T.termsTitle);
  const agreements = useGetAgreementsQuery();
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">{T.termsTitle}</h1>
      <QueryView result={agreements} loadingLabel={T.termsLoading} errorTitle={T.termsFailed}>
        {(list) => {
          const terms = list.find((a) => a.kind === 'customer-terms')!;
          return (
            <Stack gap={4}>
              <p>{agreementVersion('partner.agreements.termsText', terms)}</p>
              <p>
                <ProductLink to={paths.customerTerms} target="_blank" rel="noopener">
                  {T.readTerms}
                </ProductLink>
              </p>
              <SignAgreement agreement={terms} label={T.agreeTerms} />
            </Stack>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

export default TermsConditionsPage;
