// The customer terms acceptance view: a link to the terms, 'I have read and agree' and Continue, enabled
// only while ticked. Continue records the acceptance in this browser and returns to ?next= (if given).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Checkbox } from '@pavilion/ui';
import { CUSTOMER_TERMS_DAY, dateTimeFormat, formatIsoDay } from '@pavilion/domain';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { customerTermsPage } from './content';
import {
  browserStorage,
  continuePath,
  readTermsAcceptance,
  recordTermsAcceptance,
  type TTermsAcceptance,
} from './terms-acceptance';
import { STATIC_TEXT, staticKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import './static-pages.css';
import { marketplacePaths } from '../../config/paths';

/** The day the terms were accepted, written out ('March 2, 2030'). */
const acceptedOn = (iso: string) =>
  dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export default function TermsAcceptancePage() {
  useDocumentTitle(STATIC_TEXT.acceptTitle);
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
      title={STATIC_TEXT.termsTitle}
      titleId="pv-terms-title"
    >
      <p>
        {richMessage(
          staticKey('readTerms'),
          { link: (chunks) => <Link to={marketplacePaths.customerTerms}>{chunks}</Link> },
          { date: formatIsoDay(customerTermsPage.updated ?? CUSTOMER_TERMS_DAY) },
        )}
      </p>
      {accepted && (
        <Alert tone="success" title={STATIC_TEXT.termsAccepted}>
          {next
            ? STATIC_TEXT.acceptedOn({ date: acceptedOn(accepted.acceptedAt) })
            : richMessage(
                staticKey('acceptedOnBrowse'),
                { link: (chunks) => <Link to={marketplacePaths.events}>{chunks}</Link> },
                { date: acceptedOn(accepted.acceptedAt) },
              )}
        </Alert>
      )}
      <form
        className="pv-terms-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (agreed) submit();
        }}
      >
        <Checkbox label={STATIC_TEXT.agree} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <Button type="submit" disabled={!agreed}>
          {STATIC_TEXT.continue}
        </Button>
      </form>
    </PageFrame>
  );
}
