// The dashboard's Registrations tab (GET /api/admin/orders/summaries): every paid order, sortable by
// every column on the server, newest first by default, a page at a time; a row opens the order.
import { Link } from 'react-router';
import { UI_TEXT, ZAdminOrdersQuery, type TAdminOrderSummary, type TOrderSummarySortColumn } from '@pavilion/domain';
import { useGetAdminOrdersQuery } from '@pavilion/api-client';
import { ListPage, SearchBox, useListParams } from '@pavilion/features-page-kit';
import { Button, DataTable, type DataTableColumn } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import '../../components/admin.css';

const COLUMNS: DataTableColumn<TAdminOrderSummary, TOrderSummarySortColumn>[] = [
  {
    key: 'datetime',
    header: 'Date',
    sort: 'datetime',
    rowHeader: true,
    cell: (o) => (
      <Link to={`/order-details/${o.id}`} aria-label={`Order of ${formatDateTime(o.datetime)} by ${o.purchaserEmail}`}>
        {formatDateTime(o.datetime)}
      </Link>
    ),
  },
  { key: 'purchaserEmail', header: 'Buyer Email', sort: 'purchaserEmail', cell: (o) => o.purchaserEmail },
  { key: 'eventName', header: 'Event Name', sort: 'eventName', cell: (o) => o.eventName },
  { key: 'numberOfTickets', header: 'Tickets', sort: 'numberOfTickets', align: 'end', cell: (o) => o.numberOfTickets },
  {
    key: 'totalPrice',
    header: 'Total Price',
    sort: 'totalPrice',
    align: 'end',
    cell: (o) => formatAmount(o.totalPrice, o.currency),
  },
];

export function RegistrationsPage() {
  const list = useListParams(ZAdminOrdersQuery);
  const orders = useGetAdminOrdersQuery(list.args);
  const table = (rows: readonly TAdminOrderSummary[], state: { loading?: boolean; refreshing?: boolean }) => (
    <DataTable
      caption="Registrations"
      hideCaption
      columns={COLUMNS}
      rows={rows}
      getRowKey={(o) => o.id}
      sort={list.sort}
      onSortChange={list.setSort}
      loading={state.loading}
      loadingText={UI_TEXT.loadingOrders}
      refreshing={state.refreshing}
      empty={UI_TEXT.noOrdersFound}
    />
  );
  return (
    <ListPage
      title="Registrations"
      filters={
        <>
          <SearchBox label="Search by buyer email" value={list.query.q} onSearch={list.setSearch} />
          {list.query.eventId && (
            <p className="pv-admin-chip">
              Orders of event {orders.data?.items[0]?.eventName ?? `#${list.query.eventId}`}
              <Button variant="ghost" size="sm" onClick={() => list.setFilters({ eventId: undefined })}>
                Show all events
              </Button>
            </p>
          )}
        </>
      }
      result={orders}
      loadingLabel={UI_TEXT.loadingOrders}
      loading={table([], { loading: true })}
      errorTitle="Failed to fetch orders"
      pagination={{ onPageChange: list.setPage, label: 'Registrations pages', noun: 'registrations' }}
    >
      {(page, { isStale }) => <>{table(page.items, { refreshing: isStale })}</>}
    </ListPage>
  );
}

export default RegistrationsPage;
