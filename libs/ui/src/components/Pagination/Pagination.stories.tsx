import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { LoadMore, Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: () => {} },
});

function Paged({ pageCount, label }: { pageCount: number; label?: string }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={label} />;
}

function More() {
  const [shown, setShown] = useState(10);
  const [loading, setLoading] = useState(false);
  return (
    <LoadMore
      shown={shown}
      total={34}
      loading={loading}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setShown((n) => Math.min(34, n + 10));
          setLoading(false);
        }, 700);
      }}
    />
  );
}

export const Default = meta.story(() => <Paged pageCount={10} />);

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <Paged pageCount={3} label="Events pages" />
    <Paged pageCount={20} label="Orders pages" />
    <More />
    <LoadMore shown={34} total={34} onLoadMore={() => {}} />
  </Stack>
));
