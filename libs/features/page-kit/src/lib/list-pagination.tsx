// Pagination under a paged list: the UI kit's Pagination fed by the answer's total and the list's
// page in the URL, with 'Showing 21-40 of 57'. A page past the end (a shared link after rows went)
// moves to the last page.
import { useEffect } from 'react';
import { pageCount } from '@pavilion/domain';
import { Pagination } from '@pavilion/ui';

export interface ListPaginationProps {
  /** The answer's envelope: { total, page, pageSize }. */
  page: { total: number; page: number; pageSize: number };
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Names the navigation landmark: 'Orders pages'. */
  label: string;
  /** What the list holds, for the count: 'orders'. */
  noun?: string;
  className?: string;
}

export function ListPagination({ page, onPageChange, label, noun = 'items', className }: ListPaginationProps) {
  const pages = pageCount(page.total, page.pageSize);
  const beyond = page.total > 0 && page.page > pages;
  useEffect(() => {
    if (beyond) onPageChange(pages, { replace: true });
  }, [beyond, pages, onPageChange]);
  if (page.total === 0) return null;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <div className={['pv-list-pagination', className].filter(Boolean).join(' ')}>
      <p className="pv-list-pagination__count">{beyond ? '' : `Showing ${first}-${last} of ${page.total} ${noun}`}</p>
      <Pagination page={Math.min(page.page, pages)} pageCount={pages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
