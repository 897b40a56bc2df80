/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { EventDetailsPage } from './event-details-page';
import {
  ADMIN_EVENT as EVENT,
  approveInVetting,
  emptyAuditTrail,
  VERSION_1,
  VERSION_2,
} from '../../testing/details-pages';

jest.setTimeout(20_000);

function renderEvent(post: Parameters<typeof mockApi>[0][string]) {
  let event = EVENT;
  const api = mockApi({
    'GET /admin/events/10': () => answer(event),
    ...emptyAuditTrail('event', 10),
    'POST /admin/vetting-status/events/10/8': async (call) => {
      const result = await (typeof post === 'function' ? post(call) : post);
      const body = call.body as { status: 'APPROVED' | 'REJECTED'; comment: string; notes: string };
      if (!(result instanceof Response) && (result.status ?? 200) === 200) {
        const decided = { ...VERSION_2, status: body.status, decidedAt: '2030-05-02T10:00:00.000Z' };
        event = {
          ...event,
          versions: [decided, VERSION_1],
          review: { ...event.review, version: decided, waiting: false, changes: [] },
          vettingStatusUpdates: [
            ...event.vettingStatusUpdates,
            {
              id: 2,
              status: body.status,
              vettingStatus: body.status,
              comment: body.comment,
              notes: body.notes,
              createdAt: '2030-05-02T10:00:00.000Z',
              eventVersionId: 8,
            },
          ],
        };
        return answer(event);
      }
      return result;
    },
  });
  renderRoutes([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
  return api;
}

describe('EventDetailsPage: vetting a version', () => {
  it('shows what changed since the approved version, field by field', async () => {
    renderEvent(answer(null));
    expect(await screen.findByText('Changes waiting for review')).toBeInTheDocument();
    const vetting = screen.getByRole('region', { name: 'Vetting' });
    expect(within(vetting).getByText(/Version 2, submitted/)).toBeInTheDocument();
    const table = within(vetting).getByRole('table', { name: 'Changes since the approved version' });
    const row = within(table).getByRole('row', { name: /Tagline/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Money, meet machines', 'Money, meet machines and people']);
  });

  it('sends Approve as APPROVED with the comment and notes, waits for a comment, and reloads the event', async () => {
    const api = renderEvent(answer(null));
    const vetting = await screen.findByRole('region', { name: 'Vetting' });
    await approveInVetting(vetting, { comment: 'Clearer, thanks', notes: 'Checked the venue' });

    expect(await within(vetting).findByText(/Status updated to APPROVED/)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/vetting-status/events/10/8').map((c) => c.body)).toEqual([
      { status: 'APPROVED', comment: 'Clearer, thanks', notes: 'Checked the venue' },
    ]);
    // The event reloads: nothing waits any more, and the new entry is styled as primary.
    await waitFor(() => expect(api.callsTo('GET /admin/events/10').length).toBeGreaterThan(1));
    expect(await within(vetting).findByText(/No version is waiting for review: version 2 was approved/)).toBeVisible();
    expect(within(vetting).queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(within(vetting).getByText('Clearer, thanks').closest('li')).toHaveClass('pv-vetting__entry--primary');
    expect(
      within(vetting)
        .getByText(/Checked the venue/)
        .closest('li'),
    ).toHaveClass('pv-vetting__entry--primary');
  });

  it('sends Reject as REJECTED; a rejected entry is not primary', async () => {
    const api = renderEvent(answer(null));
    const vetting = await screen.findByRole('region', { name: 'Vetting' });
    await userEvent.selectOptions(within(vetting).getByRole('combobox', { name: /Status/ }), 'Reject');
    await userEvent.type(within(vetting).getByRole('textbox', { name: /Comment/ }), 'The agenda is missing');
    await userEvent.click(within(vetting).getByRole('button', { name: 'Update status' }));
    expect(await within(vetting).findByText('The agenda is missing')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/vetting-status/events/10/8')[0]?.body).toMatchObject({ status: 'REJECTED' });
    expect(within(vetting).getByText('The agenda is missing').closest('li')).not.toHaveClass(
      'pv-vetting__entry--primary',
    );
  });

  it("shows the server's refusal of a version no longer current, and reloads the event", async () => {
    const api = renderEvent(
      answer(
        {
          error: 'This version is no longer the one waiting for review: the event now shows the newest one',
          code: 'CONFLICT',
          currentEventVersionId: 9,
        },
        409,
      ),
    );
    const vetting = await screen.findByRole('region', { name: 'Vetting' });
    await userEvent.selectOptions(within(vetting).getByRole('combobox', { name: /Status/ }), 'Approve');
    await userEvent.type(within(vetting).getByRole('textbox', { name: /Comment/ }), 'Looks good');
    await userEvent.click(within(vetting).getByRole('button', { name: 'Update status' }));
    expect(await within(vetting).findByRole('alert')).toHaveTextContent(
      'This version is no longer the one waiting for review',
    );
    await waitFor(() => expect(api.callsTo('GET /admin/events/10').length).toBeGreaterThan(1));
  });
});

describe('EventDetailsPage: ranking', () => {
  it('shows the factors of the score with their weights', async () => {
    renderEvent(answer(null));
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    const rows = Object.fromEntries(
      within(ranking)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Score: '31.42',
      'Page views': '1,234 (weight 1)',
      'Card clicks': '56 (weight 2)',
      Bookings: '7 (weight 3)',
      'Net bookings': '9 tickets (weight 4)',
      Commission: '5 % (weight 0.5)',
    });
  });
});

describe('EventDetailsPage: the status line and the version under review', () => {
  it('says who organises it, with a link, and when the version was submitted and last edited', async () => {
    renderEvent(answer(null));
    const partner = await screen.findByRole('link', { name: 'Events Ltd' });
    expect(partner).toHaveAttribute('href', '/partner-details/3');
    expect(partner.parentElement).toHaveTextContent(
      'By Events Ltd (partner approved) · 4 tickets sold · Registrations',
    );
    const vetting = screen.getByRole('region', { name: 'Vetting' });
    const line = within(vetting).getByText(/Version 2, submitted/);
    expect(line.querySelector('time')).toHaveAttribute('dateTime', VERSION_2.submittedAt);
    expect(line).toHaveTextContent(/^Version 2, submitted .+\. The page above shows this version\.$/);
  });
});

describe('EventDetailsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('says who organises it and when the version was submitted and edited, each in one German sentence', async () => {
    const edited = { ...VERSION_2, updatedAt: '2030-05-03T10:00:00.000Z' };
    mockApi({
      'GET /admin/events/10': answer({ ...EVENT, review: { ...EVENT.review, version: edited } }),
      ...emptyAuditTrail('event', 10),
    });
    renderRoutes([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const partner = await screen.findByRole('link', { name: 'Events Ltd' });
    expect(partner.parentElement).toHaveTextContent('Von Events Ltd (Veranstalter genehmigt) · 4 Tickets verkauft');
    const line = screen.getByText(/Version 2, eingereicht am/);
    expect(line.querySelectorAll('time')).toHaveLength(2);
    expect(line).toHaveTextContent(
      /^Version 2, eingereicht am .+, zuletzt bearbeitet am .+\. Die Seite oben zeigt diese Version\.$/,
    );
  });
});
