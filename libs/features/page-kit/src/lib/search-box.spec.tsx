import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, trimmed, and not again for the same text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchBox label="Search orders" value={undefined} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(screen.getByRole('search', { name: 'Search orders' })).toContainElement(box);
    await user.type(box, ' summit');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('summit');
    await user.type(box, ' ');
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.clear(box);
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchBox label="Search orders" value={undefined} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'expo{Enter}');
    expect(onSearch).toHaveBeenCalledWith('expo');
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search changed from outside (Back or Forward)', () => {
    const { rerender } = render(<SearchBox label="Search orders" value="summit" onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('summit');
    rerender(<SearchBox label="Search orders" value={undefined} onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
