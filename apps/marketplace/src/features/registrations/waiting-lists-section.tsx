// The attendee's places on waiting lists, above their tickets: where they stand in line, or the offer
// (seats held until a time, with the link straight to checkout), and leaving the list. Shown only when
// there is a place. Ten places a page.
import { Link } from 'react-router';
import { errorMessage, useGetWaitingListPlacesQuery, useLeaveWaitingListMutation } from '@pavilion/api-client';
import { waitingListOfferPath, ZWaitingListsQuery, type TWaitingListPlace } from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { paths } from '@pavilion/features-shell';
import { ListPagination, PageSection, useListParams } from '@pavilion/features-page-kit';
import { Alert, Badge, Button, Card, Cluster, Stack } from '@pavilion/ui';
import { WAITING_LISTS_TEXT as T } from './messages';

export function WaitingListsSection() {
  // Beside the tickets and orders on one page: the URL keeps this list's page as `waiting.page=2`.
  const list = useListParams(ZWaitingListsQuery, { prefix: 'waiting' });
  const { data } = useGetWaitingListPlacesQuery(list.args);
  const [leave, { isLoading: leaving, error }] = useLeaveWaitingListMutation();
  if (!data || data.total === 0) return null;
  return (
    <PageSection title={T.title} titleId="waiting-lists-heading">
      {error && <Alert tone="error">{errorMessage(error, T.leaveFailed)}</Alert>}
      <ul className="pv-registrations__waiting" aria-labelledby="waiting-lists-heading">
        {data.items.map((place) => (
          <li key={place.id}>
            <Card>
              <Stack gap={2}>
                <h3>
                  <Link to={paths.event(place.eventId)}>{place.eventName}</Link>
                </h3>
                <p>{T.ticketsOf({ count: place.quantity, name: place.ticketTypeName })}</p>
                <p>{formatEventDateTime(place.eventStartAt, place.eventTimeZone)}</p>
                <PlaceState place={place} />
                <Cluster gap={2}>
                  {place.status === 'offered' && (
                    <Button as={Link} to={waitingListOfferPath(place)}>
                      {T.buyNow}
                    </Button>
                  )}
                  <Button variant="secondary" disabled={leaving} onClick={() => void leave(place.id)}>
                    {place.status === 'offered' ? T.decline : T.leave}
                  </Button>
                </Cluster>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
      <ListPagination page={data} onPageChange={list.setPage} label={T.pages} kind="entries" />
    </PageSection>
  );
}

function PlaceState({ place }: { place: TWaitingListPlace }) {
  if (place.status === 'offered' && place.offerExpiresAt)
    return (
      <Cluster as="p" gap={2}>
        <Badge tone="success">{T.offered}</Badge>
        <span>{T.heldUntil({ until: formatEventDateTime(place.offerExpiresAt, place.eventTimeZone) })}</span>
      </Cluster>
    );
  return <p>{T.place({ place: place.place ?? 1 })}</p>;
}
