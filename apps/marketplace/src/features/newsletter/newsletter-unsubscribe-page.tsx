// /newsletter/unsubscribe?token=: where a newsletter's unsubscribe link (and the API's GET of it) leads.
// It shows the address and unsubscribes with its button; a mail client's one-click POSTs to the API
// directly (RFC 8058).
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  useNewsletterStateQuery,
  useUnsubscribeNewsletterMutation,
} from '@pavilion/api-client';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { NEWSLETTER_PAGE_TEXT as T } from './messages';
import { Broken } from './newsletter-confirm-page';
import './newsletter.css';

export default function NewsletterUnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const state = useNewsletterStateQuery(token, { skip: !token });
  const [unsubscribe, done] = useUnsubscribeNewsletterMutation();

  if (!token) return <Broken message={NEWSLETTER_MESSAGES.tokenMissing} />;
  if (state.isLoading)
    return (
      <div className="pv-newsletter-card" style={{ textAlign: 'center' }}>
        <Spinner label={T.loading} />
      </div>
    );
  if (state.error) {
    if (typeof errorStatus(state.error) === 'number') return <Broken message={errorMessage(state.error)} />;
    return (
      <div className="pv-newsletter-card">
        <Alert tone="error">{errorMessage(state.error)}</Alert>
        <p>
          <Button variant="secondary" loading={state.isFetching} onClick={() => state.refetch()}>
            {T.tryAgain}
          </Button>
        </p>
      </div>
    );
  }
  const current = done.data ?? state.data;
  if (!current) return null;
  if (!current.subscribed)
    return (
      <div className="pv-newsletter-card">
        <h1 className="pv-page-title">{T.unsubscribedTitle}</h1>
        <p role="status">{T.unsubscribedBody({ email: current.email })}</p>
        <p>
          <ProductLink to={paths.events}>{T.seeEvents}</ProductLink>
        </p>
      </div>
    );
  return (
    <div className="pv-newsletter-card">
      <h1 className="pv-page-title">{T.unsubscribeTitle}</h1>
      <p>{T.unsubscribeIntro({ email: current.email })}</p>
      {done.error ? <Alert tone="error">{errorMessage(done.error)}</Alert> : null}
      <p>
        <Button loading={done.isLoading} onClick={() => unsubscribe(token)}>
          {T.unsubscribe}
        </Button>
      </p>
    </div>
  );
}
