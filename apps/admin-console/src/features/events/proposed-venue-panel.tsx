// "New venue proposed" on the event vetting page: the venue a partner proposed with this event, in full,
// so the administrator can check that it exists. Approving the event approves the venue; when it
// duplicates a venue we already have, the administrator merges it into that one instead (its events follow).
import { useState } from 'react';
import { errorMessage, useGetProposedVenueQuery, useMergeVenueMutation } from '@pavilion/api-client';
import type { TVenueMergeAnswer } from '@pavilion/domain';
import { Alert, Autocomplete, Button, Card, CardBody, DescriptionList, type AutocompleteOption } from '@pavilion/ui';
import { formatCount, formatDateTime } from '../../components/format';
import { EVENTS_TEXT as T } from './messages';
import { usePlaceOptions } from './place-search';

/** An approved venue to merge into: the venue search, venues only, without the proposal itself. */
function VenueSearch({
  excludeId,
  value,
  onChange,
}: {
  excludeId: number;
  value: AutocompleteOption | null;
  onChange: (option: AutocompleteOption | null) => void;
}) {
  const search = usePlaceOptions({ kind: 'venue', excludeId, failed: T.venuesFailed });
  return (
    <Autocomplete label={T.existingVenue} placeholder={T.searchVenues} {...search} value={value} onChange={onChange} />
  );
}

export function ProposedVenuePanel({ eventId }: { eventId: number }) {
  const proposed = useGetProposedVenueQuery(eventId);
  const [merge, merging] = useMergeVenueMutation();
  const [target, setTarget] = useState<AutocompleteOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ into: string; answer: TVenueMergeAnswer } | null>(null);

  if (done) {
    return (
      <Alert tone="success" title={T.venueMerged}>
        {T.mergedInto({ into: done.into, count: done.answer.movedEventIds.length })}
      </Alert>
    );
  }
  const venue = proposed.data?.venue;
  if (!venue) return null;

  const submit = async () => {
    setProblem(null);
    if (!target) {
      setProblem(T.chooseExisting);
      return;
    }
    try {
      const answer = await merge({ venueId: venue.id, body: { intoVenueId: Number(target.id) } }).unwrap();
      setDone({ into: target.label, answer });
    } catch (err) {
      setProblem(errorMessage(err, T.notMergedError));
    }
  };

  return (
    <Card as="section" aria-labelledby="proposed-venue-title">
      <CardBody>
        <h3 id="proposed-venue-title" className="pv-admin-section-title">
          {T.newVenueProposed}
        </h3>
        <p>{T.proposedIntro}</p>
        <DescriptionList
          size="sm"
          aria-label={T.proposedVenue}
          items={[
            { label: T.name, value: venue.name },
            { label: T.address, value: venue.address ?? T.noneGiven },
            { label: T.city, value: venue.city ?? T.noneGiven },
            { label: T.country, value: venue.country },
            venue.latitude !== null &&
              venue.longitude !== null && { label: T.coordinates, value: `${venue.latitude}, ${venue.longitude}` },
            {
              label: T.website,
              value: venue.website ? (
                <a href={venue.website} target="_blank" rel="noreferrer noopener">
                  {venue.website}
                </a>
              ) : (
                T.noneGiven
              ),
            },
            { label: T.timeZone, value: venue.timeZone },
            {
              label: T.proposedBy,
              value: venue.proposedAt
                ? T.proposedByAt({ name: venue.proposedBy.name, at: formatDateTime(venue.proposedAt) })
                : venue.proposedBy.name,
            },
            { label: T.eventsAtIt, value: formatCount(venue.eventCount) },
          ]}
        />
        <VenueSearch excludeId={venue.id} value={target} onChange={setTarget} />
        {problem && (
          <Alert tone="error" title={T.notMerged}>
            {problem}
          </Alert>
        )}
        <Button type="button" variant="secondary" onClick={submit} loading={merging.isLoading}>
          {T.mergeInto}
        </Button>
      </CardBody>
    </Card>
  );
}
