// The event form's exhibitors and the event's size.
import { SIZE_METRICS } from '@pavilion/domain';
import { Select } from '@pavilion/ui';
import { HeadcountFields, MultiSelectField, optionList, type EventFormSectionProps } from './event-form-fields';

export function ExhibitorsSection({ form, register, errors, options: o }: EventFormSectionProps) {
  const { control } = form;
  return (
    <fieldset>
      <legend>Exhibitors</legend>
      <MultiSelectField
        control={control}
        name="exhibitorTypes"
        label="Exhibitor types"
        items={optionList(o?.exhibitorTypes)}
      />
      <MultiSelectField
        control={control}
        name="exhibitorCountries"
        label="Exhibitor countries"
        items={optionList(o?.countries)}
      />
      <HeadcountFields who="exhibitors" ranges={o?.numExhibitors} register={register} errors={errors} />
      <Select
        label="Event size"
        placeholder="Select a size"
        options={optionList(o?.eventSizes)}
        {...register('eventSizeId')}
      />
      <Select
        label="Size metric"
        options={SIZE_METRICS.map((m) => ({ value: m, label: m }))}
        {...register('eventSizeMetric')}
      />
    </fieldset>
  );
}
