// The event form's sectors, and their subtypes narrowed to the sectors chosen.
import { useWatch } from 'react-hook-form';
import { MultiSelectField, optionList, type EventFormSectionProps } from './event-form-fields';
import { EVENT_FORM_TEXT as T } from './messages';

export function SectorsSection({ form, options: o }: EventFormSectionProps) {
  const { control } = form;
  const sectors = useWatch({ control, name: 'sectors' }) as number[] | undefined;
  const subtypeOptions = (o?.sectors ?? [])
    .filter((s) => !sectors?.length || sectors.includes(s.id))
    .flatMap((s) =>
      s.sectorSubtypes.map((st) => ({
        value: st.id,
        label: T.subtypeOf({ subtype: st.name, sector: s.name }),
      })),
    );
  return (
    <fieldset>
      <legend>{T.sectors}</legend>
      <MultiSelectField control={control} name="sectors" label={T.sectors} items={optionList(o?.sectors)} />
      <MultiSelectField control={control} name="sectorSubtypes" label={T.sectorSubtypes} items={subtypeOptions} />
    </fieldset>
  );
}
