// General settings shared by the three apps: notification toggles, preferred contact, portfolio
// defaults. Loaded from and saved to /api/settings with 'Save All Settings'.
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { TSettingsAnswer } from '@pavilion/domain';
import { useGetSettingsQuery, useUpdateSettingsMutation } from '@pavilion/api-client';
import { Form, FormAlert, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, RadioGroup, Select, Stack, Switch, TextField } from '@pavilion/ui';
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
  const [saved, setSaved] = useState(false);
  // The refusal's words show beside the button, as well as at any field they name.
  const { form, server, submit, submitting } = useZodForm<TAccountSettingsFormInput, TAccountSettingsForm>(
    ZAccountSettingsForm,
    { defaultValues: toFormValues(settings), server: { alert: 'always' } },
  );
  const { control, register, reset, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    reset(toFormValues(settings));
  }, [settings, reset]);

  const send = async (values: TAccountSettingsForm) => {
    setSaved(false);
    const answer = await save(values).unwrap();
    reset(toFormValues(answer));
    setSaved(true);
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'Your settings could not be saved. Please try again.')}
      aria-labelledby="pv-settings-title"
      className="pv-account-form"
    >
      <h2 id="pv-settings-title" className="pv-account-section__title">
        General settings
      </h2>
      <Stack gap={8}>
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

        {saved && (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            Your settings have been saved.
          </Alert>
        )}
        <FormAlert message={server.message} onDismiss={server.clear} />
        <div>
          <Button type="submit" loading={submitting} loadingLabel="Saving...">
            Save All Settings
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
