/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { inLanguage } from '@pavilion/domain/testing';
import LoginPage from './login-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

async function logIn(password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'attendee@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows the throttling message of a 429 and keeps the password', async () => {
    mockApi({
      'GET /session': answer({ authenticated: false, session: null }),
      'POST /login/': answer({ error: THROTTLED, code: 'TOO_MANY_REQUESTS' }, 429),
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await logIn('Password123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED);
    expect(screen.queryByText('Wrong credentials! Please retry.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Password123!');
  });

  it('shows wrong credentials for a 401 and clears the password', async () => {
    mockApi({
      'GET /session': answer({ authenticated: false, session: null }),
      'POST /login/': answer(
        { status: 'Failure', error: 'Wrong credentials! Please retry.', code: 'UNAUTHENTICATED' },
        401,
      ),
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await logIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong credentials! Please retry.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});

describe('LoginPage in German', () => {
  inLanguage('de');

  it('asks to log in again after an expired session', async () => {
    mockApi({ 'GET /session': answer({ authenticated: false, session: null }) });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login?reason=expired');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });
});
