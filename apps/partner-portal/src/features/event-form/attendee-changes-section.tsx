// The event form's cutoff for changes of attendee: until how many hours before the start a ticket's
// buyer or holder may give it to someone else (24 by default), checked with the server's own schema.
import { TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';
import { ATTENDEE_CHANGES_FORM_TEXT as T } from './attendee-changes.messages';

export function AttendeeChangesSection({ register, errors }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>{T.legend}</legend>
      <TextField
        label={T.hours}
        required
        inputMode="numeric"
        hint={T.hint}
        {...register('attendeeChangeCutoffHours')}
        error={(errors.attendeeChangeCutoffHours as { message?: string } | undefined)?.message}
      />
    </fieldset>
  );
}
