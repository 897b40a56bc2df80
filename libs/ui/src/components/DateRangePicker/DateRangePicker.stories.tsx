import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './dateRangeReducer';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Event dates', onApply: () => {}, today: '2025-03-12' },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const Default: Story = { render: () => <Applied /> };

export const Catalog: Story = {
  render: () => (
    <Stack direction="row" gap={8} wrap align="flex-start">
      <Applied initial={{ start: '2025-03-10', end: '2025-03-14' }} />
      <Applied initial={{ start: '2025-03-18', end: null }} weekStartsOn={1} />
      <Applied min="2025-03-12" />
    </Stack>
  ),
};
