// The customer terms acceptance view: a link to the terms, 'I have read and agree' and Continue, enabled
// only while ticked. Continue records the acceptance in this browser and returns to ?next= (if given).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Checkbox } from '@pavilion/ui';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { customerTermsPage } from './content';
import {
  browserStorage,
  continuePath,
  readTermsAcceptance,
  recordTermsAcceptance,
  type TTermsAcceptance,
} from './terms-acceptance';
import './static-pages.css';

const acceptedDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export default function TermsAcceptancePage() {
  useDocumentTitle('Accept the customer terms of service');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = continuePath(params.get('next'));
  const [accepted, setAccepted] = useState<TTermsAcceptance | null>(() => readTermsAcceptance(browserStorage()));
  const [agreed, setAgreed] = useState(false);

  const submit = () => {
    const acceptance = recordTermsAcceptance(browserStorage(), new Date());
    if (next) navigate(next);
    else setAccepted(acceptance);
  };

  return (
    <PageFrame
      as="section"
      className="pv-static pv-static--narrow"
      title="Customer terms of service"
      titleId="pv-terms-title"
    >
      <p>
        Before you continue, please read our <Link to={`/${customerTermsPage.slug}`}>customer terms of service</Link>{' '}
        (last updated {customerTermsPage.updated}). They explain your contract with the event organiser, payments,
        cancellations and refunds.
      </p>
      {accepted && (
        <Alert tone="success" title="Terms accepted">
          You accepted these terms on {acceptedDate.format(new Date(accepted.acceptedAt))}.{' '}
          {next ? null : <Link to="/events">Browse events</Link>}
        </Alert>
      )}
      <form
        className="pv-terms-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (agreed) submit();
        }}
      >
        <Checkbox
          label="I have read and agree"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <Button type="submit" disabled={!agreed}>
          Continue
        </Button>
      </form>
    </PageFrame>
  );
}
