// A draft event (the partner's Auto publish setting is off) waits on its page for the partner to submit
// it: only the partner's team sees it until then. Submitting asks the server, which refuses in words
// until the address is verified and the agreement signed, or beyond the plan's events live at once.
import { useState } from 'react';
import { errorMessage, useSubmitPartnerEventMutation } from '@pavilion/api-client';
import type { TPartnerEventDetail, TSellingStep } from '@pavilion/domain';
import { Alert, Button } from '@pavilion/ui';
import { missingSellingSteps, SellingStepLinks } from '../../components/selling-steps';
import { EVENT_DETAILS_TEXT as T } from './messages';

export function DraftSubmission({ event }: { event: Pick<TPartnerEventDetail, 'id' | 'currentStatus'> }) {
  const [submit, { isLoading }] = useSubmitPartnerEventMutation();
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; missing: TSellingStep[] | null } | null>(null);

  if (submitted)
    return (
      <Alert tone="success" title={T.submittedForReview} onDismiss={() => setSubmitted(false)}>
        <p>{T.reviewBeforeBuyers}</p>
      </Alert>
    );
  if (event.currentStatus !== 'DRAFT') return null;

  const onSubmit = async () => {
    setRefusal(null);
    try {
      await submit(event.id).unwrap();
      setSubmitted(true);
    } catch (err) {
      setRefusal({ message: errorMessage(err), missing: missingSellingSteps(err) });
    }
  };

  return (
    <Alert tone="info" title={T.isDraft}>
      <p>{T.draftText}</p>
      {refusal && (
        <div role="alert">
          <p>{refusal.message}</p>
          {refusal.missing && refusal.missing.length > 0 && <SellingStepLinks missing={refusal.missing} />}
        </div>
      )}
      <p>
        <Button onClick={onSubmit} loading={isLoading} loadingLabel={T.submitting}>
          {T.submitForReview}
        </Button>
      </p>
    </Alert>
  );
}
