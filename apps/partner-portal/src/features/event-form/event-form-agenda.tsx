// The event form's agenda: items added and removed in place, a new one starting when the event starts.
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button, TextField } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

export function AgendaSection({ form, register, errors }: EventFormSectionProps) {
  const { control } = form;
  const agenda = useFieldArray({ control, name: 'agendaItems' });
  const start = useWatch({ control, name: 'startDateTime' }) as string;
  return (
    <fieldset>
      <legend>{T.agenda}</legend>
      {agenda.fields.length === 0 && <p>{T.noAgenda}</p>}
      {agenda.fields.map((field, i) => (
        <div key={field.id} className="pv-partner-form__row">
          <TextField
            label={T.agendaName({ number: i + 1 })}
            required
            {...register(`agendaItems.${i}.name`)}
            error={errors.agendaItems?.[i]?.name?.message}
          />
          <TextField
            label={T.agendaStarts({ number: i + 1 })}
            type="datetime-local"
            {...register(`agendaItems.${i}.startDateTime`)}
            error={errors.agendaItems?.[i]?.startDateTime?.message}
          />
          <TextField label={T.agendaDescription({ number: i + 1 })} {...register(`agendaItems.${i}.description`)} />
          <Button variant="ghost" type="button" onClick={() => agenda.remove(i)}>
            {T.removeAgendaItem({ number: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        type="button"
        onClick={() => agenda.append({ name: '', description: '', startDateTime: start })}
      >
        {T.addAgendaItem}
      </Button>
    </fieldset>
  );
}
