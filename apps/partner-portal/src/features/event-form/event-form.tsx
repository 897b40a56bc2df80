// The create and edit form of an event (/partner/add-event, /partner/event-details/{id}/edit): every
// section of the payload, the rules and messages of section 5 (through ZEventForm, as the server
// checks them), times typed in the event's own time zone, and the server's field errors on the fields.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCancellationPoliciesQuery,
  useCreatePartnerEventMutation,
  useGetOptionsQuery,
  usePlaceDetailsQuery,
  useSearchPlacesQuery,
  useUpdatePartnerEventMutation,
} from '@pavilion/api-client';
import {
  adjustEndAfterStartChange,
  ATTENDANCE_TYPES,
  defaultEventDateTimes,
  durationParts,
  EVENT_DESCRIPTION_MAX,
  eventFormTimeZone,
  eventFormToCreateBody,
  eventFormToUpdateBody,
  LOCATION_MIN_CHARS,
  newTicketTypeDraft,
  OTHER_TEXT_MAX,
  PARTNER_MESSAGES,
  SIZE_METRICS,
  TAGLINE_MAX,
  TICKET_TYPE_CURRENCIES,
  timeZoneAbbreviation,
  UI_TEXT,
  validateDateTimeRange,
  zonedLocalToIso,
  ZEventForm,
  type TEventForm,
  type TEventFormInput,
} from '@pavilion/domain';
import { FormAlert, SaleItemFields, useServerErrors } from '@pavilion/features-page-kit';
import { Autocomplete, Button, MultiSelect, Select, TextArea, TextField, type AutocompleteOption } from '@pavilion/ui';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export interface EventFormProps {
  mode: 'create' | 'edit';
  eventId?: number;
  defaults?: TEventFormInput;
  /** The chosen venue's name when editing (the autocomplete shows it). */
  venueName?: string | null;
}

export function EventForm({ mode, eventId, defaults, venueName }: EventFormProps) {
  const navigate = useNavigate();
  const options = useGetOptionsQuery();
  const policies = useCancellationPoliciesQuery({ active: 'true', pageSize: 100 });
  const [create, creating] = useCreatePartnerEventMutation();
  const [update, updating] = useUpdatePartnerEventMutation();
  const initial = useMemo<TEventFormInput>(
    () =>
      defaults ?? {
        name: '',
        eventTypeId: '',
        tagline: '',
        description: '',
        websiteUrl: '',
        attendanceType: '1',
        otherInformation: '',
        ...defaultEventDateTimes(new Date()),
        currencyCode: 'USD',
        agendaItems: [],
        ticketTypes: [newTicketTypeDraft(new Date())],
        subEvents: [],
      },
    [defaults],
  );
  const form = useForm<TEventFormInput, unknown, TEventForm>({
    resolver: zodResolver(ZEventForm),
    defaultValues: initial,
  });
  const server = useServerErrors(form);
  const { control, formState, setValue, getValues, trigger, getFieldState } = form;
  // The spec's messages after blur: a field's rule shows once the partner leaves it, then follows
  // their typing. (react-hook-form's 'onTouched' mode would also check a whole list as soon as a row
  // is added, showing 'Name is required' on an agenda item nobody has typed in yet.)
  const register = ((name, options) =>
    form.register(name, {
      ...options,
      onBlur: (e) => {
        options?.onBlur?.(e);
        void trigger(name);
      },
      onChange: (e) => {
        options?.onChange?.(e);
        if (getFieldState(name).error) void trigger(name);
      },
    })) as typeof form.register;
  const errors = formState.errors as Record<string, { message?: string } | undefined> & typeof formState.errors;
  const agenda = useFieldArray({ control, name: 'agendaItems' });
  const tickets = useFieldArray({ control, name: 'ticketTypes' });
  const extras = useFieldArray({ control, name: 'subEvents' });

  // Venue: search at 2 characters after 300 ms, its time zone from its details.
  const [venueQuery, setVenueQuery] = useState('');
  const debounced = useDebounced(venueQuery, 300);
  const places = useSearchPlacesQuery(
    { query: debounced, kind: 'venue' },
    { skip: debounced.trim().length < LOCATION_MIN_CHARS },
  );
  const venueId = useWatch({ control, name: 'venueId' });
  const venue = usePlaceDetailsQuery(Number(venueId), { skip: !venueId });
  const [venueChoice, setVenueChoice] = useState<AutocompleteOption | null>(
    venueId && venueName ? { id: Number(venueId), label: venueName } : null,
  );
  const chosenZone = useWatch({ control, name: 'timeZone' });
  const zone = eventFormTimeZone({ timeZone: (chosenZone as string) || null }, venueId ? venue.data?.timeZone : null);

  const start = useWatch({ control, name: 'startDateTime' }) as string;
  const end = useWatch({ control, name: 'endDateTime' }) as string;
  const rangeProblem = validateDateTimeRange(start, end);
  const duration = durationParts(start, end);
  const sectors = useWatch({ control, name: 'sectors' }) as number[] | undefined;

  const o = options.data;
  const list = (items: Array<{ id: number; name: string }> | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  const subtypeOptions = (o?.sectors ?? [])
    .filter((s) => !sectors?.length || sectors.includes(s.id))
    .flatMap((s) => s.sectorSubtypes.map((st) => ({ value: st.id, label: `${st.name} (${s.name})` })));

  const failedText = mode === 'create' ? PARTNER_MESSAGES.eventCreateFailed : PARTNER_MESSAGES.eventSaveFailed;
  const onSubmit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      if (mode === 'create') {
        const { id } = await create(eventFormToCreateBody(values, zone)).unwrap();
        navigate(`/edit-event/${id}/files`);
      } else {
        await update({ id: eventId!, body: eventFormToUpdateBody(values, zone) }).unwrap();
        navigate(`/event-details/${eventId}`);
      }
    } catch (err) {
      server.apply(err, `${failedText}. Please try again.`);
    }
  });
  const busy = creating.isLoading || updating.isLoading;
  const multi = (name: keyof TEventFormInput, label: string, items: Array<{ value: number; label: string }>) => (
    <Controller
      control={control}
      name={name as never}
      render={({ field }) => (
        <MultiSelect<number>
          label={label}
          options={items}
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          maxHeight="12rem"
        />
      )}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="pv-partner-form"
      aria-label={mode === 'create' ? 'Create event' : 'Edit event'}
    >
      <FormAlert title={failedText} message={server.message} />

      <fieldset>
        <legend>Basic information</legend>
        <TextField label="Event name" required {...register('name')} error={errors.name?.message} />
        <Select
          label="Event type"
          required
          placeholder="Select an event type"
          options={list(o?.eventTypes)}
          {...register('eventTypeId')}
          error={errors.eventTypeId?.message}
        />
        <TextField
          label="Other event type"
          hint={`At most ${OTHER_TEXT_MAX} characters`}
          {...register('otherEventType')}
          error={errors.otherEventType?.message}
        />
        <TextField
          label="Tagline"
          required
          hint={`At most ${TAGLINE_MAX} characters`}
          {...register('tagline')}
          error={errors.tagline?.message}
        />
        <TextArea
          label="Description"
          required
          hint={`At most ${EVENT_DESCRIPTION_MAX} characters`}
          {...register('description')}
          error={errors.description?.message}
        />
        <TextField label="Website" required {...register('websiteUrl')} error={errors.websiteUrl?.message} />
        <Select
          label="Attendance type"
          required
          options={ATTENDANCE_TYPES.map((a) => ({ value: String(a.id), label: a.name }))}
          {...register('attendanceType')}
          error={errors.attendanceType?.message}
        />
      </fieldset>

      <fieldset>
        <legend>Dates and venue</legend>
        <Autocomplete<AutocompleteOption>
          label="Venue"
          placeholder="Search venues"
          options={(places.data?.results ?? []).map((p): AutocompleteOption => ({ id: p.id, label: p.name }))}
          value={venueChoice}
          onChange={(choice) => {
            setVenueChoice(choice);
            setValue('venueId', choice ? String(choice.id) : '', { shouldValidate: true });
          }}
          onInputChange={setVenueQuery}
          status={
            debounced.trim().length < LOCATION_MIN_CHARS
              ? 'idle'
              : places.isFetching
                ? 'loading'
                : places.isError
                  ? 'error'
                  : 'results'
          }
          statusText={
            debounced.trim().length < LOCATION_MIN_CHARS
              ? 'Enter at least 2 characters to search'
              : places.data?.results.length === 0
                ? 'No results found'
                : undefined
          }
          error={errors.venueId?.message}
        />
        {!venueId && (
          <Select
            label="Time zone"
            hint="For an event without a venue"
            placeholder="UTC"
            options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
            {...register('timeZone')}
            error={errors.timeZone?.message}
          />
        )}
        <p>
          Times are in the event's time zone: {zone} ({start ? timeZoneAbbreviation(zone, safeIso(start, zone)) : zone}
          ).
        </p>
        <TextField
          label="Starts"
          type="datetime-local"
          required
          {...register('startDateTime', {
            onChange: (e) =>
              setValue('endDateTime', adjustEndAfterStartChange(e.target.value, getValues('endDateTime') as string)),
          })}
          error={errors.startDateTime?.message}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          required
          {...register('endDateTime')}
          error={errors.endDateTime?.message ?? (rangeProblem && start && end ? rangeProblem : undefined)}
        />
        {!rangeProblem && (
          <p aria-live="polite">
            Duration: {duration.days} days, {duration.hours} hours, {duration.minutes} minutes
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Attendees</legend>
        <Select
          label="Number of attendees"
          placeholder="Select a range"
          options={list(o?.numAttendees)}
          {...register('numAttendeesId')}
        />
        <TextField
          label="Attendees last time"
          type="number"
          min={0}
          {...register('previousNumAttendees')}
          error={errors.previousNumAttendees?.message}
        />
        {multi('attendeeClasses', 'Attendee classes', list(o?.attendeeClasses))}
        <TextField
          label="Other attendee class"
          hint={`At most ${OTHER_TEXT_MAX} characters`}
          {...register('otherAttendeeClass')}
          error={errors.otherAttendeeClass?.message}
        />
        {multi('attendeeCountries', 'Attendee countries', list(o?.countries))}
        {multi('attendeeJobTitles', 'Attendee job titles', list(o?.jobTitles))}
        {multi('attendeeDesignations', 'Attendee designations', list(o?.designations))}
        {multi('audiences', 'Audiences', list(o?.audiences))}
      </fieldset>

      <fieldset>
        <legend>Exhibitors</legend>
        {multi('exhibitorTypes', 'Exhibitor types', list(o?.exhibitorTypes))}
        {multi('exhibitorCountries', 'Exhibitor countries', list(o?.countries))}
        <Select
          label="Number of exhibitors"
          placeholder="Select a range"
          options={list(o?.numExhibitors)}
          {...register('numExhibitorsId')}
        />
        <TextField
          label="Exhibitors last time"
          type="number"
          min={0}
          {...register('previousNumExhibitors')}
          error={errors.previousNumExhibitors?.message}
        />
        <Select
          label="Event size"
          placeholder="Select a size"
          options={list(o?.eventSizes)}
          {...register('eventSizeId')}
        />
        <Select
          label="Size metric"
          options={SIZE_METRICS.map((m) => ({ value: m, label: m }))}
          {...register('eventSizeMetric')}
        />
      </fieldset>

      <fieldset>
        <legend>Sectors</legend>
        {multi('sectors', 'Sectors', list(o?.sectors))}
        {multi('sectorSubtypes', 'Sector subtypes', subtypeOptions)}
      </fieldset>

      <TextArea
        label="Other information"
        required
        {...register('otherInformation')}
        error={errors.otherInformation?.message}
      />

      <fieldset>
        <legend>Agenda</legend>
        {agenda.fields.length === 0 && <p>No agenda items scheduled</p>}
        {agenda.fields.map((field, i) => (
          <div key={field.id} className="pv-partner-form__row">
            <TextField
              label={`Agenda item ${i + 1} name`}
              required
              {...register(`agendaItems.${i}.name`)}
              error={errors.agendaItems?.[i]?.name?.message}
            />
            <TextField
              label={`Agenda item ${i + 1} starts`}
              type="datetime-local"
              {...register(`agendaItems.${i}.startDateTime`)}
              error={errors.agendaItems?.[i]?.startDateTime?.message}
            />
            <TextField label={`Agenda item ${i + 1} description`} {...register(`agendaItems.${i}.description`)} />
            <Button variant="ghost" type="button" onClick={() => agenda.remove(i)}>
              Remove agenda item {i + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          type="button"
          onClick={() => agenda.append({ name: '', description: '', startDateTime: start })}
        >
          Add agenda item
        </Button>
      </fieldset>

      {mode === 'create' ? (
        <>
          <fieldset>
            <legend>Extra events</legend>
            {extras.fields.map((field, i) => (
              <SaleItemFields
                key={field.id}
                form={form}
                prefix={`Extra ${i + 1}`}
                names={{ name: `subEvents.${i}.name`, price: `subEvents.${i}.price` }}
                times={[{ name: `subEvents.${i}.startDateTime`, label: 'starts', required: true }]}
                choice={{
                  name: `subEvents.${i}.subEventTypeId`,
                  label: 'type',
                  placeholder: 'Select a type',
                  options: list(o?.subEventTypes),
                }}
              >
                <Button variant="ghost" type="button" onClick={() => extras.remove(i)}>
                  Remove extra {i + 1}
                </Button>
              </SaleItemFields>
            ))}
            <Button
              variant="secondary"
              type="button"
              onClick={() =>
                extras.append({ name: '', description: '', subEventTypeId: '', startDateTime: start, price: '0' })
              }
            >
              Add extra event
            </Button>
          </fieldset>

          <fieldset>
            <legend>Ticket types</legend>
            <Select
              label="Ticket currency"
              options={TICKET_TYPE_CURRENCIES.map((c) => ({ value: c, label: c }))}
              {...register('currencyCode')}
              error={errors.currencyCode?.message}
            />
            {tickets.fields.map((field, i) => (
              <SaleItemFields
                key={field.id}
                form={form}
                prefix={`Ticket type ${i + 1}`}
                names={{
                  name: `ticketTypes.${i}.name`,
                  price: `ticketTypes.${i}.price`,
                  description: `ticketTypes.${i}.description`,
                }}
                amount={{ name: `ticketTypes.${i}.quantity`, label: 'quantity' }}
                times={[
                  { name: `ticketTypes.${i}.startDateTime`, label: 'sales start' },
                  { name: `ticketTypes.${i}.endDateTime`, label: 'sales end' },
                ]}
                choice={
                  policies.data && {
                    name: `ticketTypes.${i}.cancellationPolicyId`,
                    label: 'cancellation policy',
                    placeholder: 'Select a policy',
                    options: list(policies.data.items),
                    hint: PARTNER_MESSAGES.policyChangeAppliesLater,
                  }
                }
              >
                <Button variant="ghost" type="button" onClick={() => tickets.remove(i)}>
                  Remove ticket type {i + 1}
                </Button>
              </SaleItemFields>
            ))}
            <Button variant="secondary" type="button" onClick={() => tickets.append(newTicketTypeDraft(new Date()))}>
              Add ticket type
            </Button>
          </fieldset>
        </>
      ) : (
        <p>Ticket types and extra events change below this form: they are not reviewed and apply at once.</p>
      )}

      <Button type="submit" disabled={busy}>
        {mode === 'create'
          ? busy
            ? UI_TEXT.creatingEvent
            : 'Create Event'
          : busy
            ? UI_TEXT.savingEvent
            : 'Save Updates'}
      </Button>
    </form>
  );
}

function safeIso(local: string, zone: string): string {
  try {
    return zonedLocalToIso(local, zone);
  } catch {
    return new Date().toISOString();
  }
}
