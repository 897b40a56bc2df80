// The extra events (sub-events) of an existing event, run directly (not reviewed): add one, change its
// name, type, start (in the event's own zone), price, places and description, take it off sale or put
// it back, delete it while nobody bought it (the server refuses otherwise and its words show on the form).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useAddSubEventMutation,
  useDeleteSubEventMutation,
  useGetOptionsQuery,
  useUpdateSubEventMutation,
} from '@pavilion/api-client';
import {
  isoToZonedLocal,
  subEventFormToBody,
  ZSubEventForm,
  type TCurrencyCode,
  type TManagedSubEvent,
  type TPartnerEventDetail,
  type TSubEventForm,
  type TSubEventFormInput,
  type TSubEventPatchBody,
} from '@pavilion/domain';
import { EventSection } from '@pavilion/features-event';
import { FormAlert, useServerErrors } from '@pavilion/features-page-kit';
import { Button, Select, Switch, TextArea, TextField, useToast } from '@pavilion/ui';
import { changedFields } from './changed-fields';

type ExtraForm = ReturnType<typeof useForm<TSubEventFormInput, unknown, TSubEventForm>>;

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
  const currency = event.ticketCurrencyCode as TCurrencyCode;
  return (
    <EventSection id="manage-extras" title="Extra events">
      <p>
        Extras buyers can add to a ticket. Changes apply at once and are not reviewed; an extra that was sold cannot be
        deleted.
      </p>
      {event.subEvents.length === 0 && <p>No extra events yet.</p>}
      {event.subEvents.map((extra) => (
        <ExtraRow key={extra.id} eventId={event.id} zone={event.timeZone} currency={currency} extra={extra} />
      ))}
      <NewExtra
        eventId={event.id}
        zone={event.timeZone}
        currency={currency}
        start={isoToZonedLocal(event.startDateTime, event.timeZone)}
      />
    </EventSection>
  );
}

function ExtraFields({ form, prefix, currency }: { form: ExtraForm; prefix: string; currency: string }) {
  const types = useExtraTypes();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className="pv-partner-form__row">
      <TextField label={`${prefix} name`} required {...register('name')} error={errors.name?.message} />
      <Select
        label={`${prefix} type`}
        required
        placeholder="Select a type"
        options={types}
        {...register('subEventTypeId')}
        error={errors.subEventTypeId?.message}
      />
      <TextField
        label={`${prefix} starts`}
        type="datetime-local"
        required
        {...register('startDateTime')}
        error={errors.startDateTime?.message}
      />
      <TextField
        label={`${prefix} price (${currency})`}
        type="number"
        min={0}
        step="0.01"
        {...register('price')}
        error={errors.price?.message}
      />
      <TextField
        label={`${prefix} places`}
        hint="Blank: as many as there are tickets"
        type="number"
        min={0}
        step="1"
        {...register('capacity')}
        error={errors.capacity?.message}
      />
      <TextArea label={`${prefix} description`} rows={2} {...register('description')} />
    </div>
  );
}

function ExtraRow({
  eventId,
  zone,
  currency,
  extra,
}: {
  eventId: number;
  zone: string;
  currency: TCurrencyCode;
  extra: TManagedSubEvent;
}) {
  const [update, updating] = useUpdateSubEventMutation();
  const [remove, removing] = useDeleteSubEventMutation();
  const toast = useToast();
  const form = useForm<TSubEventFormInput, unknown, TSubEventForm>({
    resolver: zodResolver(ZSubEventForm),
    defaultValues: {
      name: extra.name,
      description: extra.description,
      subEventTypeId: extra.subEventTypeId === null ? '' : String(extra.subEventTypeId),
      startDateTime: isoToZonedLocal(extra.startDateTime, zone),
      price: String(extra.price),
      capacity: extra.capacity === null ? '' : String(extra.capacity),
      onSale: extra.onSale,
    },
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { dirtyFields } = form.formState;

  const save = form.handleSubmit(async (values) => {
    // The on-sale switch saves at once, on its own.
    const { id: _id, onSale: _o, currencyCode: _cc, ...body } = subEventFormToBody(values, currency, zone);
    const changed = changedFields(dirtyFields);
    const patch = Object.fromEntries(
      Object.entries(body).filter(([key]) => changed.includes(key)),
    ) as TSubEventPatchBody;
    if (Object.keys(patch).length === 0) return;
    const saved = await server.attempt(
      () => update({ eventId, subEventId: extra.id, body: patch }).unwrap(),
      'The extra was not saved. Please try again.',
    );
    if (saved) {
      form.reset(values as unknown as TSubEventFormInput);
      toast.showToast({ tone: 'success', message: `${values.name} saved` });
    }
  });

  return (
    <form onSubmit={save} noValidate className="pv-partner-form pv-managed-item" aria-label={`Extra ${extra.name}`}>
      <h3>{extra.name}</h3>
      <p>
        {extra.sold} sold, {extra.held} reserved
        {extra.capacity === null ? ', no limit.' : `, ${extra.available} left of ${extra.capacity}.`}
      </p>
      <FormAlert title={`${extra.name} was not changed`} message={server.message} />
      <ExtraFields form={form} prefix={extra.name} currency={currency} />
      <div className="pv-partner-form__row">
        <Switch
          label={`${extra.name} on sale`}
          description="Off sale: buyers can no longer add it to a ticket; what was sold stays."
          checked={extra.onSale}
          onChange={(onSale) =>
            void server.attempt(
              () => update({ eventId, subEventId: extra.id, body: { onSale } }).unwrap(),
              'The extra was not changed. Please try again.',
            )
          }
        />
        <Button type="submit" size="sm" disabled={updating.isLoading}>
          {updating.isLoading ? 'Saving...' : `Save ${extra.name}`}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={removing.isLoading}
          onClick={() =>
            void server.attempt(
              () => remove({ eventId, subEventId: extra.id }).unwrap(),
              'The extra was not deleted. Please try again.',
            )
          }
        >
          Delete {extra.name}
        </Button>
      </div>
    </form>
  );
}

function NewExtra({
  eventId,
  zone,
  currency,
  start,
}: {
  eventId: number;
  zone: string;
  currency: TCurrencyCode;
  start: string;
}) {
  const [add, adding] = useAddSubEventMutation();
  const toast = useToast();
  const form = useForm<TSubEventFormInput, unknown, TSubEventForm>({
    resolver: zodResolver(ZSubEventForm),
    defaultValues: blankExtra(start),
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      await add({ eventId, body: subEventFormToBody(values, currency, zone) }).unwrap();
      toast.showToast({ tone: 'success', message: `${values.name} added` });
      form.reset(blankExtra(start));
    } catch (err) {
      server.apply(err, 'The extra was not added. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="pv-partner-form pv-managed-item" aria-label="Add an extra event">
      <h3>Add an extra event</h3>
      <FormAlert title="The extra was not added" message={server.message} />
      <ExtraFields form={form} prefix="New extra" currency={currency} />
      <Button type="submit" disabled={adding.isLoading}>
        {adding.isLoading ? 'Adding...' : 'Add extra event'}
      </Button>
    </form>
  );
}
