// "New venue proposed" on the event vetting page: the venue a partner proposed with this event, in full,
// so the administrator can check that it exists. Approving the event approves the venue; when it
// duplicates a venue we already have, the administrator merges it into that one instead (its events follow).
import { useState } from 'react';
import { errorMessage, useGetProposedVenueQuery, useMergeVenueMutation } from '@pavilion/api-client';
import type { TVenueMergeAnswer } from '@pavilion/domain';
import { Alert, Autocomplete, Button, Card, CardBody, DescriptionList, type AutocompleteOption } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
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
  const search = usePlaceOptions({ kind: 'venue', excludeId, failed: 'The venues could not be searched' });
  return (
    <Autocomplete
      label="Existing venue it duplicates"
      placeholder="Search the venues"
      {...search}
      value={value}
      onChange={onChange}
    />
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
      <Alert tone="success" title="Venue merged">
        The proposed venue was merged into {done.into};{' '}
        {done.answer.movedEventIds.length === 1 ? '1 event' : `${done.answer.movedEventIds.length} events`} moved there.
      </Alert>
    );
  }
  const venue = proposed.data?.venue;
  if (!venue) return null;

  const submit = async () => {
    setProblem(null);
    if (!target) {
      setProblem('Choose the existing venue to merge into');
      return;
    }
    try {
      const answer = await merge({ venueId: venue.id, body: { intoVenueId: Number(target.id) } }).unwrap();
      setDone({ into: target.label, answer });
    } catch (err) {
      setProblem(errorMessage(err, 'The venue was not merged'));
    }
  };

  return (
    <Card as="section" aria-labelledby="proposed-venue-title">
      <CardBody>
        <h3 id="proposed-venue-title" className="pv-admin-section-title">
          New venue proposed
        </h3>
        <p>
          The partner proposed this venue with the event. Check that it exists: approving the event approves the venue
          for every partner. If we already have it, merge it into that venue instead; its events move there.
        </p>
        <DescriptionList
          size="sm"
          aria-label="Proposed venue"
          items={[
            { label: 'Name', value: venue.name },
            { label: 'Address', value: venue.address ?? 'None given' },
            { label: 'City', value: venue.city ?? 'None given' },
            { label: 'Country', value: venue.country },
            venue.latitude !== null &&
              venue.longitude !== null && { label: 'Coordinates', value: `${venue.latitude}, ${venue.longitude}` },
            {
              label: 'Website',
              value: venue.website ? (
                <a href={venue.website} target="_blank" rel="noreferrer noopener">
                  {venue.website}
                </a>
              ) : (
                'None given'
              ),
            },
            { label: 'Time zone', value: venue.timeZone },
            {
              label: 'Proposed by',
              value: `${venue.proposedBy.name}${venue.proposedAt ? `, ${formatDateTime(venue.proposedAt)}` : ''}`,
            },
            { label: 'Events at it', value: String(venue.eventCount) },
          ]}
        />
        <VenueSearch excludeId={venue.id} value={target} onChange={setTarget} />
        {problem && (
          <Alert tone="error" title="Not merged">
            {problem}
          </Alert>
        )}
        <Button type="button" variant="secondary" onClick={submit} loading={merging.isLoading}>
          Merge into the existing venue
        </Button>
      </CardBody>
    </Card>
  );
}
