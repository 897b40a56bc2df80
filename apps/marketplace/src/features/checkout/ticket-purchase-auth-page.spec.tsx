/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, TEST_OPTIONS, sessionOf } from '@pavilion/features-page-kit/testing';
import { loginAnswer } from '../../testing/checkout';
import { testDetail } from '../../testing/events';
import TicketPurchaseAuthPage from './ticket-purchase-auth-page';

function renderAuth(path = '/events/5/ticket-purchase-auth?tickets=11:2,12:1') {
  return renderRoutes(
    [
      { path: '/events/:id/ticket-purchase-auth', element: <TicketPurchaseAuthPage /> },
      { path: '/events/:id/ticket-purchase-details', element: <h1>Attendee details</h1> },
      { path: '/notice/need-attendee-login', element: <h1>Attendee account needed</h1> },
    ],
    path,
  );
}

/** GET /session answers the visitor until a sign-in (or sign-up) succeeds. */
function sessionAfter(role: 'attendee' | 'partner') {
  let signedInNow = false;
  return {
    signIn: () => (signedInNow = true),
    session: () => answer(signedInNow ? sessionOf(role) : sessionOf('visitor')),
  };
}

/** Opens the step as a visitor, who logs in with its Login form as an account of `role`. */
async function logInHere(role: 'attendee' | 'partner') {
  const user = userEvent.setup({ delay: null });
  const state = sessionAfter(role);
  mockApi({
    'GET /session': () => state.session(),
    'GET /events/5': answer(testDetail()),
    'GET /options/': answer(TEST_OPTIONS),
    'POST /login/': () => {
      state.signIn();
      return answer(loginAnswer(role));
    },
  });
  const rendered = renderAuth();
  const login = await screen.findByRole('form', { name: 'Log in' });
  await user.type(within(login).getByRole('textbox', { name: 'Email' }), `${role}@example.com`);
  await user.type(within(login).getByLabelText(/^Password/), 'Password123!');
  await user.click(within(login).getByRole('button', { name: 'Log in' }));
  return rendered;
}

// Typing through user-event is slow in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => window.sessionStorage.clear());

describe('TicketPurchaseAuthPage', () => {
  it('shows the order summary, a Login form and a New User Registration form, and keeps the selection', async () => {
    mockApi({
      'GET /session': answer(sessionOf('visitor')),
      'GET /events/5': answer(testDetail()),
      'GET /options/': answer(TEST_OPTIONS),
    });
    renderAuth();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in or register to continue' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New User Registration' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('FinTech Summit')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£898.00');
    expect(JSON.parse(window.sessionStorage.getItem('pavilion.selection.5') ?? 'null')).toEqual({ 11: 2, 12: 1 });
  });

  it('finds the selection in sessionStorage after a reload without the query', async () => {
    window.sessionStorage.setItem('pavilion.selection.5', JSON.stringify({ 12: 2 }));
    mockApi({
      'GET /session': answer(sessionOf('visitor')),
      'GET /events/5': answer(testDetail()),
      'GET /options/': answer(TEST_OPTIONS),
    });
    renderAuth('/events/5/ticket-purchase-auth');
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByTestId('summary-total')).toHaveTextContent('£998.00');
  });

  it('continues to the details step with the same selection after an attendee logs in', async () => {
    const { router } = await logInHere('attendee');
    expect(await screen.findByRole('heading', { name: 'Attendee details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/5/ticket-purchase-details');
    expect(router.state.location.search).toBe('?tickets=11:2,12:1');
  });

  it('sends a partner who logs in here to the attendee-login notice', async () => {
    const { router } = await logInHere('partner');
    expect(await screen.findByRole('heading', { name: 'Attendee account needed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notice/need-attendee-login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/events/5/ticket-purchase-auth?tickets=11:2,12:1',
    );
  });

  it('registers a new attendee with the concise form and continues to the details step', async () => {
    const user = userEvent.setup({ delay: null });
    const state = sessionAfter('attendee');
    const api = mockApi({
      'GET /session': () => state.session(),
      'GET /events/5': answer(testDetail()),
      'GET /options/': answer(TEST_OPTIONS),
      'POST /user-sign-up': () => {
        state.signIn();
        return answer(loginAnswer('attendee', 'grace@example.com'), 201);
      },
    });
    const { router } = renderAuth();
    const form = await screen.findByRole('form', { name: 'Sign up' });
    expect(within(form).queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Date of birth/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^First name/), 'Grace');
    await user.type(within(form).getByLabelText(/^Surname/), 'Hopper');
    await user.type(within(form).getByLabelText(/^Email/), 'grace@example.com');
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'United Kingdom');
    await user.type(within(form).getByLabelText(/^Password/), 'Password123!');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Password123!');
    // The concise form asks the age confirmation the terms require, and the terms box, both unticked.
    const adult = within(form).getByRole('checkbox', { name: /^I am 18 or over/ });
    const terms = within(form).getByRole('checkbox', { name: /^I have read and agree to the customer terms/ });
    expect(adult).not.toBeChecked();
    expect(terms).not.toBeChecked();
    await user.click(adult);
    await user.click(terms);
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Attendee details' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tickets=11:2,12:1');
    expect(api.callsTo('POST /user-sign-up')[0]?.body).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      surname: 'Hopper',
      country: 44,
      acceptTerms: true,
      confirmAdult: true,
    });
  });

  it('sends a signed-in attendee straight on to the details step', async () => {
    window.sessionStorage.setItem('pavilion.selection.5', JSON.stringify({ 11: 1 }));
    mockApi({ 'GET /session': answer(sessionOf('attendee')), 'GET /events/5': answer(testDetail()) });
    const { router } = renderAuth('/events/5/ticket-purchase-auth');
    expect(await screen.findByRole('heading', { name: 'Attendee details' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tickets=11:1');
  });
});
