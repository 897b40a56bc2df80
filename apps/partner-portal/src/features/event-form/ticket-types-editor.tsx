// The ticket types of an existing event, run directly (not reviewed): add one later, change its name,
// price (orders keep what they paid), quantity (never below sold + held: the server answers 409 with
// the numbers, shown on the field), sales window and policy (tickets sold keep the terms they were
// sold under), take it off sale, delete it while nobody bought or holds one. Times are typed in the
// event's own zone.
import type { UseFormReturn } from 'react-hook-form';
import {
  useAddTicketTypeMutation,
  useCancellationPoliciesQuery,
  useDeleteTicketTypeMutation,
  useUpdateTicketTypeMutation,
} from '@pavilion/api-client';
import {
  newTicketTypeDraft,
  PARTNER_MESSAGES,
  ticketTypeFormSchema,
  ticketTypeFormToBody,
  type TPartnerEventDetail,
  type TPartnerTicketType,
  type TTicketTypeForm,
  type TTicketTypeFormInput,
  type TTicketTypePatchBody,
} from '@pavilion/domain';
import { EventSection } from '@pavilion/features-event';
import { NewSaleItemForm, SaleItemFields, SaleItemForm } from '@pavilion/features-page-kit';
import { changedPart } from './changed-fields';
import { PayoutCurrencyWarning } from './payout-currency-warning';
import { useSaleItem } from './use-sale-item';

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
      <PayoutCurrencyWarning currency={event.ticketCurrencyCode} />
      {event.ticketTypes.map((ticketType, index) => (
        <TicketTypeRow key={ticketType.id} event={event} ticketType={ticketType} defaults={defaults[index]!} />
      ))}
      <NewTicketType event={event} />
    </EventSection>
  );
}

type TicketTypeForm = UseFormReturn<TTicketTypeFormInput, unknown, TTicketTypeForm>;

function TicketTypeFields({
  form,
  prefix,
  policies,
  currency,
}: {
  form: TicketTypeForm;
  prefix: string;
  policies: PolicyOption[];
  currency: string;
}) {
  return (
    <SaleItemFields
      form={form}
      prefix={prefix}
      currency={currency}
      names={{ name: 'name', price: 'price', description: 'description' }}
      amount={{ name: 'quantity', label: 'quantity' }}
      times={[
        { name: 'startDateTime', label: 'sales start' },
        { name: 'endDateTime', label: 'sales end' },
      ]}
      choice={{
        name: 'cancellationPolicyId',
        label: 'cancellation policy',
        placeholder: 'Select a policy',
        options: policies,
        hint: PARTNER_MESSAGES.policyChangeAppliesLater,
      }}
    />
  );
}

function TicketTypeRow({
  event,
  ticketType,
  defaults,
}: {
  event: TPartnerEventDetail;
  ticketType: TPartnerTicketType;
  defaults: TTicketTypeFormInput;
}) {
  const [update, updating] = useUpdateTicketTypeMutation();
  const [remove, removing] = useDeleteTicketTypeMutation();
  const policies = usePolicyOptions(ticketType.cancellationPolicy);
  const change = (body: TTicketTypePatchBody) =>
    update({ eventId: event.id, ticketTypeId: ticketType.id, body }).unwrap();
  const { form, server, submit } = useSaleItem<TTicketTypeFormInput, TTicketTypeForm>({
    schema: ticketTypeFormSchema(event.ticketCurrencyCode),
    defaultValues: defaults,
    send: (values, dirty) => {
      const { id: _id, ...body } = ticketTypeFormToBody(values, event.timeZone);
      // Only what the partner changed; a changed end or start sends the whole sales window.
      const patch: TTicketTypePatchBody = changedPart(body, dirty, ['startDateTime', 'endDateTime']);
      return Object.keys(patch).length > 0 ? change(patch) : null;
    },
    fallback: 'The ticket type was not saved. Please try again.',
    done: 'saved',
  });

  return (
    <SaleItemForm
      kind="Ticket type"
      name={ticketType.name}
      summary={`${ticketType.sold} sold, ${ticketType.held} reserved, ${ticketType.available} left of ${ticketType.quantity}.`}
      alertTitle={`${ticketType.name} was not saved`}
      server={server}
      onSubmit={submit}
      saving={updating.isLoading}
      onSale={{
        checked: ticketType.offered,
        description: 'Off sale: buyers no longer see it; what was sold stays.',
        send: (onSale) => change({ onSale }),
        fallback: 'The ticket type was not changed. Please try again.',
      }}
      remove={
        ticketType.sold + ticketType.held > 0
          ? { note: PARTNER_MESSAGES.ticketTypeHasSales }
          : {
              busy: removing.isLoading,
              send: () => remove({ eventId: event.id, ticketTypeId: ticketType.id }).unwrap(),
              fallback: 'The ticket type was not deleted. Please try again.',
            }
      }
    >
      <TicketTypeFields form={form} prefix={ticketType.name} policies={policies} currency={event.ticketCurrencyCode} />
    </SaleItemForm>
  );
}

function NewTicketType({ event }: { event: TPartnerEventDetail }) {
  const [add, adding] = useAddTicketTypeMutation();
  const policies = usePolicyOptions();
  const { form, server, submit } = useSaleItem<TTicketTypeFormInput, TTicketTypeForm>({
    schema: ticketTypeFormSchema(event.ticketCurrencyCode),
    defaultValues: newTicketTypeDraft(new Date()),
    send: (values) => {
      const { id: _id, ...body } = ticketTypeFormToBody(values, event.timeZone);
      return add({ eventId: event.id, body }).unwrap();
    },
    fallback: 'The ticket type was not added. Please try again.',
    done: 'added',
  });
  return (
    <NewSaleItemForm
      title="Add a ticket type"
      alertTitle="The ticket type was not added"
      submitLabel="Add ticket type"
      server={server}
      onSubmit={submit}
      adding={adding.isLoading}
    >
      <TicketTypeFields form={form} prefix="New ticket type" policies={policies} currency={event.ticketCurrencyCode} />
    </NewSaleItemForm>
  );
}
