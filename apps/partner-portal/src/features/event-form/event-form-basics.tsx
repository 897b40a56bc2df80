// The event form's basic information: name, type, tagline, description, website and attendance type.
import {
  ATTENDANCE_TYPES,
  EVENT_DESCRIPTION_MAX,
  OTHER_TEXT_MAX,
  TAGLINE_MAX,
  type TAttendanceTypeId,
} from '@pavilion/domain';
import { Select, TextArea, TextField } from '@pavilion/ui';
import { optionList, type EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

/** The attendance types' names, by the domain's ids (read when the form renders, in the current language). */
const attendanceTypeName = (id: TAttendanceTypeId): string => ({ 1: T.inPerson, 2: T.virtual, 3: T.hybrid })[id];

export function EventBasicsSection({ register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>{T.basics}</legend>
      <TextField label={T.eventName} required {...register('name')} error={errors.name?.message} />
      <Select
        label={T.eventType}
        required
        placeholder={T.selectEventType}
        options={optionList(o?.eventTypes)}
        {...register('eventTypeId')}
        error={errors.eventTypeId?.message}
      />
      <TextField
        label={T.otherEventType}
        hint={T.atMostChars({ max: OTHER_TEXT_MAX })}
        {...register('otherEventType')}
        error={errors.otherEventType?.message}
      />
      <TextField
        label={T.tagline}
        required
        hint={T.atMostChars({ max: TAGLINE_MAX })}
        {...register('tagline')}
        error={errors.tagline?.message}
      />
      <TextArea
        label={T.description}
        required
        hint={T.atMostChars({ max: EVENT_DESCRIPTION_MAX })}
        {...register('description')}
        error={errors.description?.message}
      />
      <TextField label={T.website} required {...register('websiteUrl')} error={errors.websiteUrl?.message} />
      <Select
        label={T.attendanceType}
        required
        options={ATTENDANCE_TYPES.map((a) => ({ value: String(a.id), label: attendanceTypeName(a.id) }))}
        {...register('attendanceType')}
        error={errors.attendanceType?.message}
      />
    </fieldset>
  );
}
