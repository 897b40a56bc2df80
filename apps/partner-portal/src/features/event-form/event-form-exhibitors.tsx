// The event form's exhibitors and the event's size.
import { SIZE_METRICS } from '@pavilion/domain';
import { Select } from '@pavilion/ui';
import {
  HeadcountFields,
  OptionMultiSelects,
  optionList,
  type EventFormSectionProps,
  type OptionPick,
} from './event-form-fields';

const EXHIBITORS: OptionPick[] = [
  { name: 'exhibitorTypes', label: 'Exhibitor types', list: 'exhibitorTypes' },
  { name: 'exhibitorCountries', label: 'Exhibitor countries', list: 'countries' },
];

export function ExhibitorsSection({ form, register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>Exhibitors</legend>
      <OptionMultiSelects form={form} options={o} picks={EXHIBITORS} />
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
