// The ask after a significant change of the customer terms (Customer terms A18): once the new version
// applies, a signed-in person who has not accepted it sees it above every page, with the box to tick,
// until they accept. Its own chunk, fetched only for a signed-in person.
import {
  formatIsoDay,
  ZLegalAcceptanceBody,
  type TLegalAcceptanceBody,
  type TLegalDocumentVersion,
} from '@pavilion/domain';
import { useAcceptLegalDocumentMutation, useGetLegalAcceptancesQuery } from '@pavilion/api-client';
import { Form, FormAlert, PageFrame, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Stack } from '@pavilion/ui';
import { TermsCheckbox } from '../../components/terms-checkbox';
import { TERMS_TEXT as T } from '../../components/terms.messages';

export default function TermsAsk() {
  const { data } = useGetLegalAcceptancesQuery(undefined, { refetchOnFocus: true });
  const pending = data?.pending.find((version) => version.document === 'customer-terms');
  return pending ? <AskForm key={pending.version} pending={pending} /> : null;
}

/** The body as the form holds it: the box unticked at first. */
type AskFields = Omit<TLegalAcceptanceBody, 'accept'> & { accept: boolean };

function AskForm({ pending }: { pending: TLegalDocumentVersion }) {
  const [accept] = useAcceptLegalDocumentMutation();
  const { form, server, submit, submitting } = useZodForm<AskFields, TLegalAcceptanceBody>(ZLegalAcceptanceBody, {
    defaultValues: { document: pending.document, version: pending.version, accept: false },
    // The document and its version are the ask's own: only the box is a field.
    server: { isField: (name) => name === 'accept' },
  });
  const day = formatIsoDay(pending.day);

  return (
    <PageFrame>
      <Alert tone="warning" title={T.askTitle}>
        <Form aria-label={T.askTitle} alert="none" server={server} onSubmit={submit((body) => accept(body).unwrap())}>
          <Stack gap={3}>
            <p>{T.askBody({ day })}</p>
            <TermsCheckbox
              id="terms-ask-accept"
              error={form.formState.errors.accept?.message}
              {...form.register('accept')}
            />
            <FormAlert message={server.message} />
            <div>
              <Button type="submit" loading={submitting} loadingLabel={T.accepting}>
                {T.accept}
              </Button>
            </div>
          </Stack>
        </Form>
      </Alert>
    </PageFrame>
  );
}
