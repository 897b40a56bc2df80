// The event form's basic information: name, type, tagline, description, website and attendance type.
import { ATTENDANCE_TYPES, EVENT_DESCRIPTION_MAX, OTHER_TEXT_MAX, TAGLINE_MAX } from '@pavilion/domain';
import { Select, TextArea, TextField } from '@pavilion/ui';
import { optionList, type EventFormSectionProps } from './event-form-fields';

export function EventBasicsSection({ register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>Basic information</legend>
      <TextField label="Event name" required {...register('name')} error={errors.name?.message} />
      <Select
        label="Event type"
        required
        placeholder="Select an event type"
        options={optionList(o?.eventTypes)}
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
  );
}
