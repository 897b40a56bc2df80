// Settings, Company Profile: the company's details (PUT /api/partners/{partnerId}) and its logo. Its
// VAT number, printed on its invoices as seller, is checked against the country chosen.
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  RECOMMENDED_IMAGE_SIZES,
  UI_TEXT,
  UPLOAD_LIMITS,
  partnerCompanyUpdateFor,
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
import { Alert, Badge, Button, ImageUpload, Stack, TextField } from '@pavilion/ui';
import { AddressFields, CompanyFields, Form, FormAlert, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { apiUrl } from '../../components/api-url';
import { useUploadOnPick } from '../../components/use-upload-on-pick';
import { partnerPaths } from '../../config/paths';

import { richMessage } from '@pavilion/features-shell';
import { SETTINGS_TEXT as T } from './messages';

/** The space between a name and its badge. */
const SPACE = ' ';

const MB = 1024 * 1024;

function formValues(p: TPartner): TPartnerCompanyUpdateBodyInput {
  return {
    id: p.id,
    name: p.name,
    registeredCompanyName: p.registeredCompanyName ?? '',
    registrationNumber: p.registrationNumber ?? '',
    vatNumber: p.vatNumber ?? '',
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
  const picker = useUploadOnPick({
    maxBytes: UPLOAD_LIMITS.logo.maxBytes,
    tooLarge: T.logoTooLarge({ size: UPLOAD_LIMITS.logo.maxBytes / MB }),
    wrongKind: T.logoWrongKind,
    upload: (file) => upload(file).unwrap(),
  });
  const { width, height } = RECOMMENDED_IMAGE_SIZES.logo;
  return (
    <Stack gap={2}>
      <ImageUpload
        label={T.companyLogo}
        accept="image/png,image/jpeg"
        hint={T.logoHint({ width: String(width), height: String(height), size: UPLOAD_LIMITS.logo.maxBytes / MB })}
        {...picker}
        previewSrc={partner.logoUrl ? apiUrl(partner.logoUrl) : null}
        previewAlt={T.logoAlt({ name: partner.name })}
        emptyPreviewText={T.noLogo}
        buttonLabel={T.chooseLogo}
      />
      {partner.logoUrl && (
        <div>
          <Button variant="secondary" size="sm" loading={removing.isLoading} onClick={() => remove()}>
            {T.removeLogo}
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
    <QueryView result={options} loadingLabel={T.listsLoading} errorTitle={T.listsFailed}>
      {(lists) => <CompanyProfileForm partner={partner} lists={lists} />}
    </QueryView>
  );
}

function CompanyProfileForm({ partner, lists }: { partner: TPartner; lists: TOptionsResponse }) {
  const [save] = useUpdatePartnerMutation();
  const [saved, setSaved] = useState<string | null>(null);
  // The VAT number is checked against the chosen country, as the server checks it.
  const schema = useMemo(
    () =>
      partnerCompanyUpdateFor((countryId) => lists.countries.find((country) => country.id === countryId)?.code ?? null),
    [lists.countries],
  );
  const { form, server, submit, submitting } = useZodForm<TPartnerCompanyUpdateBodyInput, TPartnerCompanyUpdateBody>(
    schema,
    { defaultValues: formValues(partner), mode: 'onTouched', server: { alert: 'always' } },
  );
  const { control, reset } = form;
  const [address, city, zipCode, country] = useWatch({ control, name: ['address', 'city', 'zipCode', 'country'] });
  const addressChanged =
    (address ?? '') !== (partner.address ?? '') ||
    (city ?? '') !== (partner.city ?? '') ||
    (zipCode ?? '') !== (partner.zipCode ?? '') ||
    String(country ?? '') !== (partner.country ? String(partner.country.id) : '');

  const send = async (values: TPartnerCompanyUpdateBody) => {
    setSaved(null);
    const updated = await save({ ...values, id: partner.id }).unwrap();
    reset(formValues(updated));
    setSaved(
      updated.email !== partner.email && !updated.emailVerified ? T.savedConfirm({ email: updated.email }) : T.saved,
    );
  };

  return (
    <Stack gap={6}>
      <LogoField partner={partner} />
      <Form alert="none" server={server} onSubmit={submit(send)} aria-label={T.companyProfile}>
        <Stack gap={4}>
          <FormAlert message={server.message} title={T.notSaved} />
          {saved && <Alert tone="success">{saved}</Alert>}
          <CompanyFields
            form={form}
            lists={lists}
            organizationTypeRequired
            emailRequired
            emailHint={partner.emailVerified ? T.emailVerified : T.emailNotConfirmed}
            registration={
              <TextField
                label={T.vatNumber}
                hint={T.vatNumberHint}
                autoComplete="off"
                error={form.formState.errors.vatNumber?.message}
                {...form.register('vatNumber')}
              />
            }
            address={
              <fieldset className="pv-partner-card">
                <legend className="pv-section-title">
                  {T.address}
                  {SPACE}
                  {partner.addressVerified ? (
                    <Badge tone="success">{UI_TEXT.verified}</Badge>
                  ) : (
                    <Badge tone="warning">{UI_TEXT.unverified}</Badge>
                  )}
                </legend>
                <Stack gap={3}>
                  <AddressFields form={form} countries={lists.countries} />
                  {addressChanged && partner.addressVerified && <Alert tone="warning">{T.addressChangeWarning}</Alert>}
                  {!partner.addressVerified && (
                    <p>
                      {richMessage('partner.settings.verifyAddress', {
                        link: (chunks) => <Link to={partnerPaths.addressVerification}>{chunks}</Link>,
                      })}
                    </p>
                  )}
                </Stack>
              </fieldset>
            }
          />
          <div>
            <Button type="submit" loading={submitting} loadingLabel={T.saving}>
              {T.saveCompanyProfile}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
