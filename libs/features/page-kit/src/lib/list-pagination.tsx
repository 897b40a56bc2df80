// Pagination under a paged list: the UI kit's Pagination fed by the answer's total and the list's
// page in the URL, with 'Showing 21-40 of 57 orders' ('of about 12,000' when the server estimated the
// total of a search), one message per language whatever the list holds. A page past the end (a shared link after rows went) moves to the last page.
import './page-kit.css';
import { useEffect } from 'react';
import { numberFormat, pageCount } from '@pavilion/domain';
import { Pagination } from '@pavilion/ui';
import { LIST_TEXT as T } from './messages';

/** What a paged list holds, which its count names: 'Showing 1-20 of 57 orders'. */
export type ListKind =
  | 'attendees'
  | 'claims'
  | 'codes'
  | 'documents'
  | 'entries'
  | 'events'
  | 'messages'
  | 'orders'
  | 'partners'
  | 'payouts'
  | 'people'
  | 'policies'
  | 'refunds'
  | 'registrations'
  | 'replies'
  | 'reviews'
  | 'sponsorships'
  | 'strikes'
  | 'tickets';

export interface ListPaginationProps {
  /** The answer's envelope: { total, totalIsEstimate?, page, pageSize }. */
  page: { total: number; totalIsEstimate?: boolean; page: number; pageSize: number };
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Names the navigation landmark: 'Orders pages'. */
  label: string;
  /** What the list holds, for the count: 'orders' (else 'items'). */
  kind?: ListKind;
  className?: string;
}

export function ListPagination({ page, onPageChange, label, kind, className }: ListPaginationProps) {
  // An estimated total may be short of the real one: the page asked for is never past its end.
  const pages = Math.max(pageCount(page.total, page.pageSize), page.totalIsEstimate ? page.page : 1);
  // An estimated total may be short of the real one: a page past it is not taken for past the end.
  const beyond = page.total > 0 && page.page > pages && !page.totalIsEstimate;
  useEffect(() => {
    if (beyond) onPageChange(pages, { replace: true });
  }, [beyond, pages, onPageChange]);
  if (page.total === 0) return null;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = page.totalIsEstimate ? page.page * page.pageSize : Math.min(page.total, page.page * page.pageSize);
  // The row numbers and an exact total as digits alone; an estimate reads as a rounded number.
  const digits = numberFormat({ useGrouping: false });
  const total = page.totalIsEstimate ? numberFormat().format(page.total) : digits.format(page.total);
  const count = T.count({
    first: digits.format(first),
    last: digits.format(last),
    estimate: page.totalIsEstimate ? 'yes' : 'no',
    total,
    count: page.total,
    kind: kind ?? 'items',
  });
  return (
    <div className={['pv-list-pagination', className].filter(Boolean).join(' ')}>
      <p className="pv-list-pagination__count">{beyond ? '' : count}</p>
      <Pagination page={Math.min(page.page, pages)} pageCount={pages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
