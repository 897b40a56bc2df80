// Dashboard > Registrations: the paid orders of the partner's events, sorted on the server, filtered
// by event and by the days they were paid, with the CSV downloads of an event's orders and attendees.
import { useState } from 'react';
import { Link } from 'react-router';
import { eventCsvUrl, usePartnerEventsQuery, usePartnerOrdersQuery } from '@pavilion/api-client';
import { formatAmount, pageCount, PARTNER_MESSAGES, type TPartnerOrderSummary } from '@pavilion/domain';
import { nextSort, Pagination, Select, Table, TextField, type SortState } from '@pavilion/ui';
import { QueryState } from '../common/query-state';
import { config } from '../../app/config';

type SortKey = 'datetime' | 'eventName' | 'numberOfTickets' | 'totalPrice';

export function RegistrationsPage() {
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'datetime', direction: 'descending' });
  const [eventId, setEventId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const events = usePartnerEventsQuery({ pageSize: 100, sort: 'date', direction: 'desc' });
  const query = usePartnerOrdersQuery({
    sort: sort.key,
    direction: sort.direction === 'ascending' ? 'asc' : 'desc',
    eventId: eventId || undefined,
    from: from || undefined,
    to: to || undefined,
    q,
    page,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <section aria-labelledby="registrations-title" className="pv-partner-page">
      <h1 id="registrations-title" className="pv-page-title">
        Registrations
      </h1>
      <div className="pv-partner-toolbar">
        <Select
          label="Event"
          placeholder="All events"
          value={eventId}
          options={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          onChange={(e) => reset(setEventId)(e.target.value)}
        />
        <TextField label="Paid from" type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
        <TextField label="Paid until" type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
        <TextField
          label="Buyer email starts with"
          type="search"
          value={q}
          onChange={(e) => reset(setQ)(e.target.value)}
        />
      </div>
      {eventId && (
        <p className="pv-partner-toolbar">
          <a href={eventCsvUrl(config.apiUrl, Number(eventId), 'orders')} download>
            Download orders (CSV)
          </a>
          <a href={eventCsvUrl(config.apiUrl, Number(eventId), 'attendees')} download>
            Download attendees (CSV)
          </a>
        </p>
      )}
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={PARTNER_MESSAGES.failedToFetchOrders}
      >
        <Table<TPartnerOrderSummary, SortKey>
          caption="Orders"
          hideCaption
          loading={query.isFetching && !query.data}
          columns={[
            {
              key: 'datetime',
              header: 'Date',
              sortable: true,
              rowHeader: true,
              cell: (o) => <Link to={`/order-details/${o.id}`}>{new Date(o.datetime).toLocaleString('en-US')}</Link>,
            },
            { key: 'eventName', header: 'Event', sortable: true, cell: (o) => o.eventName },
            { key: 'buyer' as SortKey, header: 'Buyer', cell: (o) => `${o.buyerName} (${o.purchaserEmail})` },
            { key: 'numberOfTickets', header: 'Tickets', sortable: true, align: 'end', cell: (o) => o.numberOfTickets },
            {
              key: 'totalPrice',
              header: 'Total',
              sortable: true,
              align: 'end',
              cell: (o) => formatAmount(o.totalPrice, o.currency),
            },
          ]}
          rows={query.data?.items ?? []}
          getRowKey={(o) => o.id}
          sort={sort}
          onSortChange={(key) => setSort(nextSort(sort, key))}
          emptyText={PARTNER_MESSAGES.noOrders}
        />
        {query.data && (
          <Pagination
            page={query.data.page}
            pageCount={pageCount(query.data.total, query.data.pageSize)}
            onPageChange={setPage}
            label="Registration pages"
          />
        )}
      </QueryState>
    </section>
  );
}
