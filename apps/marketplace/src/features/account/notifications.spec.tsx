/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotificationsPage } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import MessagesPage from './messages-page';
import NotificationBell from './notification-bell';
import { formatNotificationTime } from './notification-time';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

function inbox(): TNotificationsPage {
  return {
    unreadCount: 2,
    total: 3,
    page: 1,
    pageSize: 20,
    items: [
      {
        id: 3,
        subject: 'Your tickets for DevSummit',
        text: 'Your order PV-1 is confirmed.',
        timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
        read: false,
        link: null,
      },
      {
        id: 2,
        subject: 'Event update',
        text: 'The venue has changed.',
        timestamp: '2025-01-10T09:00:00.000Z',
        read: false,
        link: '/events/4',
      },
      {
        id: 1,
        subject: 'Welcome to Pavilion',
        text: 'Your email is confirmed.',
        timestamp: '2025-01-01T09:00:00.000Z',
        read: true,
        link: null,
      },
    ],
  };
}

/** A server that remembers what was marked read. */
function notificationServer(start: TNotificationsPage) {
  const state = structuredClone(start);
  const recount = () => (state.unreadCount = state.items.filter((n) => !n.read).length);
  return mockApi({
    'GET /notifications': () => answer(state),
    'POST /notifications/read-all': () => {
      state.items.forEach((n) => (n.read = true));
      recount();
      return answer({ status: 'Success' });
    },
    'POST /notifications/3/read': () => {
      state.items[0].read = true;
      recount();
      return answer({ status: 'Success' });
    },
  });
}

describe('MessagesPage', () => {
  it('writes to customer support: a blocked question is refused in words, an appeal is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /notifications': answer(inbox()),
      'POST /support/messages': (call) =>
        (call.body as { topic: string }).topic === 'APPEAL'
          ? answer(
              {
                topic: 'APPEAL',
                message: 'Thank you: your message is with customer support, who will answer you by email.',
              },
              201,
            )
          : answer(
              {
                error:
                  'Your access to customer support is blocked, other than to appeal a decision. To appeal, choose “An appeal of a decision” as the topic of your message.',
                code: 'SUPPORT_BLOCKED',
              },
              403,
            ),
    });
    renderRoutes([{ path: '/user/messages', element: <MessagesPage /> }], '/user/messages');
    await user.click(await screen.findByText('Write to customer support'));
    const form = screen.getByRole('form', { name: 'Write to customer support' });
    expect(within(form).getByRole('radio', { name: 'A question' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Your message' }), 'Why was my review removed?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/Your access to customer support is blocked/)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: /An appeal of a decision/ }));
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/your message is with customer support/)).toBeInTheDocument();
    expect(api.callsTo('POST /support/messages').map((c) => c.body)).toEqual([
      { topic: 'QUESTION', text: 'Why was my review removed?' },
      { topic: 'APPEAL', text: 'Why was my review removed?' },
    ]);
  });

  it('lists every notification with read and unread, and opening one marks it read', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationServer(inbox());
    renderRoutes([{ path: '/user/messages', element: <MessagesPage /> }], '/user/messages');
    expect(await screen.findByText('2 unread messages.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[2]).toHaveTextContent('Read');

    const first = screen.getByRole('button', { name: /Your tickets for DevSummit/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Your order PV-1 is confirmed.')).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST /notifications/3/read')).toHaveLength(1));
    expect(await screen.findByText('1 unread message.')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]).getByText('Read')).toBeInTheDocument();

    // Opening a read one again sends nothing.
    await user.click(first);
    await user.click(first);
    expect(api.callsTo('POST /notifications/3/read')).toHaveLength(1);
  });

  it('marks all as read', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationServer(inbox());
    renderRoutes([{ path: '/user/messages', element: <MessagesPage /> }], '/user/messages');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages read.')).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1);
  });

  it('shows the unread only, with the filter in the URL, and pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const unreadOnly = { ...inbox(), items: inbox().items.filter((n) => !n.read), total: 2 };
    const api = mockApi({
      'GET /notifications': answer({ ...inbox(), total: 43 }),
      'GET /notifications?unread=true': answer(unreadOnly),
      'GET /notifications?page=3': answer({ ...inbox(), items: [inbox().items[2]], total: 43, page: 3 }),
    });
    const { router } = renderRoutes([{ path: '/user/messages', element: <MessagesPage /> }], '/user/messages');
    await screen.findByText('2 unread messages.');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Message pages' })).getByRole('button', { name: 'Page 3' }),
    );
    expect(await screen.findByText('Showing 41-43 of 43 messages')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread only');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Your tickets|Event update|Welcome/ })).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('?unread=true');
    expect(screen.queryByText('Welcome to Pavilion')).not.toBeInTheDocument();
    expect(api.callsTo('GET /notifications?unread=true')).toHaveLength(1);
  });

  it("shows 'No new notifications' when there are none", async () => {
    notificationServer({ unreadCount: 0, items: [], total: 0, page: 1, pageSize: 20 });
    renderRoutes([{ path: '/user/messages', element: <MessagesPage /> }], '/user/messages');
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });
});

describe('NotificationBell', () => {
  const routes = [
    { path: '/', element: <NotificationBell /> },
    { path: '/user/messages', element: <h1>Messages page</h1> },
    { path: '/events/:id', element: <h1>Event page</h1> },
  ];

  it('shows the unread count and the unread notifications with subject, text and time', async () => {
    const user = userEvent.setup({ delay: null });
    notificationServer(inbox());
    renderRoutes(routes, '/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const panel = await screen.findByLabelText('Notifications', { selector: '.pv-bell__panel' });
    expect(within(panel).getByText('Your tickets for DevSummit')).toBeInTheDocument();
    expect(within(panel).getByText('Your order PV-1 is confirmed.')).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).queryByText('Welcome to Pavilion')).not.toBeInTheDocument();
  });

  it('opening an entry marks it read and goes to its page', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationServer(inbox());
    const { router } = renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Your tickets for DevSummit/ }));
    expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/messages');
    await waitFor(() => expect(api.callsTo('POST /notifications/3/read')).toHaveLength(1));
  });

  it("says 'No new notifications' when nothing is unread", async () => {
    const user = userEvent.setup({ delay: null });
    notificationServer({
      ...inbox(),
      unreadCount: 0,
      items: inbox().items.map((n) => ({ ...n, read: true })),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });
});

describe('formatNotificationTime in German', () => {
  inLanguage('de');

  it('says how long ago a notification came in German', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    expect(formatNotificationTime('2030-05-01T11:55:00Z', undefined, now)).toBe('vor 5 Minuten');
    expect(formatNotificationTime('2030-05-01T11:59:30Z', undefined, now)).toBe('gerade eben');
  });

  it('writes an older one as the moment in the person’s time zone, the zone named', () => {
    const now = new Date('2030-05-20T12:00:00Z');
    expect(formatNotificationTime('2030-05-01T15:30:00Z', 'America/New_York', now)).toBe('1. Mai 2030, 11:30 GMT-4');
    expect(formatNotificationTime('2030-05-01T15:30:00Z', 'UTC', now)).toBe('1. Mai 2030, 15:30 UTC');
  });
});
