// The event form's sectors, and their subtypes narrowed to the sectors chosen.
import { useWatch } from 'react-hook-form';
import { MultiSelectField, optionList, type EventFormSectionProps } from './event-form-fields';

export function SectorsSection({ form, options: o }: EventFormSectionProps) {
  const { control } = form;
  const sectors = useWatch({ control, name: 'sectors' }) as number[] | undefined;
  const subtypeOptions = (o?.sectors ?? [])
    .filter((s) => !sectors?.length || sectors.includes(s.id))
    .flatMap((s) => s.sectorSubtypes.map((st) => ({ value: st.id, label: `${st.name} (${s.name})` })));
  return (
    <fieldset>
      <legend>Sectors</legend>
      <MultiSelectField control={control} name="sectors" label="Sectors" items={optionList(o?.sectors)} />
      <MultiSelectField control={control} name="sectorSubtypes" label="Sector subtypes" items={subtypeOptions} />
    </fieldset>
  );
}
