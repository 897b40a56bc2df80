// An order's tickets as its buyer reads them: each ticket's type, price, attendee and extras. On a paid
// order, a ticket bought to be named later shows its assign link (copied to send to the colleague who
// will come) and can be named here; a named ticket's attendee can be changed until the organiser's
// cutoff.
import { useState } from 'react';
import {
  formatPrice,
  orderTicketAttendeeName,
  type TOrder,
  type TOrderTicket,
  type TTicketHolderInput,
} from '@pavilion/domain';
import { richMessage } from '@pavilion/features-shell';
import { formatEventDateTime } from '@pavilion/features-event';
import { Badge, Button, useToast } from '@pavilion/ui';
import { AttendeeDialog } from './attendee-dialog';
import './attendees.css';
import { ATTENDEES_TEXT as A, attendeesKey } from './attendees.messages';
import { REGISTRATIONS_TEXT as T } from './messages';

const attendeeOf = (ticket: TOrderTicket): TTicketHolderInput | null => {
  const person = ticket.attendee?.person;
  return person
    ? {
        firstName: person.firstName,
        surname: person.surname,
        email: person.email,
        company: person.companyName ?? '',
        jobTitle: person.jobTitle ?? '',
      }
    : null;
};

export function OrderTickets({ order }: { order: TOrder }) {
  const [editing, setEditing] = useState<TOrderTicket | null>(null);
  const now = Date.now();
  const open = order.status === 'paid' && !order.event.cancelledAt;
  // Naming stays open until the event ends; changing a named attendee until the organiser's cutoff.
  const naming = open && new Date(order.event.endDateTime).getTime() > now;
  const changing = open && new Date(order.attendeeChangesUntil).getTime() > now;
  const anyNamed = order.tickets.some((t) => t.status === 'valid' && t.attendee);
  return (
    <>
      <h4 className="pv-order__subheading">{T.tickets}</h4>
      <ul className="pv-order__tickets">
        {order.tickets.map((ticket, index) => {
          const person = ticket.attendee?.person;
          const number = index + 1;
          const valid = ticket.status === 'valid';
          return (
            <li key={ticket.id}>
              <span>
                {T.ticketLine({
                  ticketType: ticket.ticketType.name,
                  price: formatPrice(ticket.ticketType.price.amount, ticket.ticketType.price.currency.code),
                  attendee: orderTicketAttendeeName(ticket),
                  hasRole: person?.jobTitle || person?.companyName ? 'yes' : 'no',
                  role: [person?.jobTitle, person?.companyName].filter(Boolean).join(', '),
                  hasExtras: ticket.subEvents.length > 0 ? 'yes' : 'no',
                  extras: ticket.subEvents.map((extra) => extra.name).join(', '),
                })}
                {!person && valid && (
                  <>
                    {' '}
                    <Badge tone="warning">{A.notNamedYet}</Badge>
                  </>
                )}
                {!valid && (
                  <>
                    {' '}
                    <Badge tone="danger">{T.ticketCancelled}</Badge>
                  </>
                )}
              </span>
              {valid && ticket.assignPath && naming && (
                <AssignLink path={ticket.assignPath} number={number} onName={() => setEditing(ticket)} />
              )}
              {valid && person && changing && (
                <div className="pv-order-tickets__actions">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(ticket)}>
                    {withHidden('changeAttendee', number)}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {/* Until the event ends: when its attendees can still be changed, or that they no longer can. */}
      {naming && anyNamed && (
        <p className="pv-order-tickets__note">
          {changing
            ? richMessage(
                attendeesKey('changesUntil'),
                { time: (chunks) => <time dateTime={order.attendeeChangesUntil}>{chunks}</time> },
                { date: formatEventDateTime(order.attendeeChangesUntil, order.event.timeZone) },
              )
            : A.changesClosed}
        </p>
      )}
      {editing && (
        <AttendeeDialog
          open
          onClose={() => setEditing(null)}
          ticket={{
            id: editing.id,
            orderId: order.id,
            ticketTypeName: editing.ticketType.name,
            eventName: order.event.name,
          }}
          attendee={attendeeOf(editing)}
        />
      )}
    </>
  );
}

/** A button's words with the ticket they are about, for screen readers only ('Copy link of ticket 2'). */
const withHidden = (name: 'copyLink' | 'nameYourself' | 'changeAttendee', number: number) =>
  richMessage(
    attendeesKey(name),
    { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
    { number },
  );

/** A ticket's assign link: the whole address to copy and send, and naming the attendee here instead. */
function AssignLink({ path, number, onName }: { path: string; number: number; onName: () => void }) {
  const { showToast } = useToast();
  const url = new URL(path, window.location.origin).toString();
  const inputId = `assign-${path.slice(-12)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ tone: 'success', message: A.linkCopied });
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      showToast({ tone: 'error', message: A.copyFailed });
    }
  };
  return (
    <div className="pv-order-tickets__assign">
      <label htmlFor={inputId} className="pv-order-tickets__label">
        {A.assignLink({ number })}
      </label>
      <div className="pv-order-tickets__link">
        <input
          id={inputId}
          className="pv-order-tickets__url"
          readOnly
          value={url}
          aria-describedby={`${inputId}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button size="sm" onClick={() => void copy()}>
          {withHidden('copyLink', number)}
        </Button>
        <Button size="sm" variant="secondary" onClick={onName}>
          {withHidden('nameYourself', number)}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="pv-field__hint">
        {A.assignLinkHint}
      </p>
    </div>
  );
}
