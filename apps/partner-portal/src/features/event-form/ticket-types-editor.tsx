// The ticket types of an existing event, run directly (not reviewed): add one later, change its name,
// price (orders keep what they paid), quantity (never below sold + held: the server answers 409 with
// the numbers, shown on the field), sales window and policy, take it off sale, delete it while
// nobody bought or holds one. Times are typed in the event's own zone.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useAddTicketTypeMutation,
  useCancellationPoliciesQuery,
  useDeleteTicketTypeMutation,
  useUpdateTicketTypeMutation,
} from '@pavilion/api-client';
import {
  newTicketTypeDraft,
  PARTNER_MESSAGES,
  ticketTypeFormToBody,
  ZTicketTypeForm,
  type TPartnerEventDetail,
  type TPartnerTicketType,
  type TTicketTypeForm,
  type TTicketTypeFormInput,
  type TTicketTypePatchBody,
} from '@pavilion/domain';
import { EventSection } from '@pavilion/features-event';
import { FormAlert, useServerErrors } from '@pavilion/features-page-kit';
import { Button, Select, Switch, TextArea, TextField, useToast } from '@pavilion/ui';
import { changedFields } from './changed-fields';

interface PolicyOption {
  value: string;
  label: string;
}

/** Active policies, and the one a ticket type already has even if it was switched off since. */
function usePolicyOptions(current?: TPartnerTicketType['cancellationPolicy']): PolicyOption[] {
  const policies = useCancellationPoliciesQuery({ active: 'true', pageSize: 100 });
  const options = (policies.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (current && !options.some((o) => o.value === String(current.id)))
    options.push({ value: String(current.id), label: `${current.name} (switched off)` });
  return options;
}

export function TicketTypesEditor({
  event,
  defaults,
}: {
  event: TPartnerEventDetail;
  /** The rows as the form types them (partnerEventToFormInput), in the order of event.ticketTypes. */
  defaults: TTicketTypeFormInput[];
}) {
  return (
    <EventSection id="manage-ticket-types" title="Ticket types">
      <p>
        Changes apply at once and are not reviewed. Orders keep the price they paid. Times are in the event's time zone
        ({event.timeZone}).
      </p>
      {event.ticketTypes.map((ticketType, index) => (
        <TicketTypeRow
          key={ticketType.id}
          eventId={event.id}
          zone={event.timeZone}
          currency={event.ticketCurrencyCode}
          ticketType={ticketType}
          defaults={defaults[index]!}
        />
      ))}
      <NewTicketType eventId={event.id} zone={event.timeZone} currency={event.ticketCurrencyCode} />
    </EventSection>
  );
}

function TicketTypeFields({
  form,
  prefix,
  policies,
  currency,
}: {
  form: ReturnType<typeof useForm<TTicketTypeFormInput, unknown, TTicketTypeForm>>;
  prefix: string;
  policies: PolicyOption[];
  currency: string;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className="pv-partner-form__row">
      <TextField label={`${prefix} name`} required {...register('name')} error={errors.name?.message} />
      <TextField
        label={`${prefix} price (${currency})`}
        type="number"
        min={0}
        step="0.01"
        {...register('price')}
        error={errors.price?.message}
      />
      <TextField
        label={`${prefix} quantity`}
        type="number"
        min={0}
        {...register('quantity')}
        error={errors.quantity?.message}
      />
      <TextField
        label={`${prefix} sales start`}
        type="datetime-local"
        {...register('startDateTime')}
        error={errors.startDateTime?.message}
      />
      <TextField
        label={`${prefix} sales end`}
        type="datetime-local"
        {...register('endDateTime')}
        error={errors.endDateTime?.message}
      />
      <Select
        label={`${prefix} cancellation policy`}
        required
        placeholder="Select a policy"
        options={policies}
        {...register('cancellationPolicyId')}
        error={errors.cancellationPolicyId?.message}
      />
      <TextArea label={`${prefix} description`} rows={2} {...register('description')} />
    </div>
  );
}

function TicketTypeRow({
  eventId,
  zone,
  currency,
  ticketType,
  defaults,
}: {
  eventId: number;
  zone: string;
  currency: string;
  ticketType: TPartnerTicketType;
  defaults: TTicketTypeFormInput;
}) {
  const [update, updating] = useUpdateTicketTypeMutation();
  const [remove, removing] = useDeleteTicketTypeMutation();
  const toast = useToast();
  const form = useForm<TTicketTypeFormInput, unknown, TTicketTypeForm>({
    resolver: zodResolver(ZTicketTypeForm),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { dirtyFields } = form.formState;
  const policies = usePolicyOptions(ticketType.cancellationPolicy);
  const hasSales = ticketType.sold + ticketType.held > 0;

  const save = form.handleSubmit(async (values) => {
    server.clear();
    const { id: _id, ...body } = ticketTypeFormToBody(values, zone);
    // Only what the partner changed; a changed end or start sends the whole sales window.
    const changed = changedFields(dirtyFields, ['startDateTime', 'endDateTime']);
    const patch = Object.fromEntries(
      Object.entries(body).filter(([key]) => changed.includes(key)),
    ) as TTicketTypePatchBody;
    if (Object.keys(patch).length === 0) return;
    try {
      await update({ eventId, ticketTypeId: ticketType.id, body: patch }).unwrap();
      form.reset(values as unknown as TTicketTypeFormInput);
      toast.showToast({ tone: 'success', message: `${values.name} saved` });
    } catch (err) {
      server.apply(err, 'The ticket type was not saved. Please try again.');
    }
  });

  return (
    <form
      onSubmit={save}
      noValidate
      className="pv-partner-form pv-managed-item"
      aria-label={`Ticket type ${ticketType.name}`}
    >
      <h3>{ticketType.name}</h3>
      <p>
        {ticketType.sold} sold, {ticketType.held} reserved, {ticketType.available} left of {ticketType.quantity}.
      </p>
      <FormAlert title={`${ticketType.name} was not saved`} message={server.message} />
      <TicketTypeFields form={form} prefix={ticketType.name} policies={policies} currency={currency} />
      <div className="pv-partner-form__row">
        <Switch
          label={`${ticketType.name} on sale`}
          description="Off sale: buyers no longer see it; what was sold stays."
          checked={ticketType.offered}
          onChange={(onSale) =>
            void server.attempt(
              () => update({ eventId, ticketTypeId: ticketType.id, body: { onSale } }).unwrap(),
              'The ticket type was not changed. Please try again.',
            )
          }
        />
        <Button type="submit" size="sm" disabled={updating.isLoading}>
          {updating.isLoading ? 'Saving...' : `Save ${ticketType.name}`}
        </Button>
        {hasSales ? (
          <span className="pv-managed-item__note">{PARTNER_MESSAGES.ticketTypeHasSales}</span>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={removing.isLoading}
            onClick={() =>
              void server.attempt(
                () => remove({ eventId, ticketTypeId: ticketType.id }).unwrap(),
                'The ticket type was not deleted. Please try again.',
              )
            }
          >
            Delete {ticketType.name}
          </Button>
        )}
      </div>
    </form>
  );
}

function NewTicketType({ eventId, zone, currency }: { eventId: number; zone: string; currency: string }) {
  const [add, adding] = useAddTicketTypeMutation();
  const toast = useToast();
  const form = useForm<TTicketTypeFormInput, unknown, TTicketTypeForm>({
    resolver: zodResolver(ZTicketTypeForm),
    defaultValues: newTicketTypeDraft(new Date()),
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  const policies = usePolicyOptions();
  const submit = form.handleSubmit(async (values) => {
    server.clear();
    const { id: _id, ...body } = ticketTypeFormToBody(values, zone);
    try {
      await add({ eventId, body }).unwrap();
      toast.showToast({ tone: 'success', message: `${values.name} added` });
      form.reset(newTicketTypeDraft(new Date()));
    } catch (err) {
      server.apply(err, 'The ticket type was not added. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="pv-partner-form pv-managed-item" aria-label="Add a ticket type">
      <h3>Add a ticket type</h3>
      <FormAlert title="The ticket type was not added" message={server.message} />
      <TicketTypeFields form={form} prefix="New ticket type" policies={policies} currency={currency} />
      <Button type="submit" disabled={adding.isLoading}>
        {adding.isLoading ? 'Adding...' : 'Add ticket type'}
      </Button>
    </form>
  );
}
