// The create and edit form of an event (/partner/add-event, /partner/event-details/{id}/edit): every
// section of the payload, the rules and messages of section 5 (through ZEventForm, as the server
// checks them), times typed in the event's own time zone, and the server's field errors on the fields.
// Each section is a component in an event-form-*.tsx file beside this one.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePartnerEventMutation, useGetOptionsQuery, useUpdatePartnerEventMutation } from '@pavilion/api-client';
import {
  defaultEventDateTimes,
  ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT,
  eventFormToCreateBody,
  eventFormToUpdateBody,
  newTicketTypeDraft,
  PARTNER_MESSAGES,
  UI_TEXT,
  ZEventForm,
  type TEventForm,
  type TEventFormInput,
} from '@pavilion/domain';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Button, TextArea } from '@pavilion/ui';
import { AgendaSection } from './event-form-agenda';
import { DamagePolicySection } from './damage-policy-section';
import { VatSection } from './vat-section';
import { AttendeeChangesSection } from './attendee-changes-section';
import { AttendeesSection } from './event-form-attendees';
import { EventBasicsSection } from './event-form-basics';
import { DatesAndVenueSection, useEventTimeZone } from './event-form-dates-and-venue';
import { ExhibitorsSection } from './event-form-exhibitors';
import { ExtraEventsSection } from './event-form-extra-events';
import type { EventFormErrors, EventFormSectionProps } from './event-form-fields';
import { SectorsSection } from './event-form-sectors';
import { TicketTypesSection } from './event-form-ticket-types';
import { missingSellingSteps, SellingStepLinks } from '../../components/selling-steps';
import { EVENT_FORM_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

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
  const [create] = useCreatePartnerEventMutation();
  const [update] = useUpdatePartnerEventMutation();
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
        damagePolicy: null,
        vat: { mode: 'none', reason: 'not_stated' },
        attendeeChangeCutoffHours: String(ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT),
        agendaItems: [],
        ticketTypes: [newTicketTypeDraft(new Date())],
        subEvents: [],
      },
    [defaults],
  );
  const { form, server, submit, submitting } = useZodForm<TEventFormInput, TEventForm>(ZEventForm, {
    defaultValues: initial,
    server: { alert: 'always' },
  });
  // A refusal because the address or the agreement is still to do: the alert links each step.
  const [notReady, setNotReady] = useState<ReturnType<typeof missingSellingSteps>>(null);
  const { control, formState, trigger, getFieldState } = form;
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
  const errors = formState.errors as EventFormErrors;
  const { venueId, zone } = useEventTimeZone(control);
  const section: EventFormSectionProps = { form, register, errors, options: options.data };

  const failedText = mode === 'create' ? PARTNER_MESSAGES.eventCreateFailed : PARTNER_MESSAGES.eventSaveFailed;
  const send = async (values: TEventForm) => {
    setNotReady(null);
    try {
      if (mode === 'create') {
        const { id } = await create(eventFormToCreateBody(values, zone)).unwrap();
        navigate(partnerPaths.eventFiles(id));
      } else {
        await update({ id: eventId!, body: eventFormToUpdateBody(values, zone) }).unwrap();
        navigate(partnerPaths.eventDetails(eventId!));
      }
    } catch (err) {
      setNotReady(missingSellingSteps(err));
      throw err;
    }
  };
  const busy = submitting;

  // The form's own alert: it links the selling steps a refusal names, and takes focus for them.
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, T.tryAgain({ failure: failedText }))}
      className="pv-partner-form"
      aria-label={mode === 'create' ? T.createForm : T.editForm}
    >
      <FormAlert title={failedText} message={server.message} focusOnShow={notReady !== null}>
        {notReady?.length ? <SellingStepLinks missing={notReady} /> : undefined}
      </FormAlert>

      <EventBasicsSection {...section} />
      <DatesAndVenueSection {...section} venueId={venueId} venueName={venueName} zone={zone} />
      <AttendeesSection {...section} />
      <ExhibitorsSection {...section} />
      <SectorsSection {...section} />

      <TextArea
        label={T.otherInformation}
        required
        {...register('otherInformation')}
        error={errors.otherInformation?.message}
      />

      <AgendaSection {...section} />
      <DamagePolicySection {...section} />
      <VatSection {...section} />
      <AttendeeChangesSection {...section} />

      {mode === 'create' ? (
        <>
          <ExtraEventsSection {...section} />
          <TicketTypesSection {...section} />
        </>
      ) : (
        <p>{T.belowForm}</p>
      )}

      <Button type="submit" disabled={busy}>
        {mode === 'create'
          ? busy
            ? UI_TEXT.creatingEvent
            : T.createButton
          : busy
            ? UI_TEXT.savingEvent
            : T.saveButton}
      </Button>
    </Form>
  );
}
