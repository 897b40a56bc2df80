// The dashboard's Registrations tab (GET /api/admin/orders/summaries): every paid order, sortable by
// every column on the server, newest first by default, a page at a time; a row opens the order.
import { Link } from 'react-router';
import { UI_TEXT, ZAdminOrdersQuery, type TAdminOrderSummary, type TOrderSummarySortColumn } from '@pavilion/domain';
import { errorMessage, useGetAdminOrdersQuery } from '@pavilion/api-client';
import { Alert, Button, Table, type TableColumn } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../common/format';
import { useAdminListParams } from '../common/list-params';
import { ListFooter } from '../common/list-footer';
import { SearchBox } from '../common/search-box';
import '../common/admin.css';

const COLUMNS: TableColumn<TAdminOrderSummary, TOrderSummarySortColumn>[] = [
  {
    key: 'datetime',
    header: 'Date',
    sortable: true,
    rowHeader: true,
    cell: (o) => (
      <Link to={`/order-details/${o.id}`} aria-label={`Order of ${formatDateTime(o.datetime)} by ${o.purchaserEmail}`}>
        {formatDateTime(o.datetime)}
      </Link>
    ),
  },
  { key: 'purchaserEmail', header: 'Buyer Email', sortable: true, cell: (o) => o.purchaserEmail },
  { key: 'eventName', header: 'Event Name', sortable: true, cell: (o) => o.eventName },
  { key: 'numberOfTickets', header: 'Tickets', sortable: true, align: 'end', cell: (o) => o.numberOfTickets },
  {
    key: 'totalPrice',
    header: 'Total Price',
    sortable: true,
    align: 'end',
    cell: (o) => formatAmount(o.totalPrice, o.currency),
  },
];

export function RegistrationsPage() {
  const list = useAdminListParams(ZAdminOrdersQuery);
  const orders = useGetAdminOrdersQuery(list.args);
  const page = orders.currentData ?? orders.data;
  return (
    <>
      <h1 className="pv-page-title">Registrations</h1>
      <div className="pv-admin-list-controls">
        <SearchBox label="Search by buyer email" value={list.query.q} onSearch={list.setSearch} />
        {list.query.eventId && (
          <p className="pv-admin-chip">
            Orders of event {page?.items[0]?.eventName ?? `#${list.query.eventId}`}
            <Button variant="ghost" size="sm" onClick={() => list.setFilters({ eventId: undefined })}>
              Show all events
            </Button>
          </p>
        )}
      </div>
      {orders.isError ? (
        <Alert tone="error" title="Failed to fetch orders" onRetry={() => orders.refetch()}>
          {errorMessage(orders.error)}
        </Alert>
      ) : (
        <>
          <Table
            caption="Registrations"
            hideCaption
            columns={COLUMNS}
            rows={page?.items ?? []}
            getRowKey={(o) => o.id}
            sort={{
              key: list.query.sort,
              direction: list.query.direction === 'asc' ? 'ascending' : 'descending',
            }}
            onSortChange={(key) => list.setSort(key)}
            loading={!page}
            loadingText={UI_TEXT.loadingOrders}
            emptyText={UI_TEXT.noOrdersFound}
          />
          {page && (
            <ListFooter page={page} onPageChange={list.setPage} label="Registrations pages" noun="registrations" />
          )}
        </>
      )}
    </>
  );
}

export default RegistrationsPage;
