// The event form's attendees: how many, who they are and where they come from.
import { OTHER_TEXT_MAX } from '@pavilion/domain';
import { TextField } from '@pavilion/ui';
import { EVENT_FORM_TEXT as T } from './messages';
import { HeadcountFields, OptionMultiSelects, type EventFormSectionProps, type OptionPick } from './event-form-fields';

const classes = (): OptionPick[] => [{ name: 'attendeeClasses', label: T.attendeeClasses, list: 'attendeeClasses' }];

const origins = (): OptionPick[] => [
  { name: 'attendeeCountries', label: T.attendeeCountries, list: 'countries' },
  { name: 'attendeeJobTitles', label: T.attendeeJobTitles, list: 'jobTitles' },
  { name: 'attendeeDesignations', label: T.attendeeDesignations, list: 'designations' },
  { name: 'audiences', label: T.audiences, list: 'audiences' },
];

export function AttendeesSection({ form, register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>{T.attendees}</legend>
      <HeadcountFields who="attendees" ranges={o?.numAttendees} register={register} errors={errors} />
      <OptionMultiSelects form={form} options={o} picks={classes()} />
      <TextField
        label={T.otherAttendeeClass}
        hint={T.atMostChars({ max: OTHER_TEXT_MAX })}
        {...register('otherAttendeeClass')}
        error={errors.otherAttendeeClass?.message}
      />
      <OptionMultiSelects form={form} options={o} picks={origins()} />
    </fieldset>
  );
}
