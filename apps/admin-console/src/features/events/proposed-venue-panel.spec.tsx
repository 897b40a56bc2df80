/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { VENUE_MESSAGES, type TAdminProposedVenueAnswer } from '@pavilion/domain';
import { renderWithStore } from '@pavilion/features-page-kit/testing';
import { ProposedVenuePanel } from './proposed-venue-panel';

const PROPOSED: TAdminProposedVenueAnswer = {
  venue: {
    id: 77,
    name: 'Manchester Central Xchange',
    street: '2 Windmill Place',
    postalCode: 'M2 3GX',
    city: 'Manchester',
    countryCode: 'GB',
    country: 'United Kingdom',
    address: '2 Windmill Place, M2 3GX Manchester',
    latitude: 53.4767,
    longitude: -2.2466,
    website: 'https://central-xchange.example',
    timeZone: 'Europe/London',
    status: 'proposed',
    label: 'Manchester Central Xchange, Manchester, United Kingdom',
    proposedBy: { id: 3, name: 'Northern Events Ltd' },
    proposedAt: '2026-05-01T10:00:00.000Z',
    eventCount: 2,
  },
};

describe('ProposedVenuePanel', () => {
  it('shows nothing when the event names an approved venue', async () => {
    const api = mockApi({ 'GET /admin/events/5/proposed-venue': answer({ venue: null }) });
    renderWithStore(<ProposedVenuePanel eventId={5} />);
    await waitFor(() => expect(api.callsTo('GET /admin/events/5/proposed-venue')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'New venue proposed' })).not.toBeInTheDocument();
  });

  it('shows the venue in full and merges it into the venue chosen, saying how many events moved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /admin/events/5/proposed-venue': answer(PROPOSED),
      'POST /autocomplete/places-query': answer({
        results: [
          { id: 77, name: 'Manchester Central Xchange, Manchester, United Kingdom', kind: 'venue' },
          { id: 12, name: 'Manchester Central Exchange, Manchester, United Kingdom', kind: 'venue' },
        ],
      }),
      'POST /admin/venues/77/merge': answer({ venueId: 77, intoVenueId: 12, movedEventIds: [5, 9] }),
    });
    renderWithStore(<ProposedVenuePanel eventId={5} />);
    const panel = await screen.findByRole('region', { name: 'New venue proposed' });
    expect(within(panel).getByText('Manchester Central Xchange')).toBeInTheDocument();
    expect(within(panel).getByText('2 Windmill Place, M2 3GX Manchester')).toBeInTheDocument();
    expect(within(panel).getByText('53.4767, -2.2466')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'https://central-xchange.example' })).toBeInTheDocument();
    expect(within(panel).getByText(/Northern Events Ltd/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Merge into the existing venue' }));
    expect(within(panel).getByText('Choose the existing venue to merge into')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/venues/77/merge')).toHaveLength(0);

    await user.type(within(panel).getByRole('combobox', { name: 'Existing venue it duplicates' }), 'manchester');
    // The proposal itself is not offered as its own duplicate.
    expect(await screen.findByRole('option', { name: /Manchester Central Exchange/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Xchange/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Manchester Central Exchange/ }));
    await user.click(within(panel).getByRole('button', { name: 'Merge into the existing venue' }));
    expect(await screen.findByText(/merged into Manchester Central Exchange/)).toBeInTheDocument();
    expect(screen.getByText(/2 events moved there/)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/venues/77/merge')[0].body).toEqual({ intoVenueId: 12 });
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /admin/events/5/proposed-venue': answer(PROPOSED),
      'POST /autocomplete/places-query': answer({
        results: [{ id: 12, name: 'Manchester Central Exchange, Manchester, United Kingdom', kind: 'venue' }],
      }),
      'POST /admin/venues/77/merge': answer({ error: VENUE_MESSAGES.notProposed, code: 'CONFLICT' }, 409),
    });
    renderWithStore(<ProposedVenuePanel eventId={5} />);
    const panel = await screen.findByRole('region', { name: 'New venue proposed' });
    await user.type(within(panel).getByRole('combobox', { name: 'Existing venue it duplicates' }), 'manchester');
    await user.click(await screen.findByRole('option', { name: /Manchester Central Exchange/ }));
    await user.click(within(panel).getByRole('button', { name: 'Merge into the existing venue' }));
    expect(await within(panel).findByText(VENUE_MESSAGES.notProposed)).toBeInTheDocument();
  });
});
