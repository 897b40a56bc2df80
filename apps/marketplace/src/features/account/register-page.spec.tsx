/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import RegisterPage from './register-page';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

const SIGNED_IN = {
  status: 'Success',
  token: null,
  email: 'ada@example.com',
  attendeeId: 9,
  partnerId: null,
  isAdmin: false,
  session: null,
};

function renderRegister(path = '/user/register') {
  return renderRoutes(
    [
      { path: '/user/register', element: <RegisterPage /> },
      { path: '/user/signup-confirmation', element: <h1>Confirmation notice</h1> },
    ],
    path,
  );
}

const thisYear = new Date().getUTCFullYear();

async function fillFullForm(user: ReturnType<typeof userEvent.setup>, overrides: { dateOfBirth?: string } = {}) {
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Surname/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '020 7946-0958');
  await user.type(screen.getByLabelText(/^Date of birth/), overrides.dateOfBirth ?? `${thisYear - 30}-05-17`);
  await user.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
  await user.type(screen.getByLabelText(/^Job title/), 'Mathematician');
  await user.click(await screen.findByRole('checkbox', { name: 'Technology' }));
  await user.selectOptions(screen.getByLabelText(/^Country/), 'United Kingdom');
  await user.type(screen.getByLabelText(/^Password/), 'Engine42!');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Engine42!');
  await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
}

describe('RegisterPage', () => {
  it('shows the full form by default and the concise one at ?variant=concise', async () => {
    mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
    const { unmount } = renderRegister();
    expect(await screen.findByLabelText(/^Phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();

    renderRegister('/user/register?variant=concise');
    expect(await screen.findByLabelText(/^First name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Date of birth/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Company/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Sectors/ })).not.toBeInTheDocument();
  });

  it('shows every rule of the full form in words before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
    renderRegister();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please select your country')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you have read and agree to the customer terms of service'),
    ).toBeInTheDocument();
    // The full form asks the date of birth, not the concise form's box.
    expect(screen.queryByRole('checkbox', { name: /I am 18 or over/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /user-sign-up')).toHaveLength(0);
  });

  it('has the terms box unticked at first, naming the version and linking to the terms', async () => {
    mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
    renderRegister();
    const box = await screen.findByRole('checkbox', {
      name: /^I have read and agree to the customer terms of service \(version of Nov 27, 2026\)/,
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'customer terms of service' })).toHaveAttribute(
      'href',
      '/customer-terms-of-service',
    );
  });

  it('judges the age of 18 by year difference', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /options/': answer(TEST_OPTIONS), 'POST /user-sign-up': answer(SIGNED_IN, 201) });
    renderRegister();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await fillFullForm(user, { dateOfBirth: `${thisYear - 17}-01-01` });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
    expect(api.callsTo('POST /user-sign-up')).toHaveLength(0);

    // Born on the last day of the year 18 years ago: 18 by the year rule, whatever today's date.
    const dob = screen.getByLabelText(/^Date of birth/);
    await user.clear(dob);
    await user.type(dob, `${thisYear - 18}-12-31`);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Confirmation notice')).toBeInTheDocument();
    expect(api.callsTo('POST /user-sign-up')).toHaveLength(1);
  });

  it('updates the password checklist as the password is typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
    renderRegister();
    const list = await screen.findByRole('list', { name: 'A strong password has:' });
    const item = (text: RegExp) => within(list).getByText(text).closest('li')!;
    expect(item(/One number/)).toHaveTextContent('not met');
    await user.type(screen.getByLabelText(/^Password/), 'a1');
    expect(item(/One number/)).toHaveTextContent(': met');
    expect(item(/uppercase/)).toHaveTextContent('not met');
    await user.type(screen.getByLabelText(/^Password/), 'B');
    expect(item(/uppercase/)).toHaveTextContent(': met');
  });

  it('sends the full form and goes to the confirmation notice', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /options/': answer(TEST_OPTIONS),
      'POST /user-sign-up': answer(SIGNED_IN, 201),
      'GET /session': answer({ authenticated: false, session: null }),
    });
    const { router } = renderRegister();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await fillFullForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Confirmation notice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/signup-confirmation');
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
    expect(api.callsTo('POST /user-sign-up')[0].body).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '020 7946-0958',
      dateOfBirth: `${thisYear - 30}-05-17`,
      company: 'Analytical Engines',
      jobTitle: 'Mathematician',
      sectors: [3],
      country: 44,
      password: 'Engine42!',
      confirmPassword: 'Engine42!',
      acceptTerms: true,
    });
  });

  it('sends only the concise fields from the concise form', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /options/': answer(TEST_OPTIONS), 'POST /user-sign-up': answer(SIGNED_IN, 201) });
    renderRegister('/user/register?variant=concise');
    await screen.findByRole('option', { name: 'Germany' });
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Surname/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Germany');
    await user.type(screen.getByLabelText(/^Password/), 'engine42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'engine42');
    // Without the age confirmation and the terms box, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please confirm that you are 18 or over')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you have read and agree to the customer terms of service'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /user-sign-up')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I am 18 or over/ }));
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Confirmation notice')).toBeInTheDocument();
    expect(api.callsTo('POST /user-sign-up')[0].body).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      country: 49,
      password: 'engine42',
      confirmPassword: 'engine42',
      sectors: [],
      company: null,
      jobTitle: null,
      acceptTerms: true,
      confirmAdult: true,
    });
  });

  it('shows Registration failed with the server message, and a taken email on the email field', async () => {
    const user = userEvent.setup({ delay: null });
    const taken = 'An account with this email already exists';
    mockApi({
      'GET /options/': answer(TEST_OPTIONS),
      'POST /user-sign-up': answer({ error: taken, code: 'CONFLICT', fields: { email: taken } }, 409),
    });
    renderRegister();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await fillFullForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent(taken);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(taken);
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('shows the server message when sign-ups are refused for a while (429)', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Too many sign-ups from your network. Please try again in 35 minutes.';
    mockApi({
      'GET /options/': answer(TEST_OPTIONS),
      'POST /user-sign-up': answer({ error: refusal, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2100 }, 429),
    });
    renderRegister();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await fillFullForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent(refusal);
  });

  describe('in German', () => {
    inLanguage('de');

    it('offers the short sign-up form in one German sentence with its link', async () => {
      mockApi({ 'GET /options/': answer(TEST_OPTIONS) });
      renderRegister();
      expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'Nutzen Sie das Kurzformular' });
      expect(link.closest('p')).toHaveTextContent(
        'Wenig Zeit? Nutzen Sie das Kurzformular und vervollständigen Sie Ihr Profil später.',
      );
    });
  });
});
