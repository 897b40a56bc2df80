// Event detail (/events/:id): the shared event view (libs/features/event) with, for visitors and
// attendees, the tickets and Continue to Purchase beside it.
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EVENT_CANCELLATION_MESSAGES, UI_TEXT, canBuyTickets, type TEventDetail } from '@pavilion/domain';
import { paths, richText } from '@pavilion/features-shell';
import { useGetEventQuery, useSession } from '@pavilion/api-client';
import { EventSection, EventView, eventLoadErrorText, httpStatusText } from '@pavilion/features-event';
import { PageFrame, QueryView, isRetryable, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { TicketSection } from './ticket-section';
import './event-detail.css';
import { FavouriteToggle } from '../../components/favourite-toggle';
import { keepOrderSource } from '../../components/order-source';
import { EventReviews } from './event-reviews';
import { EVENT_DETAIL_TEXT } from './messages';

export default function EventDetailPage() {
  const rawId = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const result = useGetEventQuery(id ?? 0, { skip: id === null });
  // Asked for beside the event, so the ticket section shows with it.
  const session = useSession();
  // Opened from the ticket widget on the organiser's website: the order will say so.
  const [search] = useSearchParams();
  useEffect(() => {
    if (id !== null) keepOrderSource(id, search);
  }, [id, search]);
  useDocumentTitle(result.data?.name ?? (result.error || id === null ? UI_TEXT.errorLoadingEvent : null));

  return (
    // The frame's inset and spacing; the view keeps its banner and its title inside it.
    <PageFrame className="pv-event-page">
      {id === null ? (
        <Alert tone="error" title={UI_TEXT.errorLoadingEvent}>
          {UI_TEXT.httpError({ status: 404, statusText: httpStatusText(404) })}
        </Alert>
      ) : (
        <QueryView
          result={result}
          loadingLabel={EVENT_DETAIL_TEXT.loadingEvent}
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
                  extrasNote={EVENT_DETAIL_TEXT.extrasNote}
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
      <EventSection id="tickets" title={EVENT_DETAIL_TEXT.tickets}>
        <Alert tone="error" title={EVENT_CANCELLATION_MESSAGES.cancelledByOrganiser}>
          {event.cancellationReason && (
            <p>{EVENT_DETAIL_TEXT.cancellationReason({ reason: event.cancellationReason })}</p>
          )}
          <p>
            {richText(EVENT_DETAIL_TEXT.cancelledText, {
              link: <Link to={paths.userRegistrationsAndEvents}>{EVENT_DETAIL_TEXT.registrationsLink}</Link>,
            })}
          </p>
        </Alert>
      </EventSection>
    );
  }
  if (status === 'loading') return null;
  if (canBuyTickets(role)) return <TicketSection event={event} role={role} />;
  return (
    <EventSection id="tickets" title={EVENT_DETAIL_TEXT.tickets}>
      <p>{EVENT_DETAIL_TEXT.notForRole({ role: role === 'admin' ? 'admin' : 'partner' })}</p>
    </EventSection>
  );
}
