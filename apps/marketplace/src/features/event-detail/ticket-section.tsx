// Tickets: a quantity per ticket type (0-100000; 0 removes the line), the order summary with its total,
// and Continue to Purchase, which carries the choice to the details step (attendees) or the auth step.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  cancellationLine,
  REFUND_MESSAGES,
  TICKET_QTY_MAX,
  TICKET_QTY_MIN,
  UI_TEXT,
  canBuyTicketType,
  formatAmount,
  formatPrice,
  orderTotal,
  pricedSelectionLines,
  setTicketQuantity,
  totalTicketCount,
  type TCurrencyCode,
  type TEventDetail,
  type TEventTicketType,
  type TRole,
  type TTicketSelection,
} from '@pavilion/domain';
import { EventSection } from '@pavilion/features-event';
import { paths } from '@pavilion/features-shell';
import { Badge, Button, QuantityStepper } from '@pavilion/ui';
import { readStoredSelection, storeSelection, withSelection } from './ticket-selection-storage';
import { EVENT_DETAIL_TEXT } from './messages';
import { WaitingListJoin } from './waiting-list-join';
import './ticket-section.css';

/** Why a ticket type cannot be chosen, if it cannot. */
function unavailableNote(ticketType: TEventTicketType): string | null {
  if (!ticketType.onSale) return EVENT_DETAIL_TEXT.notOnSale;
  if (ticketType.soldOut) return EVENT_DETAIL_TEXT.soldOut;
  return null;
}

export interface TicketSectionProps {
  event: Pick<TEventDetail, 'id' | 'name' | 'ticketTypes' | 'ticketCurrencyCode'>;
  role: TRole;
}

export function TicketSection({ event, role }: TicketSectionProps) {
  const navigate = useNavigate();
  const [selection, setSelection] = useState<TTicketSelection>(() => {
    // Only types still on offer survive from an earlier visit.
    const stored = readStoredSelection(event.id);
    const offered = new Set(event.ticketTypes.filter(canBuyTicketType).map((t) => t.id));
    return Object.fromEntries(Object.entries(stored).filter(([id]) => offered.has(Number(id))));
  });
  const currency = event.ticketCurrencyCode as TCurrencyCode;
  const lines = pricedSelectionLines(selection, event.ticketTypes, currency);
  const count = totalTicketCount(selection);

  const continueToPurchase = () => {
    storeSelection(event.id, selection);
    const step = role === 'attendee' ? paths.ticketPurchaseDetails(event.id) : paths.ticketPurchaseAuth(event.id);
    navigate(withSelection(step, selection));
  };

  return (
    <EventSection id="tickets" title={EVENT_DETAIL_TEXT.tickets} className="pv-tickets">
      {event.ticketTypes.length === 0 ? (
        <p>{UI_TEXT.noTicketsAvailable}</p>
      ) : (
        <>
          <ul className="pv-tickets__types">
            {event.ticketTypes.map((ticketType) => {
              const note = unavailableNote(ticketType);
              const fewLeft = note === null && ticketType.remaining !== null ? ticketType.remaining : null;
              return (
                <li key={ticketType.id} className="pv-tickets__type">
                  <div className="pv-tickets__type-info">
                    <h3 className="pv-tickets__name">{ticketType.name}</h3>
                    <p className="pv-tickets__price">{formatPrice(ticketType.price, ticketType.currencyCode)}</p>
                    {ticketType.description && <p className="pv-tickets__description">{ticketType.description}</p>}
                    <p className="pv-tickets__policy">{cancellationLine(ticketType.cancellationPolicy)}</p>
                    {ticketType.cancellationPolicy && (
                      <p className="pv-tickets__policy-kept">{REFUND_MESSAGES.policyKept}</p>
                    )}
                    {note && <Badge tone="warning">{note}</Badge>}
                    {fewLeft !== null && <Badge tone="warning">{EVENT_DETAIL_TEXT.onlyLeft({ count: fewLeft })}</Badge>}
                    {ticketType.onSale && ticketType.soldOut && ticketType.waitingListOpen && (
                      <WaitingListJoin eventId={event.id} ticketType={ticketType} role={role} />
                    )}
                  </div>
                  <QuantityStepper
                    label={EVENT_DETAIL_TEXT.quantityOf({ name: ticketType.name })}
                    value={selection[ticketType.id] ?? 0}
                    min={TICKET_QTY_MIN}
                    max={fewLeft ?? TICKET_QTY_MAX}
                    disabled={note !== null}
                    onChange={(quantity) =>
                      setSelection((current) => setTicketQuantity(current, ticketType.id, quantity))
                    }
                  />
                </li>
              );
            })}
          </ul>
          <div className="pv-tickets__summary" aria-labelledby="pv-order-summary-title" role="region">
            <h3 id="pv-order-summary-title">{EVENT_DETAIL_TEXT.orderSummary}</h3>
            {lines.length === 0 ? (
              <p className="pv-tickets__empty">{EVENT_DETAIL_TEXT.noTicketsSelected}</p>
            ) : (
              <ul className="pv-tickets__lines">
                {lines.map((line) => (
                  <li key={line.ticketType.id}>
                    {/* The quantity as typed (100000), as the stepper shows it. */}
                    <span>
                      {EVENT_DETAIL_TEXT.lineQuantity({ quantity: String(line.quantity), name: line.ticketType.name })}
                    </span>
                    <span>{formatAmount(line.lineTotal, currency)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="pv-tickets__total" aria-live="polite">
              <span>{EVENT_DETAIL_TEXT.total({ count })}</span>
              <strong>{formatAmount(orderTotal(lines, currency), currency)}</strong>
            </p>
            <Button fullWidth disabled={count === 0} onClick={continueToPurchase}>
              {EVENT_DETAIL_TEXT.continueToPurchase}
            </Button>
            {count === 0 && <p className="pv-tickets__hint">{EVENT_DETAIL_TEXT.chooseTicket}</p>}
          </div>
        </>
      )}
    </EventSection>
  );
}
