import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSortMenu } from './sort-menu';

describe('ListSortMenu', () => {
  it("shows the list's sort pressed with its direction and hands a click to the list's rule", async () => {
    const setSort = jest.fn();
    render(
      <ListSortMenu
        label="Sort events by"
        options={[
          { sort: 'date', label: 'Date' },
          { sort: 'name', label: 'Name' },
        ]}
        list={{ sort: { sort: 'date', direction: 'desc' }, setSort }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Sort events by' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(setSort).toHaveBeenCalledWith('name');
  });
});
