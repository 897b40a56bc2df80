/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { VENUE_MESSAGES, type TVenueRecord } from '@pavilion/domain';
import { renderWithStore } from '@pavilion/features-page-kit/testing';
import { ProposeVenue } from './propose-venue';

const COUNTRIES = [
  { id: 1, name: 'Norway', code: 'NO', dialCode: '+47', flag: '🇳🇴' },
  { id: 2, name: 'United Kingdom', code: 'GB', dialCode: '+44', flag: '🇬🇧' },
];

const CREATED: TVenueRecord = {
  id: 501,
  name: 'Harbour Light Hall',
  street: '12 Quay Street',
  postalCode: 'EC1A 1BB',
  city: 'London',
  countryCode: 'GB',
  country: 'United Kingdom',
  address: '12 Quay Street, EC1A 1BB London',
  latitude: null,
  longitude: null,
  website: null,
  timeZone: 'Europe/London',
  status: 'proposed',
  label: 'Harbour Light Hall, London, United Kingdom',
};

const EXCEL = {
  providerPlaceId: 'osm:way/25374281',
  venueId: null,
  name: 'ExCeL London',
  street: '1 Western Gateway',
  postalCode: 'E16 1XL',
  city: 'London',
  countryCode: 'GB',
  address: '1 Western Gateway, E16 1XL London',
  latitude: 51.5084,
  longitude: 0.0295,
  timeZone: null,
};

/** A form control by its label (required ones carry a '*'). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

function renderButton() {
  const chosen = jest.fn();
  // The event form around it: proposing a venue must never submit the event.
  const submitEvent = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  renderWithStore(
    <form aria-label="Event" onSubmit={submitEvent}>
      <ProposeVenue onChosen={chosen} />
    </form>,
  );
  return { chosen, submitEvent };
}

describe('ProposeVenue', () => {
  it('opens a labelled dialog from the keyboard, checks each field in words and sends nothing until they pass', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /options/countries/': answer(COUNTRIES) });
    renderButton();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Propose a new venue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new venue' });
    for (const label of [
      'Venue name',
      'Street and number',
      'Postal code',
      'City',
      'Country',
      'Latitude',
      'Longitude',
      'Website',
      'Time zone',
    ])
      expect(within(dialog).getByLabelText(new RegExp(`^${label}\\*?$`))).toBeInTheDocument();

    await user.type(field('Latitude'), '95');
    await user.type(field('Website'), 'not a site');
    await user.click(within(dialog).getByRole('button', { name: 'Propose venue' }));
    expect(await within(dialog).findByText(VENUE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VENUE_MESSAGES.streetRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VENUE_MESSAGES.latitudeInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(VENUE_MESSAGES.websiteInvalid)).toBeInTheDocument();
    expect(field('Venue name')).toHaveFocus();
    expect(field('Venue name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /partner/venues')).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Propose a new venue' })).toHaveFocus();
  });

  it('proposes the venue typed in, hands it to the event form, and never submits the event', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /options/countries/': answer(COUNTRIES),
      'POST /partner/venues': answer(CREATED, 201),
    });
    const { chosen, submitEvent } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Propose a new venue' }));
    await screen.findByRole('dialog');
    await user.type(field('Venue name'), 'Harbour Light Hall');
    await user.type(field('Street and number'), '12 Quay Street');
    await user.type(field('Postal code'), 'EC1A 1BB');
    await user.type(field('City'), 'London');
    await screen.findByRole('option', { name: 'United Kingdom' });
    await user.selectOptions(field('Country'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Propose venue' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledWith({ id: 501, label: CREATED.label }));
    expect(api.callsTo('POST /partner/venues')[0].body).toEqual({
      name: 'Harbour Light Hall',
      street: '12 Quay Street',
      postalCode: 'EC1A 1BB',
      city: 'London',
      countryCode: 'GB',
      latitude: null,
      longitude: null,
      website: null,
      timeZone: null,
      providerPlaceId: null,
    });
    expect(submitEvent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("fills the address from a place found, and shows the server's refusal on its field", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /options/countries/': answer(COUNTRIES),
      'GET /partner/venues/lookup?query=excel': answer({ provider: 'nominatim', results: [EXCEL] }),
      'POST /partner/venues': answer(
        {
          error: VENUE_MESSAGES.timeZoneNeeded,
          code: 'VALIDATION',
          fields: { timeZone: VENUE_MESSAGES.timeZoneNeeded },
        },
        400,
      ),
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Propose a new venue' }));
    await screen.findByRole('dialog');
    await screen.findByRole('option', { name: 'United Kingdom' });
    await user.type(screen.getByRole('searchbox', { name: /Find the venue/ }), 'excel');
    await user.click(await screen.findByRole('button', { name: /Fill in ExCeL London/ }));
    expect(field('Venue name')).toHaveValue('ExCeL London');
    expect(field('Street and number')).toHaveValue('1 Western Gateway');
    expect(field('Country')).toHaveValue('GB');
    expect(field('Latitude')).toHaveValue('51.5084');
    await user.click(screen.getByRole('button', { name: 'Propose venue' }));
    expect(await screen.findByText(VENUE_MESSAGES.timeZoneNeeded)).toBeInTheDocument();
    expect(api.callsTo('POST /partner/venues')[0].body).toMatchObject({
      name: 'ExCeL London',
      latitude: 51.5084,
      providerPlaceId: 'osm:way/25374281',
    });
  });
});
