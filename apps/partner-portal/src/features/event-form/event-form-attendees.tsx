// The event form's attendees: how many, who they are and where they come from.
import { OTHER_TEXT_MAX } from '@pavilion/domain';
import { TextField } from '@pavilion/ui';
import { HeadcountFields, OptionMultiSelects, type EventFormSectionProps, type OptionPick } from './event-form-fields';

const CLASSES: OptionPick[] = [{ name: 'attendeeClasses', label: 'Attendee classes', list: 'attendeeClasses' }];

const ORIGINS: OptionPick[] = [
  { name: 'attendeeCountries', label: 'Attendee countries', list: 'countries' },
  { name: 'attendeeJobTitles', label: 'Attendee job titles', list: 'jobTitles' },
  { name: 'attendeeDesignations', label: 'Attendee designations', list: 'designations' },
  { name: 'audiences', label: 'Audiences', list: 'audiences' },
];

export function AttendeesSection({ form, register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>Attendees</legend>
      <HeadcountFields who="attendees" ranges={o?.numAttendees} register={register} errors={errors} />
      <OptionMultiSelects form={form} options={o} picks={CLASSES} />
      <TextField
        label="Other attendee class"
        hint={`At most ${OTHER_TEXT_MAX} characters`}
        {...register('otherAttendeeClass')}
        error={errors.otherAttendeeClass?.message}
      />
      <OptionMultiSelects form={form} options={o} picks={ORIGINS} />
    </fieldset>
  );
}
