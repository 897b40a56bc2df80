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
import { EVENT_FORM_TEXT as T } from './messages';
import { EventSection, NewSaleItemForm, SaleItemFields, SaleItemForm } from '@pavilion/features-event';
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
    options.push({ value: String(current.id), label: T.switchedOff({ name: current.name }) });
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
    <EventSection id="manage-ticket-types" title={T.ticketTypes}>
      <p>{T.ticketTypesIntro({ zone: event.timeZone })}</p>
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
  name,
  policies,
  currency,
}: {
  form: TicketTypeForm;
  /** The saved ticket type's name; none for a new one. */
  name?: string;
  policies: PolicyOption[];
  currency: string;
}) {
  return (
    <SaleItemFields
      form={form}
      item={{ kind: 'ticketType', name }}
      currency={currency}
      names={{ name: 'name', price: 'price', description: 'description' }}
      amount={{ name: 'quantity', field: 'quantity' }}
      times={[
        { name: 'startDateTime', field: 'salesStart' },
        { name: 'endDateTime', field: 'salesEnd' },
      ]}
      choice={{
        name: 'cancellationPolicyId',
        field: 'cancellationPolicy',
        placeholder: T.selectPolicy,
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
    fallback: T.ticketTypeNotSaved,
    done: 'saved',
  });

  return (
    <SaleItemForm
      kind="ticketType"
      name={ticketType.name}
      summary={T.ticketTypeSummary({
        sold: ticketType.sold,
        held: ticketType.held,
        available: ticketType.available,
        quantity: ticketType.quantity,
      })}
      alertTitle={T.notSaved({ name: ticketType.name })}
      server={server}
      onSubmit={submit}
      saving={updating.isLoading}
      onSale={{
        checked: ticketType.offered,
        description: T.ticketTypeOffSale,
        send: (onSale) => change({ onSale }),
        fallback: T.ticketTypeNotChanged,
      }}
      remove={
        ticketType.sold + ticketType.held > 0
          ? { note: PARTNER_MESSAGES.ticketTypeHasSales }
          : {
              busy: removing.isLoading,
              send: () => remove({ eventId: event.id, ticketTypeId: ticketType.id }).unwrap(),
              fallback: T.ticketTypeNotDeleted,
            }
      }
    >
      <TicketTypeFields form={form} name={ticketType.name} policies={policies} currency={event.ticketCurrencyCode} />
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
    fallback: T.ticketTypeNotAddedRetry,
    done: 'added',
  });
  return (
    <NewSaleItemForm
      title={T.addTicketTypeTitle}
      alertTitle={T.ticketTypeNotAdded}
      submitLabel={T.addTicketType}
      server={server}
      onSubmit={submit}
      adding={adding.isLoading}
    >
      <TicketTypeFields form={form} policies={policies} currency={event.ticketCurrencyCode} />
    </NewSaleItemForm>
  );
}
