// /partner/event-details/{id}/promo-codes: the event's promo codes with their uses, and one form to
// create a code or edit the one chosen; deactivate and switch on again from the list. Times are typed
// and shown in the event's time zone; the form's rules and messages are the server's (libs/domain).
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  errorMessage,
  useCreatePromoCodeMutation,
  useDeactivatePromoCodeMutation,
  useGetPromoCodesQuery,
  useUpdatePromoCodeMutation,
} from '@pavilion/api-client';
import {
  formatAmount,
  isoToZonedLocal,
  PROMO_CODE_STATE_LABELS,
  promoCodeFormSchema,
  promoCodeFormToBody,
  promoCodeState,
  ZPromoCodesQuery,
  type TPartnerEventDetail,
  type TPromoCode,
  type TPromoCodeForm,
  type TPromoCodeFormInput,
  type TPromoCodeState,
} from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import {
  Form,
  FormAlert,
  ListSearchBox,
  ListView,
  PageHeader,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Badge, Button, Checkbox, Cluster, Select, TextField, useToast, type BadgeTone } from '@pavilion/ui';
import { PartnerEventPage } from '../../components/partner-event-page';
import { PROMO_CODES_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

export function PromoCodesPage() {
  return (
    <PartnerEventPage tool={T.tool} aria-labelledby="promo-codes-title">
      {(event) => <EventPromoCodes event={event} />}
    </PartnerEventPage>
  );
}

/** '15% off' or '$25.00 off'. */
const STATE_TONE: Record<TPromoCodeState, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  off: 'neutral',
  ended: 'neutral',
  usedUp: 'warning',
};

const valueText = (code: Pick<TPromoCode, 'kind' | 'value' | 'currency'>) =>
  code.kind === 'percentage'
    ? T.percentOff({ value: code.value })
    : T.amountOff({ amount: formatAmount(code.value, code.currency) });

function EventPromoCodes({ event }: { event: TPartnerEventDetail }) {
  // A page of the codes, and a search in them, in the URL (`?q=summer&page=2`).
  const list = useListParams(ZPromoCodesQuery);
  const result = useGetPromoCodesQuery({ eventId: event.id, query: list.args });
  const [editing, setEditing] = useState<TPromoCode | null>(null);
  const [deactivate] = useDeactivatePromoCodeMutation();
  const [update] = useUpdatePromoCodeMutation();
  const toast = useToast();
  const typeName = (id: number) => event.ticketTypes.find((t) => t.id === id)?.name ?? T.ticketType({ id });
  const when = (iso: string | null, none: string) => (iso ? formatEventDateTime(iso, event.timeZone) : none);

  const switchCode = async (code: TPromoCode) => {
    try {
      if (code.active) await deactivate({ eventId: event.id, codeId: code.id }).unwrap();
      else await update({ eventId: event.id, codeId: code.id, body: { active: true } }).unwrap();
      toast.showToast({
        tone: 'success',
        message: T.switched({ code: code.code, active: code.active ? 'yes' : 'no' }),
      });
    } catch (err) {
      toast.showToast({ tone: 'error', title: T.notChanged({ code: code.code }), message: errorMessage(err) });
    }
  };

  return (
    <>
      <PageHeader
        titleId="promo-codes-title"
        title={T.tool}
        back={{ to: partnerPaths.eventDetails(event.id), label: T.backTo({ event: event.name }) }}
        description={<p>{T.lead({ event: event.name, timeZone: event.timeZone })}</p>}
      />
      <ListView
        list={list}
        filters={<ListSearchBox list={list} label={T.search} />}
        result={result}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        filteredEmpty={{ title: T.empty, filteredTitle: T.noneMatch, showAllLabel: T.showAll }}
        pagination={{ label: T.pages, kind: 'codes' }}
        table={{
          caption: T.caption({ event: event.name }),
          getRowKey: (c) => c.id,
          columns: [
            { key: 'code', header: T.code, rowHeader: true, nowrap: true, cell: (c) => c.code },
            { key: 'value', header: T.discount, cell: (c) => valueText(c) },
            {
              key: 'types',
              header: T.ticketTypes,
              cell: (c) => (c.ticketTypeIds.length ? c.ticketTypeIds.map(typeName).join(', ') : T.all),
            },
            { key: 'starts', header: T.from, nowrap: true, cell: (c) => when(c.startsAt, T.now) },
            { key: 'ends', header: T.until, nowrap: true, cell: (c) => when(c.endsAt, T.noEnd) },
            {
              key: 'uses',
              header: T.uses,
              align: 'end',
              cell: (c) => (c.usageLimit === null ? `${c.used}` : T.usesOf({ used: c.used, limit: c.usageLimit })),
            },
            {
              key: 'status',
              header: T.status,
              // What the code does for buyers now: a code past its end reads Ended, not Active.
              cell: (c) => {
                const state = promoCodeState(c, new Date());
                return <Badge tone={STATE_TONE[state]}>{PROMO_CODE_STATE_LABELS[state]}</Badge>;
              },
            },
            {
              key: 'actions',
              header: T.actions,
              cell: (c) => (
                <Cluster as="span" gap={2}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(c)}
                    aria-label={T.editCode({ code: c.code })}
                  >
                    {T.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant={c.active ? 'danger' : 'secondary'}
                    onClick={() => void switchCode(c)}
                    aria-label={c.active ? T.deactivateCode({ code: c.code }) : T.activateCode({ code: c.code })}
                  >
                    {c.active ? T.deactivate : T.activate}
                  </Button>
                </Cluster>
              ),
            },
          ],
        }}
      />
      <PromoCodeForm key={editing?.id ?? 'new'} event={event} editing={editing} onDone={() => setEditing(null)} />
    </>
  );
}

function defaults(code: TPromoCode | null, zone: string): TPromoCodeFormInput {
  if (!code)
    return { code: '', kind: 'percentage', value: '', ticketTypeIds: [], startsAt: '', endsAt: '', usageLimit: '' };
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    ticketTypeIds: code.ticketTypeIds,
    startsAt: code.startsAt ? isoToZonedLocal(code.startsAt, zone) : '',
    endsAt: code.endsAt ? isoToZonedLocal(code.endsAt, zone) : '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    active: code.active,
  };
}

function PromoCodeForm({
  event,
  editing,
  onDone,
}: {
  event: TPartnerEventDetail;
  editing: TPromoCode | null;
  onDone: () => void;
}) {
  const { form, server, submit, submitting } = useZodForm<TPromoCodeFormInput, TPromoCodeForm>(
    promoCodeFormSchema(event.ticketCurrencyCode),
    { defaultValues: defaults(editing, event.timeZone), server: { alert: 'always' } },
  );
  const [create] = useCreatePromoCodeMutation();
  const [update] = useUpdatePromoCodeMutation();
  const toast = useToast();
  const errors = form.formState.errors;
  const title = editing ? T.editCode({ code: editing.code }) : T.createTitle;
  const problem = editing ? T.notSaved({ code: editing.code }) : T.notCreated;

  const send = async (values: TPromoCodeForm) => {
    const body = promoCodeFormToBody(values, event.timeZone);
    if (editing) await update({ eventId: event.id, codeId: editing.id, body }).unwrap();
    else await create({ eventId: event.id, body }).unwrap();
    toast.showToast({ tone: 'success', message: T.savedToast({ code: body.code, editing: editing ? 'yes' : 'no' }) });
    form.reset(defaults(null, event.timeZone));
    onDone();
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, T.tryAgain({ problem }))}
      aria-labelledby="promo-form-title"
      className="pv-partner-form"
    >
      <h2 id="promo-form-title">{title}</h2>
      <FormAlert title={problem} message={server.message} />
      <TextField
        label={T.code}
        required
        hint={T.codeHint}
        autoCapitalize="characters"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <div className="pv-partner-form__row">
        <Select
          label={T.discountType}
          required
          options={[
            { value: 'percentage', label: T.percentage },
            { value: 'fixed', label: T.fixedAmount({ currency: event.ticketCurrencyCode }) },
          ]}
          {...form.register('kind')}
          error={errors.kind?.message}
        />
        <TextField
          label={T.discount}
          required
          inputMode="decimal"
          hint={T.discountHint}
          {...form.register('value')}
          error={errors.value?.message}
        />
      </div>
      <Controller
        control={form.control}
        name="ticketTypeIds"
        render={({ field }) => {
          const chosen = (field.value ?? []).map(Number);
          return (
            <fieldset className="pv-fieldset">
              <legend>{T.ticketTypesLegend}</legend>
              {errors.ticketTypeIds?.message && <p className="pv-field__error">{errors.ticketTypeIds.message}</p>}
              {event.ticketTypes.map((type, index) => (
                <Checkbox
                  key={type.id}
                  label={type.name}
                  checked={chosen.includes(type.id)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...chosen, type.id] : chosen.filter((x) => x !== type.id))
                  }
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </fieldset>
          );
        }}
      />
      <div className="pv-partner-form__row">
        <TextField
          label={T.validFrom}
          type="datetime-local"
          hint={T.validFromHint}
          {...form.register('startsAt')}
          error={errors.startsAt?.message}
        />
        <TextField
          label={T.validUntil}
          type="datetime-local"
          hint={T.validUntilHint}
          {...form.register('endsAt')}
          error={errors.endsAt?.message}
        />
        <TextField
          label={T.usageLimit}
          inputMode="numeric"
          hint={T.usageLimitHint}
          {...form.register('usageLimit')}
          error={errors.usageLimit?.message}
        />
      </div>
      <p className="pv-partner-toolbar">
        <Button type="submit" loading={submitting} loadingLabel={T.saving}>
          {editing ? T.saveCode : T.createCode}
        </Button>
        {editing && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {T.cancelEditing}
          </Button>
        )}
      </p>
    </Form>
  );
}
