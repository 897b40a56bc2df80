// List paging: LoadMore (append more items, 'Showing X of Y') and Pagination (numbered pages).
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import './Pagination.css';
import { kitDigits, kitText } from '../../i18n/kit-text';

const T = kitText('pagination');
const ELLIPSIS = '…';

export type LoadMoreProps = {
  /** Items on screen. */
  shown: number;
  total: number;
  onLoadMore: () => void;
  loading?: boolean;
  label?: ReactNode;
  loadingLabel?: ReactNode;
  /** Builds the count text; default 'Showing X of Y'. */
  formatCount?: (shown: number, total: number) => ReactNode;
  className?: string;
};

export function LoadMore({
  shown,
  total,
  onLoadMore,
  loading = false,
  label = T.loadMore,
  loadingLabel = T.loading,
  formatCount = (x, y) => T.showing({ shown: kitDigits(x), total: kitDigits(y) }),
  className,
}: LoadMoreProps) {
  return (
    <div className={cx('pv-load-more', className)}>
      <p className="pv-load-more__count" role="status">
        {formatCount(Math.min(shown, total), total)}
      </p>
      {shown < total && (
        <Button variant="secondary" onClick={onLoadMore} loading={loading} loadingLabel={loadingLabel}>
          {label}
        </Button>
      )}
    </div>
  );
}

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
  /** Pages shown either side of the current one before an ellipsis. */
  siblings?: number;
  className?: string;
};

/** Page numbers to show, with 'gap' where pages are skipped: 1 … 4 5 6 … 20. */
export function pageItems(page: number, pageCount: number, siblings = 1): Array<number | 'gap'> {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const pages = [...wanted].filter((p) => p >= 1).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = T.pagination,
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cx('pv-pagination', className)}>
      <ul className="pv-pagination__list">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            iconStart={<ChevronLeftIcon size={16} />}
          >
            {T.previous}
          </Button>
        </li>
        {pageItems(page, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pv-pagination__gap" aria-hidden="true">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <Button
                variant="ghost"
                size="sm"
                className="pv-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={T.page({ page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            iconEnd={<ChevronRightIcon size={16} />}
          >
            {T.next}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
