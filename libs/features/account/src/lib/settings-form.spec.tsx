/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { groupSettings, settingsAnswer, ZFlatSettings, type TFlatSettings } from '@pavilion/domain';
import { createStore } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { ToastProvider } from '@pavilion/ui';
import { SettingsForm } from './settings-form';
import { ACCOUNT_SETTINGS_DEFAULTS } from './settings-schema';

// Whole forms typed key by key: slow on a loaded machine, so more time than the default 5 s.
jest.setTimeout(20_000);

function renderForm() {
  return render(
    <Provider store={createStore()}>
      <ToastProvider>
        <SettingsForm />
      </ToastProvider>
    </Provider>,
  );
}

/** A server that keeps what it is sent and answers both shapes, as the real one does. */
function settingsServer(initial: TFlatSettings) {
  let stored = { ...initial };
  const storedAnswer = () => answer(settingsAnswer(groupSettings(stored)));
  return mockApi({
    'GET /settings': storedAnswer,
    'PUT /settings': ({ body }) => {
      stored = ZFlatSettings.parse(body);
      return storedAnswer();
    },
  });
}

describe('SettingsForm', () => {
  it('shows the spec defaults as loaded, and saves every changed setting', async () => {
    const user = userEvent.setup({ delay: null });
    const api = settingsServer({ ...ACCOUNT_SETTINGS_DEFAULTS });
    renderForm();

    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto publish' })).not.toBeChecked();
    expect(screen.getByLabelText('Default currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Default timezone')).toHaveValue('UTC');
    expect(screen.getByLabelText('Events per page')).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect([...(screen.getByLabelText('Events per page') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);

    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    await user.click(screen.getByRole('switch', { name: 'Daily digest' }));
    await user.click(screen.getByRole('switch', { name: 'Auto publish' }));
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByLabelText('Contact hours'), 'Weekdays 9-17');
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.selectOptions(screen.getByLabelText('Default currency'), 'GBP');
    await user.selectOptions(screen.getByLabelText('Default timezone'), 'PST');
    await user.selectOptions(screen.getByLabelText('Default language'), 'de');
    await user.selectOptions(screen.getByLabelText('Events per page'), '50');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));

    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')).toHaveLength(1);
    expect(api.callsTo('PUT /settings')[0].body).toEqual({
      emailNotifications: true,
      registrationAlerts: true,
      marketingEmails: true,
      dailyDigest: false,
      instantAlerts: true,
      autoPublish: true,
      defaultCurrency: 'GBP',
      defaultTimezone: 'PST',
      defaultLanguage: 'de',
      maxEventsPerPage: 50,
      preferredContactMethod: 'sms',
      contactHours: 'Weekdays 9-17',
      language: 'fr',
    });
  });

  it('shows what the server has stored when it loads again', async () => {
    settingsServer({
      ...ACCOUNT_SETTINGS_DEFAULTS,
      marketingEmails: true,
      maxEventsPerPage: 100,
      preferredContactMethod: 'phone',
      contactHours: 'Mornings',
    });
    renderForm();
    expect(await screen.findByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    expect(screen.getByLabelText('Events per page')).toHaveValue('100');
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByLabelText('Contact hours')).toHaveValue('Mornings');
  });

  it('says so when saving fails, with the field message on the field', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /settings': answer(ACCOUNT_SETTINGS_DEFAULTS),
      'PUT /settings': answer(
        {
          error: 'Must be at most 100 characters',
          code: 'VALIDATION',
          fields: { contactHours: 'Must be at most 100 characters' },
        },
        400,
      ),
    });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save All Settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Contact hours')).toHaveAccessibleDescription(/Must be at most 100 characters/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at most 100 characters');
  });

  it('refuses contact hours longer than the limit before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = settingsServer({ ...ACCOUNT_SETTINGS_DEFAULTS });
    renderForm();
    const hours = await screen.findByLabelText('Contact hours');
    await user.click(hours);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')).toHaveLength(0);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    mockApi({ 'GET /settings': answer({ error: 'Missing authentication credentials', code: 'UNAUTHENTICATED' }, 401) });
    renderForm();
    expect(await screen.findByText('Your settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Missing authentication credentials')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
