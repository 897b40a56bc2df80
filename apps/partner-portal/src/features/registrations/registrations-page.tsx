// Dashboard > Registrations: the paid orders of the partner's events, sorted on the server, filtered
// by event and by the days they were paid, with the CSV downloads of an event's orders and attendees;
// above them, while there are some, the orders awaiting their bank transfer.
// The list's page, sort and filters live in the URL (reload, share, Back/Forward).
import { eventCsvUrl, usePartnerOrdersQuery } from '@pavilion/api-client';
import {
  formatAmount,
  numberFormat,
  PARTNER_MESSAGES,
  ZPartnerOrdersQuery,
  type TPartnerOrderSummary,
} from '@pavilion/domain';
import { ListPage, useDocumentTitle, useListParams, ListSearchBox } from '@pavilion/features-page-kit';
import { TextField } from '@pavilion/ui';
import { AwaitingTransfers } from '../../components/awaiting-transfers';
import { EventPicker } from '../../components/event-picker';
import { orderDateColumn } from '../../components/order-date-column';
import { config } from '../../config/env';
import { REGISTRATIONS_TEXT as T } from './messages';

export function RegistrationsPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZPartnerOrdersQuery);
  const result = usePartnerOrdersQuery(list.args);
  const eventId = list.query.eventId;
  return (
    <ListPage
      as="section"
      title={T.title}
      intro={<AwaitingTransfers eventId={eventId === undefined ? undefined : Number(eventId)} />}
      filters={
        <>
          <EventPicker
            label={T.event}
            placeholder={T.allEvents}
            value={eventId === undefined ? undefined : Number(eventId)}
            onChange={(id) => list.setFilters({ eventId: id === undefined ? undefined : String(id) })}
          />
          <TextField
            label={T.paidFrom}
            type="date"
            value={list.query.from ?? ''}
            onChange={(e) => list.setFilters({ from: e.target.value || undefined })}
          />
          <TextField
            label={T.paidUntil}
            type="date"
            value={list.query.to ?? ''}
            onChange={(e) => list.setFilters({ to: e.target.value || undefined })}
          />
          <ListSearchBox list={list} label={T.buyerEmail} placeholder={T.emailPlaceholder} />
        </>
      }
      notice={
        <>
          {eventId && (
            <p className="pv-partner-toolbar">
              <a href={eventCsvUrl(config.apiUrl, Number(eventId), 'orders')} download>
                {T.downloadOrders}
              </a>
              <a href={eventCsvUrl(config.apiUrl, Number(eventId), 'attendees')} download>
                {T.downloadAttendees}
              </a>
            </p>
          )}
        </>
      }
      result={result}
      loadingLabel={T.loadingOrders}
      errorTitle={PARTNER_MESSAGES.failedToFetchOrders}
      filteredEmpty={{ title: PARTNER_MESSAGES.noOrders, showAllLabel: T.showAllOrders }}
      list={list}
      pagination={{ label: T.pages, kind: 'orders' }}
      table={{
        caption: T.orders,
        columns: [
          orderDateColumn('datetime', T.date, (o: TPartnerOrderSummary) => o.id),
          { key: 'eventName', header: T.event, sort: 'eventName', cell: (o) => o.eventName },
          {
            key: 'buyer',
            header: T.buyer,
            cell: (o) => T.nameAndEmail({ name: o.buyerName, email: o.purchaserEmail }),
          },
          {
            key: 'numberOfTickets',
            header: T.tickets,
            sort: 'numberOfTickets',
            align: 'end',
            cell: (o) => numberFormat().format(o.numberOfTickets),
          },
          {
            key: 'totalPrice',
            header: T.total,
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
