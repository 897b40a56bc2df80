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
  type TPartnerEventDetail,
  type TPromoCode,
  type TPromoCodeForm,
  type TPromoCodeFormInput,
  type TPromoCodeState,
} from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { Form, FormAlert, PageHeader, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, Checkbox, Cluster, DataTable, Select, TextField, useToast, type BadgeTone } from '@pavilion/ui';
import { PartnerEventPage } from '../../components/partner-event-page';

export function PromoCodesPage() {
  return (
    <PartnerEventPage tool="Promo codes" aria-labelledby="promo-codes-title">
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
  code.kind === 'percentage' ? `${code.value}% off` : `${formatAmount(code.value, code.currency)} off`;

function EventPromoCodes({ event }: { event: TPartnerEventDetail }) {
  const result = useGetPromoCodesQuery(event.id);
  const [editing, setEditing] = useState<TPromoCode | null>(null);
  const [deactivate] = useDeactivatePromoCodeMutation();
  const [update] = useUpdatePromoCodeMutation();
  const toast = useToast();
  const typeName = (id: number) => event.ticketTypes.find((t) => t.id === id)?.name ?? `Ticket type ${id}`;
  const when = (iso: string | null, none: string) => (iso ? formatEventDateTime(iso, event.timeZone) : none);

  const switchCode = async (code: TPromoCode) => {
    try {
      if (code.active) await deactivate({ eventId: event.id, codeId: code.id }).unwrap();
      else await update({ eventId: event.id, codeId: code.id, body: { active: true } }).unwrap();
      toast.showToast({ tone: 'success', message: `${code.code} ${code.active ? 'deactivated' : 'active again'}` });
    } catch (err) {
      toast.showToast({ tone: 'error', title: `${code.code} was not changed`, message: errorMessage(err) });
    }
  };

  return (
    <>
      <PageHeader
        titleId="promo-codes-title"
        title="Promo codes"
        back={{ to: `/event-details/${event.id}`, label: `Back to ${event.name}` }}
        description={
          <p>
            Codes buyers of {event.name} enter at checkout. Each order counts one use; an unpaid order that expires
            gives its use back. Times are in the event’s time zone ({event.timeZone}).
          </p>
        }
      />
      <QueryView
        result={result}
        loadingLabel="Loading the promo codes"
        errorTitle="Error loading the promo codes"
        isEmpty={(list) => list.items.length === 0}
        empty="No promo codes yet. Create one below."
      >
        {(list) => (
          <DataTable
            caption={`Promo codes of ${event.name}`}
            hideCaption
            columns={[
              { key: 'code', header: 'Code', rowHeader: true, nowrap: true, cell: (c) => c.code },
              { key: 'value', header: 'Discount', cell: (c) => valueText(c) },
              {
                key: 'types',
                header: 'Ticket types',
                cell: (c) => (c.ticketTypeIds.length ? c.ticketTypeIds.map(typeName).join(', ') : 'All'),
              },
              { key: 'starts', header: 'From', nowrap: true, cell: (c) => when(c.startsAt, 'Now') },
              { key: 'ends', header: 'Until', nowrap: true, cell: (c) => when(c.endsAt, 'No end') },
              {
                key: 'uses',
                header: 'Uses',
                align: 'end',
                cell: (c) => (c.usageLimit === null ? `${c.used}` : `${c.used} of ${c.usageLimit}`),
              },
              {
                key: 'status',
                header: 'Status',
                // What the code does for buyers now: a code past its end reads Ended, not Active.
                cell: (c) => {
                  const state = promoCodeState(c, new Date());
                  return <Badge tone={STATE_TONE[state]}>{PROMO_CODE_STATE_LABELS[state]}</Badge>;
                },
              },
              {
                key: 'actions',
                header: 'Actions',
                cell: (c) => (
                  <Cluster as="span" gap={2}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant={c.active ? 'danger' : 'secondary'}
                      onClick={() => void switchCode(c)}
                      aria-label={`${c.active ? 'Deactivate' : 'Activate'} ${c.code}`}
                    >
                      {c.active ? 'Deactivate' : 'Activate'}
                    </Button>
                  </Cluster>
                ),
              },
            ]}
            rows={list.items}
            getRowKey={(c) => c.id}
          />
        )}
      </QueryView>
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
  const title = editing ? `Edit ${editing.code}` : 'Create a promo code';
  const problem = editing ? `${editing.code} was not saved` : 'The promo code was not created';

  const send = async (values: TPromoCodeForm) => {
    const body = promoCodeFormToBody(values, event.timeZone);
    if (editing) await update({ eventId: event.id, codeId: editing.id, body }).unwrap();
    else await create({ eventId: event.id, body }).unwrap();
    toast.showToast({ tone: 'success', message: `${body.code} ${editing ? 'saved' : 'created'}` });
    form.reset(defaults(null, event.timeZone));
    onDone();
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, `${problem}. Please try again.`)}
      aria-labelledby="promo-form-title"
      className="pv-partner-form"
    >
      <h2 id="promo-form-title">{title}</h2>
      <FormAlert title={problem} message={server.message} />
      <TextField
        label="Code"
        required
        hint="3 to 40 letters, digits, hyphens or underscores; buyers may type it in any case."
        autoCapitalize="characters"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <div className="pv-partner-form__row">
        <Select
          label="Discount type"
          required
          options={[
            { value: 'percentage', label: 'Percentage' },
            { value: 'fixed', label: `Fixed amount (${event.ticketCurrencyCode})` },
          ]}
          {...form.register('kind')}
          error={errors.kind?.message}
        />
        <TextField
          label="Discount"
          required
          inputMode="decimal"
          hint="A whole percentage (1-100), or an amount off each ticket (never more than its price)."
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
              <legend>Ticket types (none chosen: all)</legend>
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
          label="Valid from"
          type="datetime-local"
          hint="Blank: from now."
          {...form.register('startsAt')}
          error={errors.startsAt?.message}
        />
        <TextField
          label="Valid until"
          type="datetime-local"
          hint="Blank: no end."
          {...form.register('endsAt')}
          error={errors.endsAt?.message}
        />
        <TextField
          label="Usage limit"
          inputMode="numeric"
          hint="Orders that may use it; blank: no limit."
          {...form.register('usageLimit')}
          error={errors.usageLimit?.message}
        />
      </div>
      <p className="pv-partner-toolbar">
        <Button type="submit" loading={submitting} loadingLabel="Saving...">
          {editing ? 'Save code' : 'Create code'}
        </Button>
        {editing && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel editing
          </Button>
        )}
      </p>
    </Form>
  );
}
