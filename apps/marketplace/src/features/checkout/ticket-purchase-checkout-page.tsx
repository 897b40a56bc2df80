// Payment (/events/:id/ticket-purchase-checkout/:orderId): the order, the time left on its hold and
// the payment form, or a bank transfer where the event takes them. Each Pay Now is one attempt with its
// own Idempotency-Key.
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  cancellationLine,
  formatAmount,
  formatPrice,
  orderTicketAttendeeName,
  UI_TEXT,
  type TOrder,
  type TPaymentForm,
  type TPaymentFormInput,
} from '@pavilion/domain';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useCompleteOrderMutation,
  useGetCountriesQuery,
  useGetEventQuery,
  useGetUserQuery,
} from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { PageFrame } from '@pavilion/features-page-kit';
import { formatEventDateTime } from '@pavilion/features-event';
import { PaymentMethodChoice } from './bank-transfer-choice';
import { showTestCards } from './checkout-config';
import { FocusOnMount } from './components/focus-on-mount';
import { HoldCountdown } from './components/hold-countdown';
import { PaymentForm, type PaymentOutcome } from './components/payment-form';
import { StepHeading } from './components/step-heading';
import { TestCardsNote } from './components/test-cards-note';
import { createPaymentAttempts } from './idempotency';
import { useRouteOrder } from './components/order-problem';
import { CHECKOUT_PAYMENT_TEXT as T, CHECKOUT_TEXT } from './messages';
import { clearSelection, sessionStore } from './selection';
import './checkout.css';

/** Guarded by the router (attendees only). */
export default function TicketPurchaseCheckoutPage() {
  const navigate = useNavigate();
  const { order, placeholder, refetch } = useRouteOrder();
  const [paidHere, setPaidHere] = useState(false);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  const onPaid = useCallback(() => {
    if (order) navigate(paths.ticketPurchaseConfirmation(order.event.id, order.id), { replace: true });
  }, [navigate, order]);

  if (!order) return placeholder;
  if (order.status === 'paid' && !paidHere) {
    return <Navigate to={paths.ticketPurchaseConfirmation(order.event.id, order.id)} replace />;
  }
  // Chosen to pay by bank transfer: how to pay is on the confirmation.
  if (order.status === 'awaiting_payment')
    return <Navigate to={paths.ticketPurchaseConfirmation(order.event.id, order.id)} replace />;
  const closed =
    closedMessage ?? (order.status === 'expired' || order.status === 'cancelled' ? CHECKOUT_TEXT.holdExpired : null);

  return (
    <PageFrame className="pv-checkout">
      <StepHeading focus={false}>{T.title}</StepHeading>
      <div className="pv-checkout__layout">
        <div className="pv-checkout__main">
          {closed ? (
            <FocusOnMount>
              <Alert tone="warning" title={T.cannotBePaid}>
                <p>{closed}</p>
                <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
                  {CHECKOUT_TEXT.backToEvent({ event: order.event.name })}
                </Button>
              </Alert>
            </FocusOnMount>
          ) : (
            <PayOrder
              order={order}
              onPaidHere={() => setPaidHere(true)}
              onPaid={onPaid}
              reload={async () => (await refetch()).data}
              onClosed={setClosedMessage}
            />
          )}
        </div>
        <OrderRecap order={order} />
      </div>
    </PageFrame>
  );
}

function PayOrder({
  order,
  onPaidHere,
  onPaid,
  reload,
  onClosed,
}: {
  order: TOrder;
  onPaidHere: () => void;
  /** After the success message: on to the confirmation page. */
  onPaid: () => void;
  /** The order as the server has it now. */
  reload: () => Promise<TOrder | undefined>;
  /** The order can no longer be paid, for this reason. */
  onClosed: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [completeOrder] = useCompleteOrderMutation();
  const { data: countries = [], isError: countriesUnavailable, isLoading: countriesLoading } = useGetCountriesQuery();
  // The profile pre-fills the billing fields; the form waits for it and for the countries, so nothing
  // typed is replaced and a pre-filled country is visible from the start.
  const { data: profile, isLoading: profileLoading } = useGetUserQuery();
  const [attempts] = useState(() => createPaymentAttempts());
  // The event's damage policy (the event page's answer, cached): the form asks for consent to keep the card.
  const { data: event } = useGetEventQuery(order.event.id);

  const onPay = async (values: TPaymentForm): Promise<PaymentOutcome> => {
    const idempotencyKey = attempts.keyFor(values);
    try {
      await completeOrder({ orderId: order.id, idempotencyKey, body: values }).unwrap();
      attempts.settle();
      onPaidHere();
      clearSelection(order.event.id, sessionStore());
      return { kind: 'success' };
    } catch (err) {
      const status = errorStatus(err);
      if (status === 402) {
        // Declined: the order stays payable; the next Pay Now is a new attempt.
        attempts.settle();
        return { kind: 'error', message: errorMessage(err, UI_TEXT.paymentError) };
      }
      if (status === 400) {
        attempts.settle();
        return { kind: 'error', message: errorMessage(err, UI_TEXT.paymentError), fields: fieldErrors(err) };
      }
      if (status === 404) {
        attempts.settle();
        onClosed(errorMessage(err));
        return { kind: 'closed' };
      }
      if (status === 409) {
        // Paid meanwhile (another tab, an earlier attempt), expired, or a payment still in progress.
        const fresh = await reload();
        if (fresh?.status === 'paid') {
          attempts.settle();
          navigate(paths.ticketPurchaseConfirmation(fresh.event.id, fresh.id), { replace: true });
          return { kind: 'closed' };
        }
        if (fresh?.status === 'pending') return { kind: 'error', message: errorMessage(err) };
        attempts.settle();
        onClosed(errorMessage(err, CHECKOUT_TEXT.holdExpired));
        return { kind: 'closed' };
      }
      if (typeof status === 'number' && status < 500) {
        attempts.settle();
        return { kind: 'error', message: errorMessage(err, UI_TEXT.paymentError) };
      }
      // No answer, or not a definite one: the same attempt (same key) may be retried safely.
      return {
        kind: 'error',
        message: T.connectionFailed,
      };
    }
  };

  const defaults: Partial<TPaymentFormInput> = profile
    ? {
        cardholderName: [profile.firstName, profile.surname].filter(Boolean).join(' '),
        cardholderAddress: profile.address ?? '',
        cardholderZip: profile.zipCode ?? '',
        // Only a country the list offers, so what is pre-selected is what is paid with.
        country: countries.some((country) => country.id === profile.country) ? String(profile.country) : '',
      }
    : {};

  return (
    <>
      <HoldCountdown
        expiresAt={order.holdExpiresAt}
        onExpire={async () => {
          // The server decides: a payment that completed in the last second still counts.
          const fresh = await reload();
          if (fresh?.status === 'paid')
            navigate(paths.ticketPurchaseConfirmation(fresh.event.id, fresh.id), { replace: true });
          else onClosed(CHECKOUT_TEXT.holdExpired);
        }}
      />
      <PaymentMethodChoice order={order}>
        {profileLoading || countriesLoading ? (
          <Spinner label={CHECKOUT_TEXT.preparingPaymentForm} showLabel />
        ) : (
          <PaymentForm
            countries={countries}
            countriesUnavailable={countriesUnavailable}
            defaultValues={defaults}
            onPay={onPay}
            onPaid={onPaid}
            damagePolicy={event?.damagePolicy ?? null}
          />
        )}
        {showTestCards && <TestCardsNote />}
      </PaymentMethodChoice>
    </>
  );
}

/**
 * Each ticket type's cancellation terms in words, read before paying: the event's ticket types as the
 * event page showed them (nothing when the event cannot be read).
 */
function CancellationTerms({ order }: { order: TOrder }) {
  const { data: event } = useGetEventQuery(order.event.id);
  if (!event) return null;
  const ordered = new Set(order.tickets.map((ticket) => ticket.ticketType.id));
  const types = event.ticketTypes.filter((ticketType) => ordered.has(ticketType.id));
  if (!types.length) return null;
  return (
    <ul className="pv-summary__lines" aria-label={T.cancellationTerms}>
      {types.map((ticketType) => (
        <li key={ticketType.id} className="pv-summary__name">
          {ticketType.name}
          <span className="pv-summary__qty">{cancellationLine(ticketType.cancellationPolicy)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderRecap({ order }: { order: TOrder }) {
  return (
    <aside className="pv-summary" aria-labelledby="order-recap-heading">
      <h2 id="order-recap-heading" className="pv-summary__heading">
        {T.yourOrder}
      </h2>
      <p className="pv-summary__event">{order.event.name}</p>
      <p className="pv-summary__meta">
        <time dateTime={order.event.startDateTime}>
          {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
        </time>
      </p>
      <ul className="pv-summary__lines" aria-label={CHECKOUT_TEXT.tickets}>
        {order.tickets.map((ticket) => {
          const name = orderTicketAttendeeName(ticket);
          // The extras' names are the organiser's, listed as they are written.
          return (
            <li key={ticket.id} className="pv-summary__line">
              <span className="pv-summary__name">
                {ticket.ticketType.name}
                <span className="pv-summary__qty">
                  {ticket.subEvents.length > 0
                    ? T.attendeeWithExtras({ name, extras: ticket.subEvents.map((extra) => extra.name).join(', ') })
                    : name}
                </span>
              </span>
              <span className="pv-summary__amount">
                {ticket.ticketType.price.amount === 0
                  ? UI_TEXT.free
                  : formatPrice(ticket.ticketType.price.amount, ticket.ticketType.price.currency.code)}
              </span>
            </li>
          );
        })}
      </ul>
      <CancellationTerms order={order} />
      {order.promoCode && (
        <p className="pv-summary__line pv-summary__discount">
          <span className="pv-summary__name">{CHECKOUT_TEXT.promoCodeLine({ code: order.promoCode.code })}</span>
          <span className="pv-summary__amount">
            {CHECKOUT_TEXT.discountAmount({ amount: formatAmount(order.promoCode.discount, order.currency) })}
          </span>
        </p>
      )}
      <p className="pv-summary__total">
        <span>{CHECKOUT_TEXT.total}</span>
        <span>{formatAmount(order.total, order.currency)}</span>
      </p>
    </aside>
  );
}
