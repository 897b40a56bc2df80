import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, Pagination, pageItems } from './Pagination';

describe('LoadMore', () => {
  it('says how many are shown and loads more on click', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMore shown={10} total={42} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 42');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('hides the button once everything is shown', () => {
    render(<LoadMore shown={42} total={42} onLoadMore={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 42 of 42');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is busy while loading', () => {
    render(<LoadMore shown={10} total={42} onLoadMore={() => {}} loading />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('pageItems', () => {
  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves between pages', async () => {
    const onPageChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});
