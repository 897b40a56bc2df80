import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper, clampQuantity, type QuantityStepperProps } from './QuantityStepper';

function Controlled(props: Partial<QuantityStepperProps> & { initial?: number; onEmit?: (n: number) => void }) {
  const { initial = 0, onEmit, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity of Standard ticket"
      min={0}
      max={5}
      {...rest}
      value={value}
      onChange={(next) => {
        onEmit?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantity of Standard ticket' });
const decrease = () => screen.getByRole('button', { name: 'Decrease Quantity of Standard ticket' });
const increase = () => screen.getByRole('button', { name: 'Increase Quantity of Standard ticket' });

describe('clampQuantity', () => {
  it('keeps values within the bounds and whole', () => {
    expect(clampQuantity(-3, 0, 100000)).toBe(0);
    expect(clampQuantity(150000, 0, 100000)).toBe(100000);
    expect(clampQuantity(2.6, 0, 10)).toBe(3);
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('increases and decreases with labelled buttons and emits numbers', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Controlled onEmit={onEmit} initial={1} />);
    await user.click(increase());
    await user.click(increase());
    expect(input()).toHaveValue('3');
    await user.click(decrease());
    expect(onEmit.mock.calls).toEqual([[2], [3], [2]]);
    expect(input()).toHaveAttribute('aria-valuenow', '2');
  });

  it('does not go below min or above max', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Controlled onEmit={onEmit} initial={0} max={2} />);
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease());
    expect(onEmit).not.toHaveBeenCalled();
    await user.click(increase());
    await user.click(increase());
    await user.click(increase());
    expect(input()).toHaveValue('2');
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    expect(onEmit.mock.calls).toEqual([[1], [2]]);
  });

  it('clamps typed values and ignores non-digits', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Controlled onEmit={onEmit} initial={0} max={100000} />);
    await user.clear(input());
    await user.type(input(), '150000');
    expect(input()).toHaveValue('100000');
    expect(onEmit).toHaveBeenLastCalledWith(100000);
    await user.clear(input());
    await user.type(input(), '4x');
    expect(input()).toHaveValue('4');
    expect(onEmit).toHaveBeenLastCalledWith(4);
  });

  it('restores the current value when left empty', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial={3} />);
    await user.clear(input());
    expect(input()).toHaveValue('');
    await user.tab();
    expect(input()).toHaveValue('3');
  });

  it('supports arrow keys, Home and End on the input', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial={2} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('3');
    await user.keyboard('{End}');
    expect(input()).toHaveValue('5');
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('5');
    await user.keyboard('{Home}');
    expect(input()).toHaveValue('0');
  });

  it('keeps focus on a button that reaches its limit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial={1} />);
    await user.click(decrease());
    expect(input()).toHaveValue('0');
    expect(decrease()).toHaveFocus();
  });
});
