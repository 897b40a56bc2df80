// One owned ticket: the event (linking to its page), the attendee, the QR code, the PDF, giving it to
// someone else (until the organiser's cutoff) and, for its buyer, cancelling it (the order's cancel
// dialog with this ticket chosen).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@pavilion/domain';
import type { TOwnedTicket } from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { Button, Card, CardBody, CardFooter, CardLink, CardTitle, DescriptionList } from '@pavilion/ui';
import { formatEventDateTime } from '@pavilion/features-event';
import { apiAssetUrl } from './api-asset-url';
import { AttendeeDialog } from './attendee-dialog';
import { attendeesKey } from './attendees.messages';
import { CancelOrderByIdDialog } from './cancel-order-dialog';
import { REGISTRATIONS_TEXT as T, registrationsKey } from './messages';
import { richMessage } from '@pavilion/features-shell';

export function TicketCard({ ticket, apiUrl }: { ticket: TOwnedTicket; apiUrl: string }) {
  const price = formatPrice(ticket.ticketPrice, ticket.ticketCurrency);
  const [cancelling, setCancelling] = useState(false);
  const [changing, setChanging] = useState(false);
  // Until the event starts; the server's preview says what comes back and refuses what it must. Only the
  // buyer cancels: a ticket given to its holder is cancelled by the order's buyer.
  const cancellable = ticket.role === 'buyer' && new Date(ticket.eventStartDateTime).getTime() > Date.now();
  // The buyer and the holder may give the ticket to someone else until the organiser's cutoff.
  const changeable = new Date(ticket.attendeeChangesUntil).getTime() > Date.now();
  return (
    <Card as="li" className="pv-ticket-card">
      <CardBody>
        <CardTitle>
          <CardLink as={Link} to={paths.event(ticket.eventId)}>
            {ticket.eventName}
          </CardLink>
        </CardTitle>
        <p className="pv-ticket-card__when">
          <time dateTime={ticket.eventStartDateTime}>
            {formatEventDateTime(ticket.eventStartDateTime, ticket.eventTimeZone)}
          </time>
        </p>
        <div className="pv-ticket-card__content">
          <DescriptionList
            size="sm"
            className="pv-ticket-card__facts"
            items={[
              { label: T.ticket, value: T.ticketValue({ ticketType: ticket.ticketTypeName, price }) },
              { label: T.attendee, value: ticket.attendeeName },
              (ticket.attendeeJobTitle || ticket.attendeeCompany) && {
                label: T.role,
                value: [ticket.attendeeJobTitle, ticket.attendeeCompany].filter(Boolean).join(', '),
              },
              { label: T.email, value: ticket.attendeeEmail },
            ]}
          />
          <img
            className="pv-ticket-card__qr"
            src={apiAssetUrl(ticket.qrCodeUrl, apiUrl)}
            alt={T.qrCodeOf({ name: ticket.attendeeName })}
            width={128}
            height={128}
            loading="lazy"
          />
        </div>
      </CardBody>
      <CardFooter>
        <a href={apiAssetUrl(ticket.pdfUrl, apiUrl)} download className="pv-ticket-card__pdf">
          {richMessage(
            registrationsKey('downloadPdf'),
            { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
            { attendee: ticket.attendeeName, event: ticket.eventName },
          )}
        </a>
        {changeable && (
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {richMessage(
              attendeesKey('changeThisAttendee'),
              { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
              { attendee: ticket.attendeeName, event: ticket.eventName },
            )}
          </Button>
        )}
        {changing && (
          <AttendeeDialog
            open
            onClose={() => setChanging(false)}
            ticket={{
              id: ticket.id,
              orderId: ticket.orderId,
              ticketTypeName: ticket.ticketTypeName,
              eventName: ticket.eventName,
            }}
            attendee={{
              firstName: ticket.attendeeFirstName,
              surname: ticket.attendeeSurname,
              email: ticket.attendeeEmail,
              company: ticket.attendeeCompany ?? '',
              jobTitle: ticket.attendeeJobTitle ?? '',
            }}
          />
        )}
        {cancellable && (
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
            {richMessage(
              registrationsKey('cancelThisTicket'),
              { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
              { attendee: ticket.attendeeName, event: ticket.eventName },
            )}
          </Button>
        )}
        <CancelOrderByIdDialog
          orderId={ticket.orderId}
          ticketIds={[ticket.id]}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      </CardFooter>
    </Card>
  );
}
