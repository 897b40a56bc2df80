// /admin/offer, the home's offer: the headline (in the four languages: each reader sees theirs) and
// percentage the marketplace's banner shows, until when, and whether it is on. Saved with PUT
// /api/admin/offer (audited); the home shows nothing while it is off or past its end. The saving itself
// comes from the partners' promo codes (docs/decisions/0235-the-homes-offer-is-a-headline-backed-by-the.md).
import { useGetAdminOfferQuery, useSetAdminOfferMutation } from '@pavilion/api-client';
import {
  isoToZonedLocal,
  LOCALE_NAMES,
  TRANSLATED_LOCALES,
  offerInForce,
  zonedLocalToIso,
  ZOfferForm,
  type TAdminOffer,
  type TOfferForm,
  type TOfferFormInput,
} from '@pavilion/domain';
import { Form, FormAlert, PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, Checkbox, TextField, useToast } from '@pavilion/ui';
import './settings.css';
import { SETTINGS_TEXT as T } from './messages';

/** /admin/offer. */
export default function OfferPage() {
  useDocumentTitle(T.homeOffer);
  return <OfferSection />;
}

export function OfferSection() {
  const result = useGetAdminOfferQuery();
  return (
    <PageFrame as="section" aria-labelledby="offer-title" className="pv-admin-offer">
      <h1 id="offer-title" className="pv-page-title">
        {T.homeOffer}
      </h1>
      <p className="pv-admin-lead">{T.offerLead}</p>
      <QueryView result={result} loadingLabel={T.loadingOffer} errorTitle={T.offerFailed}>
        {(data) => <OfferForm key={data.offer?.updatedAt ?? 'none'} stored={data} />}
      </QueryView>
    </PageFrame>
  );
}

function OfferForm({ stored }: { stored: TAdminOffer }) {
  const offer = stored.offer;
  const { form, server, submit, submitting } = useZodForm<TOfferFormInput, TOfferForm>(ZOfferForm, {
    server: { alert: 'always' },
    defaultValues: {
      percentage: offer ? String(offer.percentage) : '10',
      headline: offer?.headline ?? '',
      headlineTranslations: {
        es: offer?.headlineTranslations.es ?? '',
        fr: offer?.headlineTranslations.fr ?? '',
        de: offer?.headlineTranslations.de ?? '',
      },
      validUntil: offer?.validUntil ? isoToZonedLocal(offer.validUntil, 'UTC') : '',
      active: offer?.active ?? true,
    },
  });
  const [save] = useSetAdminOfferMutation();
  const toast = useToast();
  const errors = form.formState.errors;
  const send = async (values: TOfferForm) => {
    await save({
      percentage: values.percentage,
      headline: values.headline,
      headlineTranslations: values.headlineTranslations,
      validUntil: values.validUntil ? zonedLocalToIso(values.validUntil, 'UTC') : null,
      active: values.active,
    }).unwrap();
    toast.showToast({ tone: 'success', message: T.offerSaved });
  };
  const inForce = offer ? offerInForce(offer, new Date()) : false;
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, T.offerNotSavedRetry)}
      aria-labelledby="offer-title"
      className="pv-admin-offer__form"
    >
      <p>
        <Badge tone={inForce ? 'success' : 'neutral'}>{inForce ? T.shown : T.notShown}</Badge>
      </p>
      <FormAlert title={T.offerNotSaved} message={server.message} />
      <TextField
        label={T.headlineIn({ language: 'en' })}
        lang="en"
        required
        {...form.register('headline')}
        error={errors.headline?.message}
      />
      {TRANSLATED_LOCALES.map((language) => (
        <TextField
          key={language}
          label={T.headlineIn({ language })}
          lang={language}
          hint={LOCALE_NAMES[language]}
          required
          {...form.register(`headlineTranslations.${language}`)}
          error={errors.headlineTranslations?.[language]?.message}
        />
      ))}
      <TextField
        label={T.percentage}
        required
        inputMode="numeric"
        {...form.register('percentage')}
        error={errors.percentage?.message}
      />
      <TextField
        label={T.validUntil}
        type="datetime-local"
        hint={T.validUntilHint}
        {...form.register('validUntil')}
        error={errors.validUntil?.message}
      />
      <Checkbox label={T.showOffer} {...form.register('active')} />
      <Button type="submit" loading={submitting} loadingLabel={T.saving}>
        {T.saveOffer}
      </Button>
    </Form>
  );
}
