// /admin/offer, the home's offer: the headline and percentage the marketplace's banner shows, until when, and
// whether it is on. Saved with PUT /api/admin/offer (audited); the home shows nothing while it is off
// or past its end. The saving itself comes from the partners' promo codes (docs/decisions.md).
import { useGetAdminOfferQuery, useSetAdminOfferMutation } from '@pavilion/api-client';
import {
  isoToZonedLocal,
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

/** /admin/offer. */
export default function OfferPage() {
  useDocumentTitle('Home offer');
  return <OfferSection />;
}

export function OfferSection() {
  const result = useGetAdminOfferQuery();
  return (
    <PageFrame as="section" aria-labelledby="offer-title" className="pv-admin-offer">
      <h1 id="offer-title" className="pv-page-title">
        Home offer
      </h1>
      <p className="pv-admin-lead">
        The banner on the marketplace’s home page. It promises a saving buyers get with the organisers’ promo codes; it
        is not a discount of its own. Times are UTC.
      </p>
      <QueryView result={result} loadingLabel="Loading the offer" errorTitle="The offer could not be loaded">
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
      validUntil: values.validUntil ? zonedLocalToIso(values.validUntil, 'UTC') : null,
      active: values.active,
    }).unwrap();
    toast.showToast({ tone: 'success', message: 'The home offer is saved' });
  };
  const inForce = offer ? offerInForce(offer, new Date()) : false;
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'The offer was not saved. Please try again.')}
      aria-labelledby="offer-title"
      className="pv-admin-offer__form"
    >
      <p>
        <Badge tone={inForce ? 'success' : 'neutral'}>{inForce ? 'Shown on the home page' : 'Not shown'}</Badge>
      </p>
      <FormAlert title="The offer was not saved" message={server.message} />
      <TextField label="Headline" required {...form.register('headline')} error={errors.headline?.message} />
      <TextField
        label="Percentage"
        required
        inputMode="numeric"
        {...form.register('percentage')}
        error={errors.percentage?.message}
      />
      <TextField
        label="Valid until (UTC)"
        type="datetime-local"
        hint="Blank: until switched off."
        {...form.register('validUntil')}
        error={errors.validUntil?.message}
      />
      <Checkbox label="Show the offer" {...form.register('active')} />
      <Button type="submit" loading={submitting} loadingLabel="Saving...">
        Save offer
      </Button>
    </Form>
  );
}
