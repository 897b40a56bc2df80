// /partner/terms-conditions: the customer terms every buyer of the partner's events accepts; the
// partner accepts them too, recorded like the contract's signature.
import { useGetAgreementsQuery } from '@pavilion/api-client';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Badge, Stack } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { SignAgreement } from '../../components/sign-agreement';
import '../../components/partner.css';

export function TermsConditionsPage() {
  useDocumentTitle('Customer terms');
  const agreements = useGetAgreementsQuery();
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">Customer terms</h1>
      <QueryView result={agreements} loadingLabel="Loading the terms" errorTitle="The terms could not be loaded">
        {(list) => {
          const terms = list.find((a) => a.kind === 'customer-terms')!;
          return (
            <Stack gap={4}>
              <p>
                Buyers of your tickets accept Pavilion's customer terms of service (updated {terms.currentVersion}).
                Please read them: they say what buyers can expect from you and from us.{' '}
                <Badge tone={terms.status === 'agreed' ? 'success' : 'warning'}>
                  {terms.status === 'agreed' ? 'Agreed' : 'Pending'}
                </Badge>
              </p>
              <p>
                <ProductLink to={paths.customerTerms} target="_blank" rel="noopener">
                  Read the customer terms of service (opens in a new tab)
                </ProductLink>
              </p>
              <SignAgreement agreement={terms} label="I have read and agree" />
            </Stack>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

export default TermsConditionsPage;
