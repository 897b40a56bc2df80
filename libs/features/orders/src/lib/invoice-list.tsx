// Invoices and credit notes as the partner portal and the console list them (the list pattern): the
// controls (a search, the kind, the period of issue days) bound to the list, and the columns: number,
// kind (a credit note names its invoice; 'Awaiting payment' while a bank transfer is due), the day of
// issue, the event with the date of supply (its days), the buyer with their VAT number, total, VAT and
// the PDF. The console adds the seller.
import './orders.css';
import type { ReactNode } from 'react';
import { dateTimeFormat, formatAmount, type TInvoiceKind, type TInvoiceSummary } from '@pavilion/domain';
import { ListFilterSelect, ListSearchBox } from '@pavilion/features-page-kit';
import { Badge, TextField, type DataTableColumn } from '@pavilion/ui';
import { INVOICE_LIST_TEXT as T } from './messages';

export type InvoiceSort = 'issuedAt' | 'number' | 'total';

/** The list of useListParams(ZInvoicesQuery) or (ZAdminInvoicesQuery), as the controls read and set it. */
export interface InvoiceListBinding {
  query: { q?: string; kind?: TInvoiceKind; from?: string; to?: string };
  setSearch(q: string | undefined): void;
  setFilters(patch: { kind?: string; from?: string; to?: string }): void;
}

/** The search (a number, a buyer's name, company or email), the kind, and the first and last day of issue. */
export function InvoiceListFilters({ list }: { list: InvoiceListBinding }) {
  return (
    <>
      <ListSearchBox list={list} label={T.search} placeholder={T.searchPlaceholder} />
      <ListFilterSelect
        list={list}
        name="kind"
        label={T.kind}
        placeholder={T.allKinds}
        options={[
          { value: 'invoice', label: T.invoices },
          { value: 'credit_note', label: T.creditNotes },
        ]}
      />
      <TextField
        label={T.issuedFrom}
        type="date"
        value={list.query.from ?? ''}
        onChange={(event) => list.setFilters({ from: event.target.value || undefined })}
      />
      <TextField
        label={T.issuedUntil}
        type="date"
        value={list.query.to ?? ''}
        onChange={(event) => list.setFilters({ to: event.target.value || undefined })}
      />
    </>
  );
}

/** The day a document was issued, as the period's filters count days (UTC). */
export const invoiceIssuedDay = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** The date of supply, the event's days as the API sends them: 'Oct 14 – 15, 2030', or one day. */
export const invoiceSupplyDays = (invoice: Pick<TInvoiceSummary, 'supplyFrom' | 'supplyTo'>) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${invoice.supplyFrom}T00:00:00Z`),
    new Date(`${invoice.supplyTo}T00:00:00Z`),
  );

/** A document's kind in words: 'Invoice', 'Credit note for P7-000012'. */
export const invoiceKindText = (invoice: Pick<TInvoiceSummary, 'kind' | 'creditedNumber'>) =>
  invoice.kind === 'credit_note' && invoice.creditedNumber
    ? T.creditNoteFor({ number: invoice.creditedNumber })
    : T.kindName({ kind: invoice.kind });

export interface InvoiceColumnsOptions<T extends TInvoiceSummary> {
  /** Where the document's PDF is: the partner's or the administrator's route. */
  pdfUrl: (invoice: T) => string;
  /** The console's: who sold (after the day of issue). */
  seller?: { header: string; cell: (invoice: T) => ReactNode };
}

export function invoiceColumns<T extends TInvoiceSummary>({
  pdfUrl,
  seller,
}: InvoiceColumnsOptions<T>): DataTableColumn<T, InvoiceSort>[] {
  return [
    { key: 'number', header: T.number, sort: 'number', rowHeader: true, nowrap: true, cell: (i) => i.number },
    {
      key: 'kind',
      header: T.kind,
      minWidth: '8rem',
      cell: (i) => (
        <span className="pv-invoice-kind">
          <span>{invoiceKindText(i)}</span>
          {i.awaitingPayment && <Badge tone="warning">{T.awaitingPayment}</Badge>}
        </span>
      ),
    },
    {
      key: 'issuedAt',
      header: T.issued,
      sort: 'issuedAt',
      nowrap: true,
      cell: (i) => <time dateTime={i.issuedAt}>{invoiceIssuedDay(i.issuedAt)}</time>,
    },
    ...(seller ? [{ key: 'seller', header: seller.header, minWidth: '8rem', cell: seller.cell }] : []),
    {
      key: 'event',
      header: T.event,
      minWidth: '10rem',
      cell: (i) => (
        <>
          {i.eventName}
          <span className="pv-invoice-supply">{T.supplied({ days: invoiceSupplyDays(i) })}</span>
        </>
      ),
    },
    {
      key: 'buyer',
      header: T.buyer,
      minWidth: '10rem',
      cell: (i) => (
        <>
          {i.buyerName}
          {i.buyerVatNumber && <span className="pv-invoice-vat">{T.vatNumber({ number: i.buyerVatNumber })}</span>}
        </>
      ),
    },
    {
      key: 'total',
      header: T.total,
      sort: 'total',
      align: 'end',
      nowrap: true,
      cell: (i) => formatAmount(i.total, i.currency),
    },
    { key: 'vat', header: T.vat, align: 'end', nowrap: true, cell: (i) => formatAmount(i.vat, i.currency) },
    {
      key: 'pdf',
      header: <span className="pv-visually-hidden">{T.download}</span>,
      nowrap: true,
      cell: (i) => (
        <a href={pdfUrl(i)} download aria-label={T.pdfOf({ number: i.number })}>
          {T.pdf}
        </a>
      ),
    },
  ];
}
