/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { CommunicationsPage } from './communications-page';

const event = (id: number, name: string, day: string) =>
  ({ id, name, startDateTime: `${day}T09:00:00.000Z`, timeZone: 'Europe/Madrid' }) as never;

function renderPage() {
  const api = mockApi({
    'GET /partner/events/': answer(
      paged([event(4, 'FinTech Summit', '2030-03-02'), event(9, 'FinTech Summit', '2029-03-03')], { pageSize: 10 }),
    ),
    'POST /partner/events/9/messages': answer({
      id: 2,
      eventId: 9,
      eventName: 'FinTech Summit',
      subject: 'Doors open at 9',
      text: 'See you there.',
      recipients: 80,
      sentBy: 'Ana Ruiz',
      sentAt: '2029-03-01T10:00:05.000Z',
    }),
    'GET /partner/messages': answer(paged([])),
  });
  const view = renderPartnerPage([{ path: '/communications', element: <CommunicationsPage /> }], '/communications');
  return { ...view, api };
}

describe('CommunicationsPage', () => {
  it('asks for an event, then writes to the attendees of the edition chosen by its day', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderPage();
    await user.type(await screen.findByLabelText(/^Subject/), 'Doors open at 9');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'See you there.');
    await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
    const picker = screen.getByRole('combobox', { name: /^Event/ });
    await waitFor(() => expect(picker).toHaveAccessibleDescription(expect.stringContaining('Choose an event')));
    expect(picker).toHaveFocus();
    expect(api.callsTo('POST /partner/events/9/messages')).toHaveLength(0);

    // Only approved events can be written about; the two editions share a name and differ by their day.
    await user.type(picker, 'FinTech');
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain(
        '/partner/events/?q=FinTech&status=APPROVED&sort=date&direction=desc&pageSize=10',
      ),
    );
    await user.click(await screen.findByRole('option', { name: /FinTech Summit.*2029/ }));
    expect(picker).toHaveValue('FinTech Summit');
    await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
    await waitFor(() => expect(api.callsTo('POST /partner/events/9/messages')).toHaveLength(1));
    expect(api.callsTo('POST /partner/events/9/messages')[0].body).toEqual({
      subject: 'Doors open at 9',
      text: 'See you there.',
    });
    expect(await screen.findByText('Sent to 80 attendees')).toBeInTheDocument();
    // The form starts again, with no event chosen.
    await waitFor(() => expect(picker).toHaveValue(''));
  });
});
