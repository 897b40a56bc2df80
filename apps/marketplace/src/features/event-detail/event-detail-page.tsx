// Event detail (/events/:id): the shared event view (libs/features/event) with, for visitors and
// attendees, the tickets and Continue to Purchase beside it.
import { Link, useParams } from 'react-router';
import { EVENT_CANCELLATION_MESSAGES, UI_TEXT, canBuyTickets, type TEventDetail } from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { useGetEventQuery, useSession } from '@pavilion/api-client';
import { EventSection, EventView, eventLoadErrorText, httpStatusText } from '@pavilion/features-event';
import { PageFrame, QueryView, isRetryable, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { TicketSection } from './ticket-section';
import './event-detail.css';
import { FavouriteToggle } from '../../components/favourite-toggle';
import { EventReviews } from './event-reviews';

export default function EventDetailPage() {
  const rawId = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const result = useGetEventQuery(id ?? 0, { skip: id === null });
  // Asked for beside the event, so the ticket section shows with it.
  const session = useSession();
  useDocumentTitle(result.data?.name ?? (result.error || id === null ? UI_TEXT.errorLoadingEvent : null));

  return (
    // The frame's inset and spacing; the view keeps its banner and its title inside it.
    <PageFrame className="pv-event-page">
      {id === null ? (
        <Alert tone="error" title={UI_TEXT.errorLoadingEvent}>
          {UI_TEXT.httpError(404, httpStatusText(404))}
        </Alert>
      ) : (
        <QueryView
          result={result}
          loadingLabel="Loading event"
          errorTitle={UI_TEXT.errorLoadingEvent}
          errorText={eventLoadErrorText}
          canRetry={isRetryable}
        >
          {(answer) => {
            // Until the endpoint is typed from the domain (ZEventDetail), as the server answers.
            const event = answer as unknown as TEventDetail;
            return (
              <>
                <EventView
                  event={event}
                  aside={<Tickets event={event} session={session} />}
                  extrasNote="Extras are chosen per attendee when you enter the attendee details."
                  favourite={
                    // A cancelled event can no longer be saved; one saved before can still be removed.
                    event.cancelled && !event.isFavourited ? undefined : (
                      <FavouriteToggle
                        eventId={event.id}
                        eventName={event.name}
                        isFavourited={event.isFavourited}
                        size="md"
                      />
                    )
                  }
                />
                <EventReviews eventId={event.id} />
              </>
            );
          }}
        </QueryView>
      )}
    </PageFrame>
  );
}

/** Visitors and attendees buy here; partners and administrators are told where tickets are bought. */
function Tickets({ event, session }: { event: TEventDetail; session: ReturnType<typeof useSession> }) {
  const { status, role } = session;
  if (event.cancelled) {
    return (
      <EventSection id="tickets" title="Tickets">
        <Alert tone="error" title={EVENT_CANCELLATION_MESSAGES.cancelledByOrganiser}>
          {event.cancellationReason && <p>“{event.cancellationReason}”</p>}
          <p>
            Its tickets are no longer on sale. Everyone who had a ticket is refunded in full; you can follow your refund
            in <Link to={paths.userRegistrationsAndEvents}>Registrations &amp; events</Link>.
          </p>
        </Alert>
      </EventSection>
    );
  }
  if (status === 'loading') return null;
  if (canBuyTickets(role)) return <TicketSection event={event} role={role} />;
  return (
    <EventSection id="tickets" title="Tickets">
      <p>
        Tickets are bought from an attendee account. You are signed in as{' '}
        {role === 'admin' ? 'an administrator' : 'a partner'}.
      </p>
    </EventSection>
  );
}
