// The ask after a significant change of the customer terms (Customer terms A18): once the new version
// applies, a signed-in person who has not accepted it sees it above every page, with the box to tick,
// until they accept. Its own chunk, fetched only for a signed-in person.
import { useState } from 'react';
import { formatIsoDay } from '@pavilion/domain';
import { errorMessage, useAcceptLegalDocumentMutation, useGetLegalAcceptancesQuery } from '@pavilion/api-client';
import { PageFrame } from '@pavilion/features-page-kit';
import { Alert, Button, Stack } from '@pavilion/ui';
import { TermsCheckbox } from '../../components/terms-checkbox';
import { TERMS_TEXT as T } from '../../components/terms.messages';

export default function TermsAsk() {
  const { data } = useGetLegalAcceptancesQuery(undefined, { refetchOnFocus: true });
  const [accept, { isLoading, error }] = useAcceptLegalDocumentMutation();
  const [ticked, setTicked] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const pending = data?.pending.find((version) => version.document === 'customer-terms');
  if (!pending) return null;
  const day = formatIsoDay(pending.day);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setRefused(T.mustTick);
      return;
    }
    setRefused(null);
    await accept({ document: pending.document, version: pending.version, accept: true })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <PageFrame>
      <Alert tone="warning" title={T.askTitle}>
        <form onSubmit={submit} aria-label={T.askTitle} noValidate>
          <Stack gap={3}>
            <p>{T.askBody({ day })}</p>
            <TermsCheckbox
              id="terms-ask-accept"
              checked={ticked}
              onChange={(change) => setTicked(change.target.checked)}
              error={refused ?? (error ? errorMessage(error) : undefined)}
            />
            <div>
              <Button type="submit" loading={isLoading} loadingLabel={T.accepting}>
                {T.accept}
              </Button>
            </div>
          </Stack>
        </form>
      </Alert>
    </PageFrame>
  );
}
