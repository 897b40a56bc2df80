import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const sectors: MultiSelectOption<number>[] = [
  'Technology',
  'Healthcare',
  'Finance',
  'Fintech',
  'Energy',
  'Manufacturing',
  'Retail',
  'Education',
  'Hospitality',
  'Logistics',
].map((label, index) => ({ value: index + 1, label, count: (index * 7) % 23 }));

const meta = preview.meta({
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Sectors', options: sectors, value: [], onChange: () => {} },
});

function Controlled(props: {
  label: string;
  options: MultiSelectOption<number>[];
  filterable?: boolean;
  initial?: number[];
}) {
  const [value, setValue] = useState<number[]>(props.initial ?? []);
  return <MultiSelect {...props} value={value} onChange={setValue} />;
}

export const Default = meta.story(() => <Controlled label="Sectors" options={sectors} />);

export const Catalog = meta.story(() => (
  <Stack direction="row" gap={8} align="flex-start">
    <div style={{ width: '16rem' }}>
      <Controlled label="Sectors" options={sectors} initial={[2, 3]} />
    </div>
    <div style={{ width: '16rem' }}>
      <Controlled
        label="Cancellation policies"
        filterable={false}
        options={[{ value: 1, label: 'Free cancellation' }]}
      />
    </div>
    <div style={{ width: '16rem' }}>
      <Controlled
        label="Attendance type"
        filterable={false}
        options={[
          { value: 1, label: 'In-Person' },
          { value: 2, label: 'Virtual' },
          { value: 3, label: 'Hybrid' },
        ]}
      />
    </div>
  </Stack>
));
