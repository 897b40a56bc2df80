// /newsletter/confirm?token=: the newsletter's double opt-in. The emailed link opens this page and the
// address is confirmed only by its button (a link checker that opens the page confirms nothing).
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '@pavilion/domain';
import { errorMessage, useConfirmNewsletterMutation } from '@pavilion/api-client';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Alert, Button } from '@pavilion/ui';
import { NEWSLETTER_PAGE_TEXT as T } from './messages';
import './newsletter.css';

export default function NewsletterConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirm, { data, error, isLoading }] = useConfirmNewsletterMutation();

  if (!token) return <Broken message={NEWSLETTER_MESSAGES.tokenMissing} />;
  if (data)
    return (
      <div className="pv-newsletter-card">
        <h1 className="pv-page-title">{T.confirmedTitle}</h1>
        <p role="status">{T.confirmedBody({ email: data.email })}</p>
        <p>
          <Button as={ProductLink} to={paths.events}>
            {T.seeEvents}
          </Button>
        </p>
      </div>
    );
  return (
    <div className="pv-newsletter-card">
      <h1 className="pv-page-title">{T.confirmTitle}</h1>
      <p>{T.confirmIntro}</p>
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      <p>
        <Button loading={isLoading} onClick={() => confirm(token)}>
          {T.confirm}
        </Button>
      </p>
    </div>
  );
}

export function Broken({ message }: { message: string }) {
  return (
    <div className="pv-newsletter-card">
      <h1 className="pv-page-title">{T.brokenTitle}</h1>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
