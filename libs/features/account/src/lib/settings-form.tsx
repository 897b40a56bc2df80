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
  contactMethodOptions,
  languageOptions,
  notificationToggles,
  portfolioDefaults,
  ZAccountSettingsForm,
  type TAccountSettingsForm,
  type TAccountSettingsFormInput,
} from './settings-schema';
import { SETTINGS_TEXT as T } from './messages';

function toFormValues(settings: TSettingsAnswer): TAccountSettingsFormInput {
  // Only the form's fields (the answer also carries them grouped); a select holds text, and the
  // schema turns '25' back into 25.
  const flat = ZAccountSettingsForm.parse(settings);
  return { ...flat, maxEventsPerPage: String(flat.maxEventsPerPage) };
}

export function SettingsForm() {
  return (
    <QueryView result={useGetSettingsQuery()} loadingLabel={T.loading} errorTitle={T.loadFailed}>
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
      failure={T.saveFailed}
      titleAs="h2"
      titleId="pv-settings-title"
      title={T.title}
      gap={8}
      savedMessage={T.saved}
      submitLabel={T.saveAll}
      submittingLabel={T.saving}
    >
      <fieldset className="pv-account-fieldset">
        <legend>{T.notifications}</legend>
        <Stack gap={3}>
          {notificationToggles().map((toggle) => (
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
        <legend>{T.contactPreferences}</legend>
        <Stack gap={4}>
          <Controller
            control={control}
            name="preferredContactMethod"
            render={({ field }) => (
              <RadioGroup
                legend={T.preferredContactMethod}
                name="preferredContactMethod"
                direction="row"
                options={contactMethodOptions()}
                value={field.value ?? 'email'}
                onChange={field.onChange}
                error={errors.preferredContactMethod?.message}
              />
            )}
          />
          <TextField
            label={T.contactHours}
            hint={T.contactHoursHint}
            error={errors.contactHours?.message}
            {...register('contactHours')}
          />
          <Select
            label={T.language}
            options={languageOptions()}
            error={errors.language?.message}
            {...register('language')}
          />
        </Stack>
      </fieldset>

      <fieldset className="pv-account-fieldset">
        <legend>{T.portfolioDefaults}</legend>
        <div className="pv-account-grid">
          {portfolioDefaults().map(({ name, label, options }) => (
            <Select key={name} label={label} options={options} error={errors[name]?.message} {...register(name)} />
          ))}
        </div>
        <Controller
          control={control}
          name="autoPublish"
          render={({ field }) => (
            <Switch
              label={T.autoPublish}
              description={T.autoPublishHint}
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
