// The event form's agenda: items added and removed in place, a new one starting when the event starts.
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button, TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';

export function AgendaSection({ form, register, errors }: EventFormSectionProps) {
  const { control } = form;
  const agenda = useFieldArray({ control, name: 'agendaItems' });
  const start = useWatch({ control, name: 'startDateTime' }) as string;
  return (
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
  );
}
