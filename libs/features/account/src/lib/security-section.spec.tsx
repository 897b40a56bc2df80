/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@pavilion/api-client';
import { SETTINGS_DEFAULTS, settingsAnswer } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { SecuritySection } from './security-section';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

function renderSection() {
  return render(
    <Provider store={createStore()}>
      <SecuritySection />
    </Provider>,
  );
}

const ACTIVITY = [
  {
    id: 2,
    createdAt: '2025-03-02T10:15:00.000Z',
    ipAddress: '203.0.113.7',
    browser: 'Chrome 131 on Linux',
    success: true,
  },
  {
    id: 1,
    createdAt: '2025-03-01T08:00:00.000Z',
    ipAddress: '198.51.100.4',
    browser: 'Firefox 128 on Windows',
    success: false,
  },
];

/** The checklist item for a rule, with its hidden met / not met text. */
function rule(name: RegExp) {
  const list = screen.getByRole('list', { name: 'A strong password has:' });
  return within(list).getByText(name).closest('li')!;
}

describe('SecuritySection', () => {
  it('updates the password checklist on every keystroke', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /login-activity': answer([]) });
    renderSection();
    const input = screen.getByLabelText(/^New password/);
    expect(rule(/At least 8 characters/)).toHaveTextContent(': not met');
    expect(rule(/uppercase/)).toHaveTextContent(': not met');

    await user.type(input, 'abc');
    expect(rule(/At least 8 characters/)).toHaveTextContent(': not met');
    await user.type(input, 'D');
    expect(rule(/uppercase/)).toHaveTextContent(': met');
    expect(rule(/number/)).toHaveTextContent(': not met');
    await user.type(input, '1');
    expect(rule(/number/)).toHaveTextContent(': met');
    await user.type(input, '!xy');
    expect(rule(/At least 8 characters/)).toHaveTextContent(': met');
    expect(rule(/special character/)).toHaveTextContent(': met');
    await user.clear(input);
    expect(rule(/uppercase/)).toHaveTextContent(': not met');
  });

  it('changes the password and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /login-activity': answer([]), 'POST /change-password': answer({ status: 'Success' }) });
    renderSection();
    await user.type(screen.getByLabelText(/^Current password/), 'Password123!');
    await user.type(screen.getByLabelText(/^New password/), 'Better456#');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better456#');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(/Your password has been updated/)).toBeInTheDocument();
    expect(api.callsTo('POST /change-password')[0].body).toEqual({
      currentPassword: 'Password123!',
      newPassword: 'Better456#',
      confirmPassword: 'Better456#',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('checks the rules before sending: length and matching confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /login-activity': answer([]) });
    renderSection();
    await user.type(screen.getByLabelText(/^Current password/), 'Password123!');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /change-password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /login-activity': answer([]),
      'POST /change-password': answer(
        {
          error: 'Current password is incorrect',
          code: 'VALIDATION',
          fields: { currentPassword: 'Current password is incorrect' },
        },
        400,
      ),
    });
    renderSection();
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.type(screen.getByLabelText(/^New password/), 'Better456#');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better456#');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(/Current password is incorrect/);
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('lists the recent sign-ins with time, IP address and browser', async () => {
    mockApi({ 'GET /login-activity': answer(ACTIVITY) });
    renderSection();
    const table = await screen.findByRole('table', { name: /Recent sign-ins/ });
    await within(table).findByText('Chrome 131 on Linux');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Signed in');
    expect(rows[0]).toHaveTextContent(/Mar \d, 2025/);
    expect(rows[1]).toHaveTextContent('Firefox 128 on Windows');
    expect(rows[1]).toHaveTextContent('Failed attempt');
  });

  it('writes each sign-in in the time zone of the person’s settings, the zone named', async () => {
    mockApi({
      'GET /login-activity': answer(ACTIVITY),
      'GET /settings': answer(
        settingsAnswer({ ...SETTINGS_DEFAULTS, portfolio: { ...SETTINGS_DEFAULTS.portfolio, defaultTimezone: 'EST' } }),
      ),
    });
    renderSection();
    const table = await screen.findByRole('table', { name: /Recent sign-ins/ });
    await within(table).findByText('Chrome 131 on Linux');
    // 10:15 UTC on 2 March is 5:15 in New York (EST, UTC-5), once the settings are read.
    await waitFor(() =>
      expect(within(table).getAllByRole('row').slice(1)[0]).toHaveTextContent('Mar 2, 2025, 5:15 AM EST'),
    );
  });
});
