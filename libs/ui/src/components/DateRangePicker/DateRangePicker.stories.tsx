import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './dateRangeReducer';

const meta = preview.meta({
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Event dates', onApply: () => {}, today: '2025-03-12' },
});

function Applied(props: { initial?: DateRange; min?: string; weekStartsOn?: 0 | 1 }) {
  const [range, setRange] = useState<DateRange>(props.initial ?? { start: null, end: null });
  return (
    <Stack gap={3}>
      <DateRangePicker
        label="Event dates"
        value={range}
        onApply={setRange}
        today="2025-03-12"
        min={props.min}
        weekStartsOn={props.weekStartsOn}
      />
      <code>applied: {JSON.stringify(range)}</code>
    </Stack>
  );
}

export const Default = meta.story(() => <Applied />);

export const Catalog = meta.story(() => (
  <Stack direction="row" gap={8} wrap align="flex-start">
    <Applied initial={{ start: '2025-03-10', end: '2025-03-14' }} />
    <Applied initial={{ start: '2025-03-18', end: null }} weekStartsOn={1} />
    <Applied min="2025-03-12" />
  </Stack>
));
