// The event form's attendees: how many, who they are and where they come from.
import { OTHER_TEXT_MAX } from '@pavilion/domain';
import { TextField } from '@pavilion/ui';
import { HeadcountFields, MultiSelectField, optionList, type EventFormSectionProps } from './event-form-fields';

export function AttendeesSection({ form, register, errors, options: o }: EventFormSectionProps) {
  const { control } = form;
  return (
    <fieldset>
      <legend>Attendees</legend>
      <HeadcountFields who="attendees" ranges={o?.numAttendees} register={register} errors={errors} />
      <MultiSelectField
        control={control}
        name="attendeeClasses"
        label="Attendee classes"
        items={optionList(o?.attendeeClasses)}
      />
      <TextField
        label="Other attendee class"
        hint={`At most ${OTHER_TEXT_MAX} characters`}
        {...register('otherAttendeeClass')}
        error={errors.otherAttendeeClass?.message}
      />
      <MultiSelectField
        control={control}
        name="attendeeCountries"
        label="Attendee countries"
        items={optionList(o?.countries)}
      />
      <MultiSelectField
        control={control}
        name="attendeeJobTitles"
        label="Attendee job titles"
        items={optionList(o?.jobTitles)}
      />
      <MultiSelectField
        control={control}
        name="attendeeDesignations"
        label="Attendee designations"
        items={optionList(o?.designations)}
      />
      <MultiSelectField control={control} name="audiences" label="Audiences" items={optionList(o?.audiences)} />
    </fieldset>
  );
}
