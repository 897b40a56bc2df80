/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFavouritesPage } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { testCard, testDetail } from '../../testing/events';
import EventDetailPage from '../event-detail/event-detail-page';
import SavedEventsPage from './saved-events-page';
import { inLanguage } from '@pavilion/domain/testing';

jest.setTimeout(20_000);

const PAGE: TFavouritesPage = {
  items: [
    {
      savedAt: '2026-11-01T10:00:00.000Z',
      state: 'AVAILABLE',
      event: testCard(7, { name: 'Port Tech Summit', isFavourited: true }),
    },
    {
      savedAt: '2026-11-02T10:00:00.000Z',
      state: 'UNAVAILABLE',
      event: testCard(8, { name: 'Old Expo', isFavourited: true }),
    },
  ],
  total: 2,
  page: 1,
  pageSize: 12,
};

describe('Saved events', () => {
  it('lists the saved events with their state, and removing one asks the server and shows Save again', async () => {
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /favourites': answer(PAGE),
      'DELETE /favourites/7': answer({ eventId: 7, isFavourited: false }),
    });
    renderRoutes([{ path: '/user/saved-events', element: <SavedEventsPage /> }], '/user/saved-events');
    expect(await screen.findByRole('heading', { name: 'Saved events' })).toBeInTheDocument();
    const old = await screen.findByRole('article', { name: 'Old Expo' });
    expect(old.closest('li')).toHaveTextContent('No longer available');
    const card = screen.getByRole('article', { name: 'Port Tech Summit' });
    // The toggle shows once the session says who is signed in, which may answer after the list.
    const toggle = await within(card).findByRole('button', {
      name: 'Saved: Port Tech Summit. Remove from saved events',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(await within(card).findByRole('button', { name: 'Save Port Tech Summit' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('DELETE /favourites/7')).toHaveLength(1);
  });

  it('says how to find events when nothing is saved', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /favourites': answer({ items: [], total: 0, page: 1, pageSize: 12 }),
    });
    renderRoutes([{ path: '/user/saved-events', element: <SavedEventsPage /> }], '/user/saved-events');
    expect(await screen.findByText('No saved events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/events');
  });
});

describe('Save on the event page', () => {
  it('an attendee saves the event; a refusal puts the button back and says why', async () => {
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /events/5': answer(testDetail({ id: 5, name: 'Harbour Forum' })),
      'PUT /favourites/5': answer({ error: 'Event not found', code: 'NOT_FOUND' }, 404),
    });
    renderRoutes([{ path: '/events/:id', element: <EventDetailPage /> }], '/events/5');
    const save = await screen.findByRole('button', { name: 'Save Harbour Forum' });
    await userEvent.click(save);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Harbour Forum' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('PUT /favourites/5')).toHaveLength(1);
  });

  it('a visitor sees no Save button', async () => {
    mockApi({
      'GET /session': answer(sessionOf('visitor')),
      'GET /events/5': answer(testDetail({ id: 5, name: 'Harbour Forum' })),
    });
    renderRoutes([{ path: '/events/:id', element: <EventDetailPage /> }], '/events/5');
    expect(await screen.findByRole('heading', { name: 'Harbour Forum' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});

describe('Saved events in German', () => {
  inLanguage('de');

  it('names the page, the states and the sorts in German', async () => {
    mockApi({ 'GET /session': answer(sessionOf('attendee')), 'GET /favourites': answer(PAGE) });
    renderRoutes([{ path: '/user/saved-events', element: <SavedEventsPage /> }], '/user/saved-events');
    expect(await screen.findByRole('heading', { name: 'Gespeicherte Veranstaltungen' })).toBeInTheDocument();
    const old = await screen.findByRole('article', { name: 'Old Expo' });
    expect(old.closest('li')).toHaveTextContent('Nicht mehr verfügbar');
  });
});
