/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import EmailConfirmationPage from './email-confirmation-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const ATTENDEE_SESSION = {
  authenticated: true,
  session: {
    email: 'ada@example.com',
    personId: 5,
    attendeeId: 9,
    partnerId: null,
    isAdmin: false,
    firstName: 'Ada',
    surname: 'Lovelace',
    imageUrl: null,
    emailVerified: true,
  },
};

function renderConfirmation(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /session': answer({ authenticated: false, session: null }), ...routes });
  const view = renderRoutes(
    [{ path: '/email-confirmation/:token', element: <EmailConfirmationPage /> }],
    '/email-confirmation/tok-123',
  );
  return { ...view, api };
}

describe('EmailConfirmationPage', () => {
  it("says 'Email Confirmed!' with the product's account, getting-started and support links", async () => {
    const { api } = renderConfirmation({
      'GET /email-confirmation/tok-123': answer({ status: 'Success', email: 'ada@example.com' }),
      'GET /session': answer(ATTENDEE_SESSION),
    });
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/user/my-account');
    expect(screen.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/how-we-work');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/about-us#pv-about-contact');
    expect(api.callsTo('GET /email-confirmation/tok-123')).toHaveLength(1);
  });

  it('offers a new link when the link has expired', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderConfirmation({
      'GET /email-confirmation/tok-123': answer(
        { error: 'This confirmation link has expired.', code: 'GONE', reason: 'expired' },
        410,
      ),
      'POST /email-confirmation/resend': answer({ status: 'Success' }),
    });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link has expired.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(api.callsTo('POST /email-confirmation/resend')[0].body).toEqual({ email: 'ada@example.com' });
  });

  it("shows the server's words when asking for a new link is refused (too many requests)", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Too many requests for a new confirmation link from your network. Please try again in 9 minutes.';
    renderConfirmation({
      'GET /email-confirmation/tok-123': answer(
        { error: 'This confirmation link has expired.', code: 'GONE', reason: 'expired' },
        410,
      ),
      'POST /email-confirmation/resend': answer(
        { error: refusal, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 540 },
        429,
      ),
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(/a new link is on its way/)).not.toBeInTheDocument();
  });

  it('explains a link that was already used', async () => {
    renderConfirmation({
      'GET /email-confirmation/tok-123': answer(
        { error: 'This confirmation link has already been used.', code: 'GONE', reason: 'used' },
        410,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
    expect(screen.getByText(/your email is already confirmed and you can log in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says an unknown link is not valid', async () => {
    renderConfirmation({
      'GET /email-confirmation/tok-123': answer(
        { error: 'This confirmation link is not valid.', code: 'NOT_FOUND' },
        404,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });
});
