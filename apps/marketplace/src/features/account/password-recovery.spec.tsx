/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

describe('ForgotPasswordPage', () => {
  it("asks for a valid email, then says 'Check Your Email'", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'POST /forgot-password/': answer({ status: 'Success' }) });
    renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /forgot-password/')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const heading = await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(api.callsTo('POST /forgot-password/')[0].body).toEqual({ email: 'nobody@example.com' });
  });

  it('shows a failure to send in words', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /forgot-password/': answer(
        { error: 'Too many requests. Please wait a few minutes.', code: 'TOO_MANY_REQUESTS' },
        429,
      ),
    });
    renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes.');
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('checks length and matching in the browser, then resets and links to log in', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'POST /reset-password/': answer({ status: 'Success' }),
      'GET /session': answer({ authenticated: false, session: null }),
    });
    renderRoutes(routes, '/reset-password?token=abc');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /reset-password/')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^New password/), 'Fresh789$');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh789$');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(api.callsTo('POST /reset-password/')[0].body).toEqual({
      token: 'abc',
      password: 'Fresh789$',
      confirmPassword: 'Fresh789$',
    });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('explains an expired or used link and offers a new one', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /reset-password/': answer({ error: 'This reset link has expired.', code: 'GONE', reason: 'expired' }, 410),
    });
    renderRoutes(routes, '/reset-password?token=old');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh789$');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh789$');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token is incomplete', async () => {
    mockApi({});
    renderRoutes(routes, '/reset-password');
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
