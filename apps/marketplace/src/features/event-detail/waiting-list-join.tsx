// A sold-out ticket type's waiting list on the event page: an attendee chooses how many tickets they
// wait for and joins; a visitor signs in first. Seats that come back are held for the first in line and
// offered by email, with a link straight to checkout (Registrations and Events lists the places too).
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, useJoinWaitingListMutation } from '@pavilion/api-client';
import { TICKET_QTY_MAX, type TEventTicketType, type TRole, type TWaitingListPlace } from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, Cluster, QuantityStepper } from '@pavilion/ui';
import { WAITING_LIST_TEXT as T } from './messages';

export function WaitingListJoin({
  eventId,
  ticketType,
  role,
}: {
  eventId: number;
  ticketType: TEventTicketType;
  role: TRole;
}) {
  const [quantity, setQuantity] = useState(1);
  const [joined, setJoined] = useState<TWaitingListPlace | null>(null);
  const [join, { isLoading, error }] = useJoinWaitingListMutation();
  if (role === 'visitor')
    return (
      <p className="pv-tickets__waiting">
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.event(eventId))}`}>
          {T.signInToJoin({ name: ticketType.name })}
        </Link>
      </p>
    );
  if (role !== 'attendee') return null;
  if (joined)
    return (
      <div className="pv-tickets__waiting">
        <p role="status">{T.joined({ place: joined.place ?? 1, name: ticketType.name })}</p>
        <p>
          <Link to={paths.userRegistrationsAndEvents}>{T.seePlaces}</Link>
        </p>
      </div>
    );
  return (
    <div className="pv-tickets__waiting">
      <Cluster gap={2}>
        <QuantityStepper
          label={T.quantityWanted({ name: ticketType.name })}
          value={quantity}
          min={1}
          max={TICKET_QTY_MAX}
          onChange={(value) => setQuantity(Math.max(1, value))}
        />
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={async () => {
            const place = await join({ ticketTypeId: ticketType.id, quantity })
              .unwrap()
              .catch(() => null);
            if (place) setJoined(place);
          }}
        >
          {T.join}
        </Button>
      </Cluster>
      {error && <Alert tone="error">{errorMessage(error, T.joinFailed)}</Alert>}
    </div>
  );
}
