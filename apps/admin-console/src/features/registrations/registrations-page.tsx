// The dashboard's Registrations tab (GET /api/admin/orders/summaries): every paid order, sortable by
// every column on the server, newest first by default, a page at a time; a row opens the order.
import { Link } from 'react-router';
import { UI_TEXT, ZAdminOrdersQuery, type TAdminOrderSummary, type TOrderSummarySortColumn } from '@pavilion/domain';
import { useGetAdminOrdersQuery } from '@pavilion/api-client';
import { ListPage, useListParams, ListSearchBox } from '@pavilion/features-page-kit';
import { Button, DataTable, type DataTableColumn } from '@pavilion/ui';
import { formatAmount, formatCount, formatDateTime } from '../../components/format';
import '../../components/admin.css';
import { REGISTRATIONS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const columns = (): DataTableColumn<TAdminOrderSummary, TOrderSummarySortColumn>[] => [
  {
    key: 'datetime',
    header: T.date,
    sort: 'datetime',
    rowHeader: true,
    cell: (o) => (
      <Link
        to={adminPaths.orderDetails(o.id)}
        aria-label={T.orderLink({ date: formatDateTime(o.datetime), email: o.purchaserEmail })}
      >
        {formatDateTime(o.datetime)}
      </Link>
    ),
  },
  { key: 'purchaserEmail', header: T.buyerEmail, sort: 'purchaserEmail', cell: (o) => o.purchaserEmail },
  { key: 'eventName', header: T.eventName, sort: 'eventName', cell: (o) => o.eventName },
  {
    key: 'numberOfTickets',
    header: T.tickets,
    sort: 'numberOfTickets',
    align: 'end',
    cell: (o) => formatCount(o.numberOfTickets),
  },
  {
    key: 'totalPrice',
    header: T.totalPrice,
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
      caption={T.title}
      hideCaption
      columns={columns()}
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
      title={T.title}
      filters={
        <>
          <ListSearchBox list={list} label={T.search} />
          {list.query.eventId && (
            <p className="pv-admin-chip">
              {T.ordersOfEvent({
                event: orders.data?.items[0]?.eventName ?? T.eventNumber({ id: list.query.eventId }),
              })}
              <Button variant="ghost" size="sm" onClick={() => list.setFilters({ eventId: undefined })}>
                {T.showAllEvents}
              </Button>
            </p>
          )}
        </>
      }
      result={orders}
      loadingLabel={UI_TEXT.loadingOrders}
      loading={table([], { loading: true })}
      errorTitle={T.fetchFailed}
      list={list}
      pagination={{ label: T.pages, kind: 'registrations' }}
    >
      {(page, { isStale }) => <>{table(page.items, { refreshing: isStale })}</>}
    </ListPage>
  );
}

export default RegistrationsPage;
