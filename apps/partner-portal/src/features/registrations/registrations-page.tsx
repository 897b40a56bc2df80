// Dashboard > Registrations: the paid orders of the partner's events, sorted on the server, filtered
// by event and by the days they were paid, with the CSV downloads of an event's orders and attendees.
// The list's page, sort and filters live in the URL (reload, share, Back/Forward).
import { eventCsvUrl, usePartnerEventsQuery, usePartnerOrdersQuery } from '@pavilion/api-client';
import { formatAmount, PARTNER_MESSAGES, ZPartnerOrdersQuery, type TPartnerOrderSummary } from '@pavilion/domain';
import { FilteredEmptyState, ListPage, SearchBox, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Select, TextField } from '@pavilion/ui';
import { orderDateColumn } from '../../components/order-date-column';
import { config } from '../../config/env';

export function RegistrationsPage() {
  useDocumentTitle('Registrations');
  const list = useListParams(ZPartnerOrdersQuery);
  const events = usePartnerEventsQuery({ pageSize: 100, sort: 'date', direction: 'desc' });
  const result = usePartnerOrdersQuery(list.args);
  const eventId = list.query.eventId;
  return (
    <ListPage
      as="section"
      title="Registrations"
      filters={
        <>
          <Select
            label="Event"
            placeholder="All events"
            value={eventId ? String(eventId) : ''}
            options={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            onChange={(e) => list.setFilters({ eventId: e.target.value || undefined })}
          />
          <TextField
            label="Paid from"
            type="date"
            value={list.query.from ?? ''}
            onChange={(e) => list.setFilters({ from: e.target.value || undefined })}
          />
          <TextField
            label="Paid until"
            type="date"
            value={list.query.to ?? ''}
            onChange={(e) => list.setFilters({ to: e.target.value || undefined })}
          />
          <SearchBox
            label="Buyer email starts with"
            placeholder="name@company.com"
            value={list.query.q}
            onSearch={list.setSearch}
          />
        </>
      }
      notice={
        <>
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
        </>
      }
      result={result}
      loadingLabel="Loading orders..."
      errorTitle={PARTNER_MESSAGES.failedToFetchOrders}
      empty={
        <FilteredEmptyState list={list} title={PARTNER_MESSAGES.noOrders} titleAs="h2" showAllLabel="Show all orders" />
      }
      pagination={{ onPageChange: list.setPage, label: 'Registration pages', noun: 'orders' }}
      table={{
        caption: 'Orders',
        sorting: list,
        columns: [
          orderDateColumn('datetime', 'Date', (o: TPartnerOrderSummary) => o.id),
          { key: 'eventName', header: 'Event', sort: 'eventName', cell: (o) => o.eventName },
          { key: 'buyer', header: 'Buyer', cell: (o) => `${o.buyerName} (${o.purchaserEmail})` },
          {
            key: 'numberOfTickets',
            header: 'Tickets',
            sort: 'numberOfTickets',
            align: 'end',
            cell: (o) => o.numberOfTickets,
          },
          {
            key: 'totalPrice',
            header: 'Total',
            sort: 'totalPrice',
            align: 'end',
            cell: (o) => formatAmount(o.totalPrice, o.currency),
          },
        ],
        getRowKey: (o) => o.id,
      }}
    />
  );
}
