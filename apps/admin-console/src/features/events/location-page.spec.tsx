/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_MESSAGES, NOT_FOUND } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { LocationPage } from './location-page';
import { ADMIN_EVENT } from '../../testing/details-pages';

jest.setTimeout(20_000);

const MOVED = {
  eventId: 10,
  venue: {
    id: 12,
    name: 'Olympia London',
    address: 'Hammersmith Road',
    city: 'London',
    googlePlaceId: null,
    placeId: null,
  },
  changed: true,
};

function renderLocation(update: Parameters<typeof mockApi>[0][string] = answer(MOVED)) {
  const api = mockApi({
    'GET /admin/events/10': answer(ADMIN_EVENT),
    'POST /autocomplete/places-query': answer({
      results: [
        { id: 12, name: 'Olympia London, London, United Kingdom', kind: 'venue' },
        { id: 40, name: 'London, United Kingdom', kind: 'city' },
      ],
    }),
    'POST /admin/events/10/update-location': update,
  });
  renderRoutes(
    [
      { path: '/event-details/:id/location', element: <LocationPage /> },
      { path: '/event-details/:id', element: <h1>Event page</h1> },
    ],
    '/event-details/10/location',
  );
  return api;
}

/** Searches 'london' and chooses the Olympia; answers the page's form. */
async function chooseOlympia(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: `Change the location of ${ADMIN_EVENT.name}` });
  const search = within(form).getByRole('combobox', { name: /New location/ });
  const change = within(form).getByRole('button', { name: 'Change location' });
  expect(change).toBeDisabled();
  await user.type(search, 'london');
  await user.click(await screen.findByRole('option', { name: /Olympia London/ }));
  expect(change).toBeEnabled();
  await user.click(change);
  return { form, search };
}

describe('LocationPage', () => {
  it('moves the event to the venue chosen, says so and goes back to the event', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderLocation();
    expect(await screen.findByText('Now: ExCeL London, 1 Western Gateway, London')).toBeInTheDocument();
    await chooseOlympia(user);
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(screen.getByText(`${ADMIN_EVENT.name} now takes place at Olympia London.`)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events/10/update-location').map((c) => c.body)).toEqual([{ venueId: 12 }]);
  });

  it('says a refused venue at the search, which takes focus, and stays on the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderLocation(
      answer(
        {
          error: LOCATION_MESSAGES.venueUnknown,
          code: 'VALIDATION',
          fields: { venueId: LOCATION_MESSAGES.venueUnknown },
        },
        400,
      ),
    );
    const { form, search } = await chooseOlympia(user);
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription(expect.stringContaining(LOCATION_MESSAGES.venueUnknown));
    // Said once, at the field: no alert repeats it.
    expect(within(form).queryByText('The location could not be changed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event page' })).not.toBeInTheDocument();
  });

  it('says any other refusal in words above the button', async () => {
    const user = userEvent.setup({ delay: null });
    renderLocation(answer({ error: NOT_FOUND.event, code: 'NOT_FOUND' }, 404));
    const { form } = await chooseOlympia(user);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The location could not be changed');
    expect(alert).toHaveTextContent(NOT_FOUND.event);
    expect(within(form).getByRole('button', { name: 'Change location' })).toBeEnabled();
  });
});
