// Settings, Company Profile: the company's details (PUT /api/partners/{partnerId}) and its logo.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  COMPANY_SIZES,
  EVENTS_PER_YEAR_VALUES,
  RECOMMENDED_IMAGE_SIZES,
  UI_TEXT,
  UPLOAD_LIMITS,
  ZPartnerCompanyUpdateBody,
  type TOptionsResponse,
  type TPartner,
  type TPartnerCompanyUpdateBody,
  type TPartnerCompanyUpdateBodyInput,
} from '@pavilion/domain';
import {
  errorMessage,
  useDeletePartnerLogoMutation,
  useGetOptionsQuery,
  useUpdatePartnerMutation,
  useUploadPartnerLogoMutation,
} from '@pavilion/api-client';
import {
  Alert,
  Badge,
  Button,
  ImageUpload,
  MultiSelect,
  Select,
  Stack,
  TextField,
  type UploadStatus,
} from '@pavilion/ui';
import { FormAlert, QueryView, useServerErrors } from '@pavilion/features-page-kit';
import { apiUrl } from '../../components/api-url';
import { partnerPaths } from '../../config/paths';
import { PhoneField } from '../../components/phone-field';

const MB = 1024 * 1024;

function formValues(p: TPartner): TPartnerCompanyUpdateBodyInput {
  return {
    id: p.id,
    name: p.name,
    registeredCompanyName: p.registeredCompanyName ?? '',
    registrationNumber: p.registrationNumber ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    zipCode: p.zipCode ?? '',
    country: p.country ? String(p.country.id) : '',
    organizationType: p.organizationType ? String(p.organizationType.id) : '',
    email: p.email,
    phoneNumber: p.phoneNumber ?? '',
    companyWebsite: p.companyWebsite ?? '',
    companySize: p.companySize ?? '',
    eventsPerYear: p.eventsPerYear ?? '',
    sectors: p.sectors.map((s) => s.id),
  };
}

function LogoField({ partner }: { partner: TPartner }) {
  const [upload] = useUploadPartnerLogoMutation();
  const [remove, removing] = useDeletePartnerLogoMutation();
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    if (file.size > UPLOAD_LIMITS.logo.maxBytes) {
      setStatus('error');
      setProblem(`The logo must be ${UPLOAD_LIMITS.logo.maxBytes / MB} MB or smaller`);
      return;
    }
    setStatus('uploading');
    try {
      await upload(file).unwrap();
      setStatus('success');
    } catch (err) {
      setStatus('error');
      setProblem(errorMessage(err));
    }
  };
  const { width, height } = RECOMMENDED_IMAGE_SIZES.logo;
  return (
    <Stack gap={2}>
      <ImageUpload
        label="Company logo"
        accept="image/png,image/jpeg"
        hint={`${width}x${height} recommended, ${UPLOAD_LIMITS.logo.maxBytes / MB}MB max, PNG or JPG. Shown on your events.`}
        onFilesSelected={send}
        onFilesRejected={() => {
          setStatus('error');
          setProblem('Please choose a PNG or JPG image');
        }}
        status={status}
        error={problem}
        previewSrc={partner.logoUrl ? apiUrl(partner.logoUrl) : null}
        previewAlt={`${partner.name} logo`}
        emptyPreviewText="No logo"
        buttonLabel="Choose a logo"
      />
      {partner.logoUrl && (
        <div>
          <Button variant="secondary" size="sm" loading={removing.isLoading} onClick={() => remove()}>
            Remove logo
          </Button>
        </div>
      )}
      {removing.isError && <Alert tone="error">{errorMessage(removing.error)}</Alert>}
    </Stack>
  );
}

export function CompanyProfileTab({ partner }: { partner: TPartner }) {
  const options = useGetOptionsQuery();
  // The selects get their values once their options exist.
  return (
    <QueryView
      result={options}
      loadingLabel="Loading the lists"
      errorTitle="The lists of countries and types could not be loaded"
    >
      {(lists) => <CompanyProfileForm partner={partner} lists={lists} />}
    </QueryView>
  );
}

function CompanyProfileForm({ partner, lists }: { partner: TPartner; lists: TOptionsResponse }) {
  const [save, { isLoading }] = useUpdatePartnerMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<TPartnerCompanyUpdateBodyInput, unknown, TPartnerCompanyUpdateBody>({
    resolver: zodResolver(ZPartnerCompanyUpdateBody),
    defaultValues: formValues(partner),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const server = useServerErrors(form);
  const [address, city, zipCode, country] = useWatch({ control, name: ['address', 'city', 'zipCode', 'country'] });
  const addressChanged =
    (address ?? '') !== (partner.address ?? '') ||
    (city ?? '') !== (partner.city ?? '') ||
    (zipCode ?? '') !== (partner.zipCode ?? '') ||
    String(country ?? '') !== (partner.country ? String(partner.country.id) : '');

  const submit = handleSubmit(async (values) => {
    server.clear();
    setSaved(null);
    try {
      const updated = await save({ ...values, id: partner.id }).unwrap();
      reset(formValues(updated));
      setSaved(
        updated.email !== partner.email && !updated.emailVerified
          ? `Your company profile is saved. We sent a confirmation link to ${updated.email}.`
          : 'Your company profile is saved.',
      );
    } catch (err) {
      server.apply(err);
    }
  });

  const countries = lists.countries;
  const countryOptions = countries.map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Stack gap={6}>
      <LogoField partner={partner} />
      <form onSubmit={submit} noValidate aria-label="Company profile">
        <Stack gap={4}>
          <FormAlert message={server.message} title="Your company profile was not saved" />
          {saved && <Alert tone="success">{saved}</Alert>}
          <div className="pv-form-grid">
            <TextField label="Company name" required error={errors.name?.message} {...register('name')} />
            <TextField
              label="Registered company name"
              error={errors.registeredCompanyName?.message}
              {...register('registeredCompanyName')}
            />
            <TextField
              label="Registration number"
              error={errors.registrationNumber?.message}
              {...register('registrationNumber')}
            />
            <Select
              label="Organisation type"
              required
              placeholder="Select a type"
              options={lists.organizationTypes.map((o) => ({ value: String(o.id), label: o.name }))}
              error={errors.organizationType?.message}
              {...register('organizationType')}
            />
          </div>
          <fieldset className="pv-partner-card">
            <legend className="pv-section-title">
              Address{' '}
              {partner.addressVerified ? (
                <Badge tone="success">{UI_TEXT.verified}</Badge>
              ) : (
                <Badge tone="warning">{UI_TEXT.unverified}</Badge>
              )}
            </legend>
            <Stack gap={3}>
              <TextField
                label="Address"
                autoComplete="street-address"
                error={errors.address?.message}
                {...register('address')}
              />
              <div className="pv-form-grid">
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  error={errors.city?.message}
                  {...register('city')}
                />
                <TextField
                  label="Zip code"
                  autoComplete="postal-code"
                  error={errors.zipCode?.message}
                  {...register('zipCode')}
                />
                <Select
                  label="Country"
                  placeholder="Select a country"
                  options={countryOptions}
                  error={errors.country?.message}
                  {...register('country')}
                />
              </div>
              {addressChanged && partner.addressVerified && (
                <Alert tone="warning">
                  Saving a changed address cancels its verification: a new code will have to be posted to it.
                </Alert>
              )}
              {!partner.addressVerified && (
                <p>
                  <Link to={partnerPaths.addressVerification}>Verify your address</Link> with the code we post to it.
                </p>
              )}
            </Stack>
          </fieldset>
          <div className="pv-form-grid">
            <TextField
              label="Company email"
              type="email"
              required
              hint={partner.emailVerified ? 'Verified' : 'Not confirmed yet: open the link we emailed to it.'}
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Company website"
              type="url"
              error={errors.companyWebsite?.message}
              {...register('companyWebsite')}
            />
          </div>
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field }) => (
              <PhoneField
                countries={countries}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.phoneNumber?.message}
              />
            )}
          />
          <div className="pv-form-grid">
            <Select
              label="Company size"
              placeholder="Select a size"
              options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
              error={errors.companySize?.message}
              {...register('companySize')}
            />
            <Select
              label="Events per year"
              placeholder="Select a range"
              options={EVENTS_PER_YEAR_VALUES.map((range) => ({ value: range, label: range }))}
              error={errors.eventsPerYear?.message}
              {...register('eventsPerYear')}
            />
          </div>
          <Controller
            control={control}
            name="sectors"
            render={({ field }) => (
              <MultiSelect
                label="Industry sectors"
                options={lists.sectors.map((s) => ({ value: s.id, label: s.name }))}
                value={(field.value ?? []).map(Number)}
                onChange={(chosen) => field.onChange(chosen)}
                maxHeight="14rem"
              />
            )}
          />
          <div>
            <Button type="submit" loading={isLoading} loadingLabel="Saving...">
              Save company profile
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
