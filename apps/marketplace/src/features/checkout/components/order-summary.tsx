// The order summary sidebar of the auth and details steps.
import { useId, type ReactNode } from 'react';
import { formatPrice, MESSAGES, UI_TEXT } from '@pavilion/domain';
import { Alert, Spinner } from '@pavilion/ui';
import { CHECKOUT_TEXT as T } from '../messages';
import type { CheckoutSummary, SummaryLine } from '../summary';

export interface OrderSummaryProps {
  /** 'error' when the event (and so its ticket types) could not be loaded. */
  status: 'loading' | 'error' | 'ready';
  eventName?: string;
  summary?: CheckoutSummary;
  /** The promo code field, above the total. */
  promo?: ReactNode;
  /** The step's action, e.g. Confirm Order. */
  children?: ReactNode;
}

function Line({ line, currency }: { line: SummaryLine; currency: CheckoutSummary['currency'] }) {
  return (
    <li className="pv-summary__line">
      <span className="pv-summary__name">
        {line.name}
        <span className="pv-summary__qty">
          {T.lineQuantity({ quantity: line.quantity, price: formatPrice(line.unitPrice, currency) })}
        </span>
        {line.terms && <span className="pv-summary__qty">{line.terms}</span>}
      </span>
      <span className="pv-summary__amount">{line.amountText}</span>
    </li>
  );
}

export function OrderSummary({ status, eventName, summary, promo, children }: OrderSummaryProps) {
  const headingId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <Spinner label={T.loadingTicketInfo} showLabel />;
  else if (status === 'error' || !summary) body = <Alert tone="error">{UI_TEXT.ticketInfoUnavailable}</Alert>;
  else if (summary.ticketCount === 0) body = <p className="pv-summary__empty">{MESSAGES.noTicketsSelected}</p>;
  else {
    body = (
      <>
        <ul className="pv-summary__lines" aria-label={T.tickets}>
          {summary.ticketLines.map((line) => (
            <Line key={line.key} line={line} currency={summary.currency} />
          ))}
        </ul>
        {summary.extraLines.length > 0 && (
          <>
            <h3 className="pv-summary__subheading">{T.optionalExtras}</h3>
            <ul className="pv-summary__lines" aria-label={T.optionalExtras}>
              {summary.extraLines.map((line) => (
                <Line key={line.key} line={line} currency={summary.currency} />
              ))}
            </ul>
          </>
        )}
        {promo}
        {summary.discount && (
          <p className="pv-summary__line pv-summary__discount">
            <span className="pv-summary__name">{T.promoCodeLine({ code: summary.discount.code })}</span>
            <span className="pv-summary__amount" data-testid="summary-discount">
              {summary.discount.amountText}
            </span>
          </p>
        )}
        <p className="pv-summary__total">
          <span>{T.total}</span>
          <span data-testid="summary-total">{summary.totalText}</span>
        </p>
      </>
    );
  }
  return (
    <aside className="pv-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="pv-summary__heading">
        {T.orderSummary}
      </h2>
      {eventName && <p className="pv-summary__event">{eventName}</p>}
      {body}
      {children}
    </aside>
  );
}
