/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer } from '@pavilion/api-client/testing';
import type { TTicketAssignment } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import TicketAssignPage from './ticket-assign-page';

jest.setTimeout(30_000);

const TOKEN = 'fS1OcE5j3Tgwq0cDGbbp6NtvVuuHNDPFBFsX8Ccyx_A';
const PATH = `/ticket-assignments/${TOKEN}`;

const ASSIGNMENT: TTicketAssignment = {
  ticketTypeName: 'Standard',
  buyerName: 'Ada Lovelace',
  companyName: 'Analytical Engines',
  event: {
    id: 5,
    name: 'FinTech Summit',
    startDateTime: '2030-09-01T08:00:00.000Z',
    endDateTime: '2030-09-02T16:00:00.000Z',
    timeZone: 'Europe/London',
    venue: { name: 'ExCeL London', address: '1 Western Gateway, London E16 1XL' },
  },
};

function renderPage(routes: Record<string, MockAnswer>, session: 'visitor' | 'attendee' = 'visitor') {
  const api = mockApi({
    'GET /session':
      session === 'visitor'
        ? answer({ error: 'Not signed in', code: 'UNAUTHENTICATED' }, 401)
        : answer(sessionOf('attendee')),
    ...routes,
  });
  renderRoutes([{ path: '/tickets/assign/:token', element: <TicketAssignPage /> }], `/tickets/assign/${TOKEN}`);
  return api;
}

describe('the assign link’s page', () => {
  it('shows the ticket and who booked it, and sends the colleague’s details once', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage({
      [`GET ${PATH}`]: answer(ASSIGNMENT),
      [`POST ${PATH}`]: answer({
        eventName: 'FinTech Summit',
        attendeeName: 'Grace Hopper',
        email: 'grace@example.com',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your ticket for FinTech Summit' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Ada Lovelace booked a Standard ticket for you \(Analytical Engines\)\./),
    ).toBeInTheDocument();
    expect(screen.getByText('ExCeL London, 1 Western Gateway, London E16 1XL')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Name your ticket' });
    await user.click(within(form).getByRole('button', { name: 'Get my ticket' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(api.callsTo(`POST ${PATH}`)).toHaveLength(0);
    for (const [label, value] of [
      [/^First name/, 'Grace'],
      [/^Surname/, 'Hopper'],
      [/^Email/, 'Grace@Example.com'],
      [/^Company/, 'Navy Labs'],
      [/^Job title/, 'Rear Admiral'],
    ] as const) {
      await user.click(within(form).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(within(form).getByRole('button', { name: 'Get my ticket' }));
    expect(await screen.findByText('Your ticket is on its way')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent your ticket for FinTech Summit to grace@example.com. Show its QR code at the entrance.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${PATH}`)[0]?.body).toEqual({
      firstName: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      company: 'Navy Labs',
      jobTitle: 'Rear Admiral',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('fills in a signed-in visitor’s name and email', async () => {
    renderPage({ [`GET ${PATH}`]: answer(ASSIGNMENT) }, 'attendee');
    const form = await screen.findByRole('form', { name: 'Name your ticket' });
    expect(within(form).getByLabelText(/^Email/)).not.toHaveValue('');
  });

  it('says in words that a used link cannot be used again, without offering to try again', async () => {
    const used =
      'This link was used already: the ticket has its attendee. Ask the person who sent it to you if you need it changed.';
    renderPage({ [`GET ${PATH}`]: answer({ error: used, code: 'GONE', reason: 'used' }, 410) });
    expect(await screen.findByText('This ticket cannot be named')).toBeInTheDocument();
    expect(screen.getByText(used)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a refusal that comes with the details on the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [`GET ${PATH}`]: answer(ASSIGNMENT),
      [`POST ${PATH}`]: answer({ error: 'This ticket was cancelled', code: 'GONE', reason: 'cancelled' }, 410),
    });
    const form = await screen.findByRole('form', { name: 'Name your ticket' });
    for (const [label, value] of [
      [/^First name/, 'Grace'],
      [/^Surname/, 'Hopper'],
      [/^Email/, 'grace@example.com'],
      [/^Company/, 'Navy Labs'],
      [/^Job title/, 'Rear Admiral'],
    ] as const) {
      await user.click(within(form).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(within(form).getByRole('button', { name: 'Get my ticket' }));
    expect(await within(form).findByText('This ticket was cancelled')).toBeInTheDocument();
  });
});

describe('the assign link’s page, in German', () => {
  inLanguage('de');

  it('speaks German', async () => {
    renderPage({ [`GET ${PATH}`]: answer(ASSIGNMENT) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Ticket für FinTech Summit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mein Ticket erhalten' })).toBeInTheDocument();
  });
});
