import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './dateRangeReducer';

const day = (label: RegExp | string) => screen.getByRole('button', { name: label });

function setup(value?: DateRange, extra: Partial<Parameters<typeof DateRangePicker>[0]> = {}) {
  const onApply = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<DateRangePicker label="Event dates" value={value} onApply={onApply} today="2025-03-12" {...extra} />);
  return { onApply, user };
}

describe('DateRangePicker', () => {
  it('shows the month of today as a labelled grid with weekday headers', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'March 2025' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(day('Wednesday, March 12, 2025')).toHaveAttribute('aria-current', 'date');
  });

  it('applies a range chosen by two clicks, in ISO dates', async () => {
    const { onApply, user } = setup();
    await user.click(day(/March 10, 2025/));
    expect(screen.getByText('Mar 10, 2025: select an end date')).toBeInTheDocument();
    await user.click(day(/March 14, 2025/));
    expect(day('Monday, March 10, 2025, start date').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day(/March 12, 2025/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Friday, March 14, 2025, end date').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day(/March 15, 2025/).closest('td')).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ start: '2025-03-10', end: '2025-03-14' });
  });

  it('restarts on an earlier date and once both ends are set', async () => {
    const { onApply, user } = setup();
    await user.click(day(/March 10, 2025/));
    await user.click(day(/March 5, 2025/));
    await user.click(day(/March 8, 2025/));
    await user.click(day(/March 20, 2025/));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ start: '2025-03-20', end: null });
  });

  it('Clear empties the selection and applies the empty range', async () => {
    const { onApply, user } = setup({ start: '2025-03-03', end: '2025-03-06' });
    expect(screen.getByText('Mar 3, 2025 – Mar 6, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledWith({ start: null, end: null });
    expect(screen.getByText('Select a start date')).toBeInTheDocument();
  });

  it('moves between months with the previous/next buttons', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
  });

  it('moves focus with the arrow keys, crossing into the next month, and selects with Enter', async () => {
    const { onApply, user } = setup();
    await user.click(day(/March 28, 2025/));
    await user.keyboard('{ArrowRight}');
    expect(day(/March 29, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    expect(day(/April 5, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ start: '2025-03-28', end: '2025-03-28' });
  });

  it('supports Home/End within the week and PageUp/PageDown by month', async () => {
    const { user } = setup();
    await user.click(day(/March 12, 2025/));
    await user.keyboard('{Home}');
    expect(day(/Sunday, March 9, 2025/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/Saturday, March 15, 2025/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day(/April 15, 2025/)).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(day(/February 15, 2025/)).toHaveFocus();
  });

  it('keeps a single tab stop in the grid', () => {
    setup();
    const tabbable = within(screen.getByRole('grid'))
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
  });

  it('ignores days outside min/max', async () => {
    const { onApply, user } = setup(undefined, { min: '2025-03-12' });
    expect(day(/March 11, 2025/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(/March 11, 2025/));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ start: null, end: null });
  });

  it('follows a new value from the parent', async () => {
    function Host() {
      const [value, setValue] = useState<DateRange>({ start: '2025-03-03', end: '2025-03-04' });
      return (
        <>
          <button type="button" onClick={() => setValue({ start: null, end: null })}>
            Reset filters
          </button>
          <DateRangePicker label="Event dates" value={value} onApply={setValue} today="2025-03-12" />
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText('Mar 3, 2025 – Mar 4, 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByText('Select a start date')).toBeInTheDocument();
  });

  it('starts the week on the language’s first day: Sunday in American English, Monday in German', () => {
    setup();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    cleanup();
    setup(undefined, { locale: 'de-DE' });
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
  });

  it('starts the week on Monday when asked', () => {
    setup(undefined, { weekStartsOn: 1 });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday');
  });
});
