// General settings shared by the three apps: notification toggles, preferred contact, portfolio
// defaults. Loaded from and saved to /api/settings with 'Save All Settings'.
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import type { TSettingsAnswer } from '@pavilion/domain';
import { useGetSettingsQuery, useUpdateSettingsMutation } from '@pavilion/api-client';
import { QueryView } from '@pavilion/features-page-kit';
import { RadioGroup, Select, Stack, Switch, TextField } from '@pavilion/ui';
import { AccountForm, useAccountForm } from './account-form';
import {
  CONTACT_METHOD_OPTIONS,
  LANGUAGE_OPTIONS,
  NOTIFICATION_TOGGLES,
  PORTFOLIO_DEFAULTS,
  ZAccountSettingsForm,
  type TAccountSettingsForm,
  type TAccountSettingsFormInput,
} from './settings-schema';

function toFormValues(settings: TSettingsAnswer): TAccountSettingsFormInput {
  // Only the form's fields (the answer also carries them grouped); a select holds text, and the
  // schema turns '25' back into 25.
  const flat = ZAccountSettingsForm.parse(settings);
  return { ...flat, maxEventsPerPage: String(flat.maxEventsPerPage) };
}

export function SettingsForm() {
  return (
    <QueryView
      result={useGetSettingsQuery()}
      loadingLabel="Loading your settings"
      errorTitle="Your settings could not be loaded"
    >
      {(settings) => <LoadedSettingsForm settings={settings} />}
    </QueryView>
  );
}

function LoadedSettingsForm({ settings }: { settings: TSettingsAnswer }) {
  const [save] = useUpdateSettingsMutation();
  const zodForm = useAccountForm<TAccountSettingsFormInput, TAccountSettingsForm>(
    ZAccountSettingsForm,
    toFormValues(settings),
  );
  const { control, register, reset, formState } = zodForm.form;
  const { errors } = formState;

  useEffect(() => {
    reset(toFormValues(settings));
  }, [settings, reset]);

  return (
    <AccountForm
      zodForm={zodForm}
      save={async (values) => toFormValues(await save(values).unwrap())}
      failure="Your settings could not be saved. Please try again."
      titleAs="h2"
      titleId="pv-settings-title"
      title="General settings"
      gap={8}
      savedMessage="Your settings have been saved."
      submitLabel="Save All Settings"
      submittingLabel="Saving..."
    >
      <fieldset className="pv-account-fieldset">
        <legend>Notifications</legend>
        <Stack gap={3}>
          {NOTIFICATION_TOGGLES.map((toggle) => (
            <Controller
              key={toggle.name}
              control={control}
              name={toggle.name}
              render={({ field }) => (
                <Switch
                  label={toggle.label}
                  description={toggle.description}
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </Stack>
      </fieldset>

      <fieldset className="pv-account-fieldset">
        <legend>Contact preferences</legend>
        <Stack gap={4}>
          <Controller
            control={control}
            name="preferredContactMethod"
            render={({ field }) => (
              <RadioGroup
                legend="Preferred contact method"
                name="preferredContactMethod"
                direction="row"
                options={CONTACT_METHOD_OPTIONS}
                value={field.value ?? 'email'}
                onChange={field.onChange}
                error={errors.preferredContactMethod?.message}
              />
            )}
          />
          <TextField
            label="Contact hours"
            hint="When we may reach you, e.g. Weekdays 9:00-17:00 GMT"
            error={errors.contactHours?.message}
            {...register('contactHours')}
          />
          <Select
            label="Language"
            options={LANGUAGE_OPTIONS}
            error={errors.language?.message}
            {...register('language')}
          />
        </Stack>
      </fieldset>

      <fieldset className="pv-account-fieldset">
        <legend>Portfolio defaults</legend>
        <div className="pv-account-grid">
          {PORTFOLIO_DEFAULTS.map(({ name, label, options }) => (
            <Select key={name} label={label} options={options} error={errors[name]?.message} {...register(name)} />
          ))}
        </div>
        <Controller
          control={control}
          name="autoPublish"
          render={({ field }) => (
            <Switch
              label="Auto publish"
              description="Send each new event for review as soon as you create it. When off, a new event is kept as a draft until you submit it."
              checked={Boolean(field.value)}
              onChange={field.onChange}
              className="pv-account-fieldset__last"
            />
          )}
        />
      </fieldset>
    </AccountForm>
  );
}
