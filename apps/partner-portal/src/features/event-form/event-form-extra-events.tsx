// The extra events of an event being created (an existing event's extras change in extras-editor.tsx).
import { useFieldArray, useWatch } from 'react-hook-form';
import { SaleItemFields } from '@pavilion/features-event';
import { Button } from '@pavilion/ui';
import { optionList, type EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

export function ExtraEventsSection({ form, options: o }: EventFormSectionProps) {
  const { control } = form;
  const extras = useFieldArray({ control, name: 'subEvents' });
  const start = useWatch({ control, name: 'startDateTime' }) as string;
  return (
    <fieldset>
      <legend>{T.extraEvents}</legend>
      {extras.fields.map((field, i) => (
        <SaleItemFields
          key={field.id}
          form={form}
          item={{ kind: 'extra', number: i + 1 }}
          names={{ name: `subEvents.${i}.name`, price: `subEvents.${i}.price` }}
          times={[{ name: `subEvents.${i}.startDateTime`, field: 'starts', required: true }]}
          choice={{
            name: `subEvents.${i}.subEventTypeId`,
            field: 'type',
            placeholder: T.selectType,
            options: optionList(o?.subEventTypes),
          }}
        >
          <Button variant="ghost" type="button" onClick={() => extras.remove(i)}>
            {T.removeExtra({ number: i + 1 })}
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
        {T.addExtraEvent}
      </Button>
    </fieldset>
  );
}
