// /user/profile/edit: 'Edit Person Information' with Profile Image, Basic, Address and Professional
// Information. Save sends the whole profile (PATCH /api/persons/) and returns to My Account.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import {
  profileToPatchInput,
  toSingleIdList,
  ZPersonProfilePatch,
  type TPersonProfilePatch,
  type TPersonProfilePatchInput,
  type TUserResponse,
} from '@pavilion/domain';
import { errorMessage, useGetOptionsQuery, useGetUserQuery, useUpdatePersonMutation } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { AddressFields, Form, FormAlert, PageFrame, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Select, Spinner, Stack, TextField } from '@pavilion/ui';
import { ProfileImageField } from './profile-image-field';
import { ACCOUNT_TEXT } from './messages';
import './account.css';

type Values = TPersonProfilePatchInput;

const EMPTY: Values = {
  firstName: '',
  surname: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  address: '',
  city: '',
  country: '',
  zipCode: '',
  companyName: '',
  jobTitle: '',
  jobTitles: [],
  sectors: [],
};

const firstId = (list: unknown): string => (Array.isArray(list) && list.length > 0 ? String(list[0]) : '');

export default function EditProfilePage() {
  const { data: person, isLoading, isError, error, refetch } = useGetUserQuery();
  if (isLoading) {
    return (
      <PageFrame style={{ textAlign: 'center' }}>
        <Spinner label={ACCOUNT_TEXT.loadingProfile} />
      </PageFrame>
    );
  }
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">{person ? ACCOUNT_TEXT.editPersonInformation : ACCOUNT_TEXT.addNewPerson}</h1>
      {isError && (
        <Alert tone="error" title={ACCOUNT_TEXT.profileNotLoaded} onRetry={() => refetch()}>
          {errorMessage(error)}
        </Alert>
      )}
      <ProfileForm person={person ?? null} />
    </PageFrame>
  );
}

function ProfileForm({ person }: { person: TUserResponse | null }) {
  const navigate = useNavigate();
  const options = useGetOptionsQuery();
  const [save] = useUpdatePersonMutation();
  const { form, server, submit, submitting } = useZodForm<Values, TPersonProfilePatch>(ZPersonProfilePatch, {
    defaultValues: person ? profileToPatchInput(person.person) : EMPTY,
    server: { alert: 'always' },
  });
  const { register, control, reset, setValue, getValues, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (person) reset(profileToPatchInput(person.person), { keepDirtyValues: true });
  }, [person, reset]);

  const jobTitleOptions = options.data?.jobTitles ?? [];
  const send = async (values: TPersonProfilePatch) => {
    const saved = await save(values).unwrap();
    const emailChangePending = Boolean(saved.pendingEmail) && saved.email.toLowerCase() !== values.email.toLowerCase();
    const notice = emailChangePending
      ? ACCOUNT_TEXT.profileSavedEmailPending({ email: saved.pendingEmail ?? '' })
      : ACCOUNT_TEXT.profileSaved;
    navigate(paths.userMyAccount, { state: { notice } });
  };

  return (
    <Stack gap={6}>
      <fieldset className="pv-form-section">
        <legend>{ACCOUNT_TEXT.profileImage}</legend>
        <ProfileImageField imageUrl={person?.imageUrl ?? null} />
      </fieldset>
      <Form
        alert="none"
        server={server}
        onSubmit={submit(send, ACCOUNT_TEXT.profileNotSaved)}
        aria-label={ACCOUNT_TEXT.editPersonInformation}
      >
        <Stack gap={6}>
          <fieldset className="pv-form-section">
            <legend>{ACCOUNT_TEXT.basicInformation}</legend>
            <Stack gap={4}>
              <div className="pv-form-grid">
                <TextField
                  label={ACCOUNT_TEXT.firstName}
                  autoComplete="given-name"
                  required
                  error={errors.firstName?.message}
                  {...register('firstName')}
                />
                <TextField
                  label={ACCOUNT_TEXT.lastName}
                  autoComplete="family-name"
                  required
                  error={errors.surname?.message}
                  {...register('surname')}
                />
              </div>
              <TextField
                label={ACCOUNT_TEXT.email}
                type="email"
                autoComplete="email"
                required
                hint={ACCOUNT_TEXT.emailHint}
                error={errors.email?.message}
                {...register('email')}
              />
              {person?.pendingEmail && (
                <Alert tone="info">{ACCOUNT_TEXT.pendingEmail({ email: person.pendingEmail })}</Alert>
              )}
              <div className="pv-form-grid">
                <TextField
                  label={ACCOUNT_TEXT.phone}
                  type="tel"
                  autoComplete="tel"
                  error={errors.phoneNumber?.message}
                  {...register('phoneNumber')}
                />
                <TextField
                  label={ACCOUNT_TEXT.dateOfBirth}
                  type="date"
                  autoComplete="bday"
                  error={errors.dateOfBirth?.message}
                  {...register('dateOfBirth')}
                />
              </div>
            </Stack>
          </fieldset>

          <fieldset className="pv-form-section">
            <legend>{ACCOUNT_TEXT.addressInformation}</legend>
            <AddressFields form={form} countries={options.data?.countries} />
          </fieldset>

          <fieldset className="pv-form-section">
            <legend>{ACCOUNT_TEXT.professionalInformation}</legend>
            <Stack gap={4}>
              <TextField
                label={ACCOUNT_TEXT.company}
                autoComplete="organization"
                error={errors.companyName?.message}
                {...register('companyName')}
              />
              <div className="pv-form-grid">
                <Controller
                  control={control}
                  name="jobTitles"
                  render={({ field }) => (
                    <Select
                      label={ACCOUNT_TEXT.jobTitle}
                      placeholder={ACCOUNT_TEXT.selectJobTitle}
                      options={jobTitleOptions.map((item) => ({ value: String(item.id), label: item.name }))}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={firstId(field.value)}
                      error={errors.jobTitles?.message}
                      onChange={(event) => {
                        const ids = toSingleIdList(event.target.value);
                        field.onChange(ids);
                        // The free-text job title below shows the same name.
                        const chosen = jobTitleOptions.find((item) => item.id === ids[0]);
                        setValue('jobTitle', chosen ? chosen.name : '', { shouldDirty: true });
                      }}
                    />
                  )}
                />
                <TextField
                  label={ACCOUNT_TEXT.jobTitleOther}
                  autoComplete="organization-title"
                  error={errors.jobTitle?.message}
                  {...register('jobTitle', {
                    onChange: (event) => {
                      const listed = jobTitleOptions.find(
                        (item) => item.id === Number(firstId(getValues('jobTitles'))),
                      );
                      if (listed && listed.name !== event.target.value)
                        setValue('jobTitles', [], { shouldDirty: true });
                    },
                  })}
                />
              </div>
              <Controller
                control={control}
                name="sectors"
                render={({ field }) => (
                  <Select
                    label={ACCOUNT_TEXT.sector}
                    placeholder={ACCOUNT_TEXT.selectSector}
                    options={(options.data?.sectors ?? []).map((item) => ({
                      value: String(item.id),
                      label: item.name,
                    }))}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={firstId(field.value)}
                    error={errors.sectors?.message}
                    onChange={(event) => field.onChange(toSingleIdList(event.target.value))}
                  />
                )}
              />
            </Stack>
          </fieldset>

          {options.isError && (
            <Alert tone="warning">{ACCOUNT_TEXT.optionsNotLoaded({ reason: errorMessage(options.error) })}</Alert>
          )}
          <FormAlert title={ACCOUNT_TEXT.changesNotSaved} message={server.message} />
          <div className="pv-form-actions">
            <Button type="submit" loading={submitting} loadingLabel={ACCOUNT_TEXT.saving}>
              {ACCOUNT_TEXT.save}
            </Button>
            <Button as={Link} to={paths.userMyAccount} variant="secondary">
              {ACCOUNT_TEXT.cancel}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
