// Checkout login (/events/:id/ticket-purchase-auth): the order summary, a Login form and a New User
// Registration form. An attendee continues to the details step with the same selection; a partner
// or administrator is told that buying needs an attendee account.
import { Navigate, useNavigate, useParams } from 'react-router';
import type { TCurrencyCode, TLoginSuccessResponse } from '@pavilion/domain';
import { useGetEventQuery, useSession } from '@pavilion/api-client';
import { LoginForm, paths } from '@pavilion/features-shell';
import { Spinner, useToast } from '@pavilion/ui';
import { PageFrame } from '@pavilion/features-page-kit';
import { SignUpForm } from '../../components/sign-up-form';
import { OrderSummary } from './components/order-summary';
import { StepHeading } from './components/step-heading';
import { summariseCheckout } from './summary';
import { useCheckoutSelection } from './use-checkout-selection';
import { withSelection } from './selection';
import { CHECKOUT_AUTH_TEXT as T } from './messages';
import './checkout.css';

export default function TicketPurchaseAuthPage() {
  const eventId = Number(useParams().id);
  const validEventId = Number.isInteger(eventId) && eventId > 0;
  const selection = useCheckoutSelection(eventId);
  const { status, role } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { data: event, isLoading, isError } = useGetEventQuery(eventId, { skip: !validEventId });
  const detailsPath = withSelection(paths.ticketPurchaseDetails(eventId), selection);
  // After signing in again as an attendee, the notice's login brings the buyer back here.
  const noticePath = `${paths.needAttendeeLogin}?next=${encodeURIComponent(withSelection(paths.ticketPurchaseAuth(eventId), selection))}`;

  if (status === 'loading') {
    return (
      <PageFrame className="pv-checkout">
        <Spinner label={T.checkingSession} showLabel />
      </PageFrame>
    );
  }
  if (status === 'authenticated') return <Navigate to={role === 'attendee' ? detailsPath : noticePath} replace />;

  const continueAs = (answer: TLoginSuccessResponse) => {
    const attendee = !answer.isAdmin && answer.partnerId == null && answer.attendeeId != null;
    navigate(attendee ? detailsPath : noticePath, { replace: true });
  };

  const summary = event
    ? summariseCheckout(selection, event.ticketTypes, event.ticketCurrencyCode as TCurrencyCode)
    : undefined;
  return (
    <PageFrame className="pv-checkout">
      <StepHeading>{T.title}</StepHeading>
      <p className="pv-checkout__lead">{T.lead}</p>
      <div className="pv-checkout__layout">
        <div className="pv-checkout__main pv-checkout__auth">
          <section className="pv-panel" aria-labelledby="checkout-login-heading">
            <h2 id="checkout-login-heading" className="pv-panel__heading">
              {T.login}
            </h2>
            <LoginForm idPrefix="checkout-login" onSuccess={continueAs} />
          </section>
          <section className="pv-panel" aria-labelledby="checkout-register-heading">
            <h2 id="checkout-register-heading" className="pv-panel__heading">
              {T.newUser}
            </h2>
            <SignUpForm
              variant="concise"
              idPrefix="checkout-signup"
              onSuccess={(answer) => {
                showToast({
                  tone: 'success',
                  message: T.welcome({ email: answer.email }),
                });
                continueAs(answer);
              }}
            />
          </section>
        </div>
        <OrderSummary
          status={!validEventId || isError ? 'error' : isLoading || !event ? 'loading' : 'ready'}
          eventName={event?.name}
          summary={summary}
        />
      </div>
    </PageFrame>
  );
}
