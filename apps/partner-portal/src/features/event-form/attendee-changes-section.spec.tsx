/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { AddEventPage, EditEventPage } from './event-form-pages';
import { testPartnerEvent } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const common = {
  'GET /options/': answer({ ...TEST_OPTIONS, eventTypes: [{ id: 2, name: 'Conference' }] }),
  'GET /partner/cancellation-policies/': answer(paged([])),
};

function renderEdit(hours: number) {
  const server = mockApi({
    ...common,
    'GET /partner/events/10': answer(testPartnerEvent({ attendeeChangeCutoffHours: hours })),
    'PATCH /partner/events/10': answer({ id: 10, versionId: 3, version: 2, versionStatus: 'PENDING' }),
  });
  renderPartnerPage(
    [
      { path: '/event-details/:id/edit', element: <EditEventPage /> },
      { path: '/event-details/:id', element: <p>Event page</p> },
    ],
    '/event-details/10/edit',
  );
  return server;
}

describe('AttendeeChangesSection', () => {
  it('starts at 24 hours and refuses anything but whole hours from 0 to 720, in words, before sending', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(common);
    renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
    const hours = await screen.findByLabelText(/^Until how many hours before the start/);
    expect(hours).toHaveValue('24');
    expect(hours).toHaveAccessibleDescription(/0 allows changes until the start/);
    await user.clear(hours);
    await user.type(hours, '1000');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'));
    expect(hours).toHaveAccessibleDescription(/Enter a whole number of hours from 0 to 720/);
  });

  it("shows the event's cutoff when editing and sends a changed one with the event", async () => {
    const user = userEvent.setup({ delay: null });
    const server = renderEdit(48);
    const hours = await screen.findByLabelText(/^Until how many hours before the start/);
    expect(hours).toHaveValue('48');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(screen.getByRole('button', { name: 'Save Updates' }));
    await waitFor(() => expect(server.callsTo('PATCH /partner/events/10')).toHaveLength(1));
    expect(server.callsTo('PATCH /partner/events/10')[0]!.body).toMatchObject({ attendeeChangeCutoffHours: 0 });
  });
});

describe('AttendeeChangesSection in German', () => {
  inLanguage('de');

  it('asks in German', async () => {
    renderEdit(24);
    expect(await screen.findByLabelText(/^Bis wie viele Stunden vor Beginn/)).toHaveValue('24');
  });
});
