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
import { EVENT_FORM_TEXT as T } from './messages';

const exhibitors = (): OptionPick[] => [
  { name: 'exhibitorTypes', label: T.exhibitorTypes, list: 'exhibitorTypes' },
  { name: 'exhibitorCountries', label: T.exhibitorCountries, list: 'countries' },
];

export function ExhibitorsSection({ form, register, errors, options: o }: EventFormSectionProps) {
  return (
    <fieldset>
      <legend>{T.exhibitors}</legend>
      <OptionMultiSelects form={form} options={o} picks={exhibitors()} />
      <HeadcountFields who="exhibitors" ranges={o?.numExhibitors} register={register} errors={errors} />
      <Select
        label={T.eventSize}
        placeholder={T.selectSize}
        options={optionList(o?.eventSizes)}
        {...register('eventSizeId')}
      />
      <Select
        label={T.sizeMetric}
        options={SIZE_METRICS.map((m) => ({ value: m, label: m }))}
        {...register('eventSizeMetric')}
      />
    </fieldset>
  );
}
