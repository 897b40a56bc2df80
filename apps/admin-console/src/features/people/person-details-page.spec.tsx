/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues, SANCTION_MESSAGES, setLocaleSource, type TAdminPersonDetail } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { PeoplePage } from './people-page';
import { PersonDetailsPage } from './person-details-page';
import { emptyAuditTrail } from '../../testing/details-pages';

jest.setTimeout(20_000);

const FUTURE = '2099-06-01T09:00:00.000Z';

const PERSON: TAdminPersonDetail = {
  id: 12,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  joinedAt: '2030-01-02T10:00:00.000Z',
  phoneNumber: null,
  contact: { method: 'sms', hours: 'Mornings only', language: 'de' },
  blocks: [],
  orders: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      eventId: 5,
      eventName: 'Future of Logistics Summit',
      eventStartAt: FUTURE,
      status: 'paid',
      tickets: 2,
      total: 250,
      currency: 'USD',
      createdAt: '2030-02-01T10:00:00.000Z',
    },
  ],
  reviews: [{ id: 3, eventName: 'Harbour Days', score: 2, status: 'REMOVED', submittedAt: '2030-03-01T10:00:00.000Z' }],
  strikes: [
    {
      id: 4,
      reviewId: 3,
      content: 'REVIEW',
      eventName: 'Harbour Days',
      at: '2030-03-02T10:00:00.000Z',
      reason: 'Not about the event',
      egregious: false,
      appeal: null,
    },
    {
      id: 5,
      reviewId: 9,
      content: 'REPLY',
      eventName: 'Port Congress',
      at: '2030-03-04T10:00:00.000Z',
      reason: 'Insults the reviewer',
      egregious: false,
      appeal: null,
    },
  ],
  reviewing: { state: 'WARNED', suspendedUntil: null },
  sanctions: [
    {
      id: 8,
      kind: 'SIGN_IN',
      reason: 'Account taken over',
      at: '2030-01-05T10:00:00.000Z',
      by: 'Alan Turing',
      endsAt: null,
      active: false,
      liftedAt: '2030-01-06T10:00:00.000Z',
      liftedBy: 'Grace Hopper',
      liftReason: 'Owner proved who they are',
    },
  ],
};

function renderPerson(routes: Parameters<typeof mockApi>[0] = {}) {
  let person = PERSON;
  const api = mockApi({
    'GET /admin/people/12': () => answer(person),
    'POST /admin/people/12/sanctions': (call) => {
      const body = call.body as { kind: 'REGISTRATIONS'; reason: string };
      const sanction = {
        id: 9,
        kind: body.kind,
        reason: body.reason,
        at: '2030-04-01T10:00:00.000Z',
        by: 'Alan Turing',
        endsAt: null,
        active: true,
        liftedAt: null,
        liftedBy: null,
        liftReason: null,
      };
      person = { ...person, blocks: [body.kind], sanctions: [sanction, ...person.sanctions] };
      return answer(person, 201);
    },
    'POST /admin/people/12/sanctions/9/lift': (call) => {
      const reason = (call.body as { reason: string }).reason;
      person = {
        ...person,
        blocks: [],
        sanctions: person.sanctions.map((s) =>
          s.id === 9
            ? { ...s, active: false, liftedAt: '2030-04-02T10:00:00.000Z', liftedBy: 'Alan Turing', liftReason: reason }
            : s,
        ),
      };
      return answer(person);
    },
    ...emptyAuditTrail('person', 12),
    ...routes,
  });
  renderRoutes([{ path: '/person-details/:id', element: <PersonDetailsPage /> }], '/person-details/12');
  return api;
}

describe('PersonDetailsPage', () => {
  it('shows the orders, reviews, strikes and past blocks with their reason, who and when', async () => {
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('Future of Logistics Summit');
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent('Harbour Days · 2/10 · Removed');
    const strikes = screen.getByRole('region', { name: 'Review and reply strikes' });
    expect(strikes).toHaveTextContent('review of Harbour Days: Not about the event');
    // A removed partner reply's strike says it was the reply.
    expect(strikes).toHaveTextContent('reply to a review of Port Congress: Insults the reviewer');
    const history = screen.getByRole('region', { name: 'Blocks, active and past' });
    expect(history).toHaveTextContent('Sign-in blocked');
    expect(history).toHaveTextContent('by Alan Turing');
    expect(history).toHaveTextContent('Account taken over');
    expect(history).toHaveTextContent('by Grace Hopper: Owner proved who they are');
    // How the person asked to be contacted, where support reads their details.
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Contact bySMS');
    expect(account).toHaveTextContent('Contact hoursMornings only');
    expect(account).toHaveTextContent('LanguageGerman');
  });

  it('blocks new registrations only with a reason, then lifts the block with another', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPerson();
    const registrations = await screen.findByRole('region', { name: 'New registrations' });
    await user.click(within(registrations).getByRole('button', { name: 'Block new registrations' }));
    expect(await within(registrations).findByText(SANCTION_MESSAGES.reason)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(
      within(registrations).getByLabelText(/Reason to block new registrations/),
      'Repeated chargebacks on orders',
    );
    await user.click(within(registrations).getByRole('button', { name: 'Block new registrations' }));
    await waitFor(() => expect(registrations).toHaveTextContent('by Alan Turing: Repeated chargebacks on orders'));
    expect(api.calls.find((c) => c.path === '/admin/people/12/sanctions')?.body).toEqual({
      kind: 'REGISTRATIONS',
      reason: 'Repeated chargebacks on orders',
    });
    expect(screen.getAllByText('New registrations blocked').length).toBeGreaterThan(0);

    await user.type(within(registrations).getByLabelText(/Reason to lift the block/), 'Cleared by phone');
    await user.click(within(registrations).getByRole('button', { name: 'Lift the block' }));
    await waitFor(() =>
      expect(within(registrations).getByRole('button', { name: 'Block new registrations' })).toBeInTheDocument(),
    );
    expect(api.calls.find((c) => c.path === '/admin/people/12/sanctions/9/lift')?.body).toEqual({
      reason: 'Cleared by phone',
    });
  });

  it('blocks access to the Pavilion platform in the content guidelines’ words', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPerson();
    const platform = await screen.findByRole('region', { name: 'Access to the Pavilion platform' });
    expect(platform).toHaveTextContent('every request with an API key they created');
    await user.type(
      within(platform).getByLabelText(/Reason to block access to the Pavilion platform/),
      'Fake events listed to collect payments',
    );
    await user.click(within(platform).getByRole('button', { name: 'Block access to the Pavilion platform' }));
    await waitFor(() => expect(platform).toHaveTextContent('Access to the Pavilion platform blocked'));
    expect(api.calls.find((c) => c.path === '/admin/people/12/sanctions')?.body).toEqual({
      kind: 'PLATFORM',
      reason: 'Fake events listed to collect payments',
    });
  });

  it('shows the server’s refusal in words at the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPerson({
      'POST /admin/people/12/sanctions': answer(
        { error: SANCTION_MESSAGES.alreadyActive({ kind: 'SIGN_IN' }), code: 'CONFLICT' },
        409,
      ),
    });
    const signIn = await screen.findByRole('region', { name: 'Sign-in' });
    await user.type(within(signIn).getByLabelText(/Reason to block sign-in/), 'Account taken over again');
    await user.click(within(signIn).getByRole('button', { name: 'Block sign-in' }));
    expect(await within(signIn).findByText(SANCTION_MESSAGES.alreadyActive({ kind: 'SIGN_IN' }))).toBeInTheDocument();
  });

  it('cancels the upcoming registrations after a confirmation with the refund chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPerson({
      'POST /admin/people/12/cancel-registrations': answer({
        ordersCancelled: 1,
        ticketsCancelled: 2,
        refunded: [{ amount: 250, currency: 'USD' }],
      }),
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming registrations' });
    expect(upcoming).toHaveTextContent('1 upcoming paid registration.');
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel upcoming registrations…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText(SANCTION_MESSAGES.reason)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /In full/ }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Tickets resold in breach of the terms');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText(/\$250\.00 refunded/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/people/12/cancel-registrations')?.body).toEqual({
      reason: 'Tickets resold in breach of the terms',
      refund: 'FULL',
    });
  });
});

describe('PeoplePage', () => {
  it('lists people with their active blocks, a page at a time', async () => {
    mockApi({
      'GET /admin/people/': answer({
        items: [
          { id: 12, name: 'Ada Lovelace', email: 'ada@example.com', joinedAt: '2030-01-02T10:00:00.000Z', blocks: [] },
          {
            id: 13,
            name: 'Bob Blocked',
            email: 'bob@example.com',
            joinedAt: '2030-01-03T10:00:00.000Z',
            blocks: ['REGISTRATIONS'],
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    renderRoutes([{ path: '/dashboard/people', element: <PeoplePage /> }], '/dashboard/people');
    expect(await screen.findByRole('link', { name: 'Bob Blocked' })).toHaveAttribute('href', '/person-details/13');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    expect(screen.getByText('New registrations blocked')).toBeInTheDocument();
  });
});

describe('PersonDetailsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the orders, reviews, strikes and blocks in German', async () => {
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveTextContent('2 Tickets');
    expect(screen.getByRole('region', { name: 'Bewertungen' })).toHaveTextContent('Harbour Days · 2/10 · Entfernt');
    const strikes = screen.getByRole('region', { name: 'Verwarnungen für Bewertungen und Antworten' });
    expect(strikes).toHaveTextContent('Verwarnt (eine Verwarnung innerhalb von 90 Tagen).');
    expect(strikes).toHaveTextContent('Antwort auf eine Bewertung zu Port Congress: Insults the reviewer');
    expect(screen.getByRole('region', { name: 'Sperren, aktuelle und frühere' })).toHaveTextContent('Aufgehoben am');
    expect(screen.getByText('1 bevorstehende bezahlte Anmeldung.')).toBeInTheDocument();
  });
});
