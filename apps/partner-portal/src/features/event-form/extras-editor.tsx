// The extra events (sub-events) of an existing event, run directly (not reviewed): add one, change its
// name, type, start (in the event's own zone), price, places and description, take it off sale or put
// it back, delete it while nobody bought it (the server refuses otherwise and its words show on the form).
import type { UseFormReturn } from 'react-hook-form';
import {
  useAddSubEventMutation,
  useDeleteSubEventMutation,
  useGetOptionsQuery,
  useUpdateSubEventMutation,
} from '@pavilion/api-client';
import {
  isoToZonedLocal,
  subEventFormSchema,
  subEventFormToBody,
  type TManagedSubEvent,
  type TPartnerEventDetail,
  type TSubEventForm,
  type TSubEventFormInput,
  type TSubEventPatchBody,
} from '@pavilion/domain';
import { EVENT_FORM_TEXT as T } from './messages';
import { EventSection, NewSaleItemForm, SaleItemFields, SaleItemForm } from '@pavilion/features-event';
import { changedPart } from './changed-fields';
import { useSaleItem } from './use-sale-item';

type ExtraForm = UseFormReturn<TSubEventFormInput, unknown, TSubEventForm>;

function useExtraTypes() {
  const options = useGetOptionsQuery();
  return (options.data?.subEventTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }));
}

const blankExtra = (start: string): TSubEventFormInput => ({
  name: '',
  description: '',
  subEventTypeId: '',
  startDateTime: start,
  price: '0',
  capacity: '',
  onSale: true,
});

export function ExtrasEditor({ event }: { event: TPartnerEventDetail }) {
  return (
    <EventSection id="manage-extras" title={T.extraEvents}>
      <p>{T.extrasIntro}</p>
      {event.subEvents.length === 0 && <p>{T.noExtras}</p>}
      {event.subEvents.map((extra) => (
        <ExtraRow key={extra.id} event={event} extra={extra} />
      ))}
      <NewExtra event={event} />
    </EventSection>
  );
}

/** `name`: the saved extra's; none for a new one. */
function ExtraFields({ form, name, currency }: { form: ExtraForm; name?: string; currency: string }) {
  const types = useExtraTypes();
  return (
    <SaleItemFields
      form={form}
      item={{ kind: 'extra', name }}
      currency={currency}
      names={{ name: 'name', price: 'price', description: 'description' }}
      amount={{ name: 'capacity', field: 'places', hint: T.placesHint }}
      times={[{ name: 'startDateTime', field: 'starts', required: true }]}
      choice={{ name: 'subEventTypeId', field: 'type', placeholder: T.selectType, options: types }}
    />
  );
}

function ExtraRow({ event, extra }: { event: TPartnerEventDetail; extra: TManagedSubEvent }) {
  const [update, updating] = useUpdateSubEventMutation();
  const [remove, removing] = useDeleteSubEventMutation();
  const change = (body: TSubEventPatchBody) => update({ eventId: event.id, subEventId: extra.id, body }).unwrap();
  const { form, server, submit } = useSaleItem<TSubEventFormInput, TSubEventForm>({
    schema: subEventFormSchema(event.ticketCurrencyCode),
    defaultValues: {
      name: extra.name,
      description: extra.description,
      subEventTypeId: extra.subEventTypeId === null ? '' : String(extra.subEventTypeId),
      startDateTime: isoToZonedLocal(extra.startDateTime, event.timeZone),
      price: String(extra.price),
      capacity: extra.capacity === null ? '' : String(extra.capacity),
      onSale: extra.onSale,
    },
    send: (values, dirty) => {
      // The on-sale switch saves at once, on its own.
      const {
        id: _id,
        onSale: _o,
        currencyCode: _cc,
        ...body
      } = subEventFormToBody(values, event.ticketCurrencyCode, event.timeZone);
      const patch: TSubEventPatchBody = changedPart(body, dirty);
      return Object.keys(patch).length > 0 ? change(patch) : null;
    },
    fallback: T.extraNotSaved,
    done: 'saved',
  });

  const summary =
    extra.capacity === null
      ? T.extraSummaryUnlimited({ sold: extra.sold, held: extra.held })
      : T.extraSummaryLimited({
          sold: extra.sold,
          held: extra.held,
          available: extra.available ?? 0,
          capacity: extra.capacity,
        });
  return (
    <SaleItemForm
      kind="extra"
      name={extra.name}
      summary={summary}
      alertTitle={T.notChanged({ name: extra.name })}
      server={server}
      onSubmit={submit}
      saving={updating.isLoading}
      onSale={{
        checked: extra.onSale,
        description: T.extraOffSale,
        send: (onSale) => change({ onSale }),
        fallback: T.extraNotChanged,
      }}
      remove={{
        busy: removing.isLoading,
        send: () => remove({ eventId: event.id, subEventId: extra.id }).unwrap(),
        fallback: T.extraNotDeleted,
      }}
    >
      <ExtraFields form={form} name={extra.name} currency={event.ticketCurrencyCode} />
    </SaleItemForm>
  );
}

function NewExtra({ event }: { event: TPartnerEventDetail }) {
  const [add, adding] = useAddSubEventMutation();
  const { form, server, submit } = useSaleItem<TSubEventFormInput, TSubEventForm>({
    schema: subEventFormSchema(event.ticketCurrencyCode),
    defaultValues: blankExtra(isoToZonedLocal(event.startDateTime, event.timeZone)),
    send: (values) =>
      add({ eventId: event.id, body: subEventFormToBody(values, event.ticketCurrencyCode, event.timeZone) }).unwrap(),
    fallback: T.extraNotAddedRetry,
    done: 'added',
  });
  return (
    <NewSaleItemForm
      title={T.addExtraTitle}
      alertTitle={T.extraNotAdded}
      submitLabel={T.addExtraEvent}
      server={server}
      onSubmit={submit}
      adding={adding.isLoading}
    >
      <ExtraFields form={form} currency={event.ticketCurrencyCode} />
    </NewSaleItemForm>
  );
}
