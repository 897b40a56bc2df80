import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const sectors: MultiSelectOption<number>[] = [
  { value: 1, label: 'Technology' },
  { value: 2, label: 'Healthcare' },
  { value: 3, label: 'Finance' },
  { value: 4, label: 'Fintech' },
];

function Host({ onEmit = () => {} }: { onEmit?: (v: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <MultiSelect
      label="Sectors"
      options={sectors}
      value={value}
      onChange={(next) => {
        onEmit(next);
        setValue(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('is a named group of checkboxes with a labelled filter box', () => {
    render(<Host />);
    expect(screen.getByRole('group', { name: 'Sectors' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Filter Sectors' })).toBeInTheDocument();
  });

  it('emits the selected values in option order', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onEmit={onEmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Technology' }));
    expect(onEmit).toHaveBeenLastCalledWith([1, 3]);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    expect(onEmit).toHaveBeenLastCalledWith([1]);
  });

  it('filters the list case-insensitively and keeps hidden selections', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onEmit={onEmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'Healthcare' }));
    await user.type(screen.getByRole('searchbox'), 'FIN');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Finance', 'Fintech']);
    await user.click(screen.getByRole('checkbox', { name: 'Fintech' }));
    expect(onEmit).toHaveBeenLastCalledWith([2, 4]);
  });

  it('says when the filter matches nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No options found');
  });

  it('is usable from the keyboard: arrows move through the list, space toggles', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onEmit={onEmit} />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Technology' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toHaveFocus();
    expect(onEmit).toHaveBeenLastCalledWith([3]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('clears the selection', async () => {
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onEmit={onEmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await user.click(screen.getByRole('button', { name: 'Clear Sectors' }));
    expect(onEmit).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Finance' })).not.toBeChecked();
  });
});
