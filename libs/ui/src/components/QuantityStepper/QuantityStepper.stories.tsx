import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = preview.meta({
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity of Standard ticket', value: 0, onChange: () => {}, min: 0, max: 100000 },
});

function Controlled(props: Omit<QuantityStepperProps, 'value' | 'onChange'> & { initial?: number }) {
  const { initial = 0, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <QuantityStepper {...rest} value={value} onChange={setValue} />;
}

export const Default = meta.story({
  render: (args) => <Controlled label={args.label} min={args.min} max={args.max} />,
});

export const Catalog = meta.story(() => (
  <Stack gap={5}>
    <Controlled label="Quantity of Standard ticket" max={100000} />
    <Controlled label="Quantity of VIP ticket" showLabel initial={2} max={5} />
    <Controlled label="At maximum" showLabel initial={5} max={5} />
    <Controlled label="Disabled" showLabel disabled initial={1} />
  </Stack>
));
