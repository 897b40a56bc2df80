// Under a paged list: 'Showing 21-40 of 57 events' and the pages.
import { pageCount } from '@pavilion/domain';
import { Pagination } from '@pavilion/ui';

export function ListFooter({
  page,
  onPageChange,
  label,
  noun,
}: {
  page: { total: number; page: number; pageSize: number };
  onPageChange: (page: number) => void;
  label: string;
  noun: string;
}) {
  if (page.total === 0) return null;
  const pages = pageCount(page.total, page.pageSize);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <div className="pv-admin-list-footer">
      <p className="pv-admin-muted">
        {first <= page.total
          ? `Showing ${first.toLocaleString('en-US')}-${last.toLocaleString('en-US')} of ${page.total.toLocaleString('en-US')} ${noun}`
          : `Page ${page.page} is past the end of the ${page.total.toLocaleString('en-US')} ${noun}`}
      </p>
      <Pagination page={Math.min(page.page, pages)} pageCount={pages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
