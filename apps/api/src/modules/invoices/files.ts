// A document as files: its PDF (laid out from the row as issued, in the reader's language; the row
// never changes, so the same document always prints the same figures) and a period's CSV for the
// partner's accounting (one row per document, in the language of the request).
import { stringify } from 'csv-stringify/sync';
import {
  formatAmount,
  formatIsoDay,
  formatVatRate,
  decimalAmount,
  fromMinor,
  invoiceNumberText,
  localizedCountryName,
  supplyDiffersFromIssue,
  vatIncludedMinor,
  VAT_EXEMPT_REASON_LABELS,
  type TCurrencyCode,
  type TInvoiceLine,
} from '@pavilion/domain';
import { renderPdf, type Pdf } from '../../platform/pdf';
import { CSV_OPTIONS } from '../../platform/csv';
import { INVOICE_CSV as C, INVOICE_KINDS_TEXT as K, INVOICE_PDF as W } from './messages';
import type { InvoiceDocument, InvoiceRow, PeriodDocument } from './read-model';

const day = (at: Date) => formatIsoDay(at.toISOString().slice(0, 10));

function lineText(line: TInvoiceLine): string {
  switch (line.kind) {
    case 'ticket':
      return W.ticketLine({ name: line.description });
    case 'extra':
      return W.extraLine({ name: line.description });
    case 'discount':
      return W.discountLine({ code: line.description });
    case 'damage':
      return W.damageLine({ description: line.description });
  }
}

function vatNote(row: InvoiceRow): string {
  return row.vatRate !== null
    ? W.pricesIncludeVat({ rate: formatVatRate(Number(row.vatRate)) })
    : W.vatNotApplied({ reason: VAT_EXEMPT_REASON_LABELS[row.vatExemptReason ?? 'not_stated'] });
}

function party(doc: Pdf, heading: string, lines: Array<string | null>, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#555555').text(heading.toUpperCase(), x, y, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#111111');
  for (const line of lines) if (line) doc.text(line, x, doc.y, { width });
  return doc.y;
}

/** The document's PDF: seller and buyer, the lines with their VAT, the totals, and how it is paid. */
export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const row = document.invoice;
  const number = invoiceNumberText(row.partnerId, row.number);
  const isCredit = row.kind === 'credit_note';
  const title = isCredit ? W.creditNote : W.invoice;
  const currency = row.currency as TCurrencyCode;
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), currency);
  return renderPdf({ title: `${title} ${number}`, margin: 50 }, (doc) => {
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(title, left, doc.y);
    doc.font('Helvetica').fontSize(10).moveDown(0.3);
    doc.text(`${W.number}: ${number}`);
    doc.text(`${W.issued({ kind: row.kind })}: ${day(row.issuedAt)}`);
    doc.text(`${W.order}: ${row.orderId}`);
    doc.text(`${W.event}: ${document.eventName}`);
    // VAT's date of supply (the event's days), where it is not the day of issue.
    const { supplyFrom, supplyTo } = document.supply;
    if (supplyDiffersFromIssue(row.issuedAt.toISOString(), document.supply))
      doc.text(
        supplyFrom === supplyTo
          ? W.supplyDay({ date: formatIsoDay(supplyFrom) })
          : W.supplyDays({ from: formatIsoDay(supplyFrom), to: formatIsoDay(supplyTo) }),
      );
    if (isCredit && document.creditedNumber !== null && document.creditedIssuedAt)
      doc.text(
        W.credits({
          number: invoiceNumberText(row.partnerId, document.creditedNumber),
          date: day(document.creditedIssuedAt),
        }),
      );
    doc.moveDown();
    const top = doc.y;
    const half = width / 2 - 10;
    const seller = row.seller;
    const afterSeller = party(
      doc,
      W.seller,
      [
        seller.name,
        seller.address,
        seller.countryCode ? localizedCountryName(seller.countryCode, seller.country) : seller.country,
        seller.vatNumber ? W.vatNumber({ number: seller.vatNumber }) : null,
        seller.registrationNumber ? W.registrationNumber({ number: seller.registrationNumber }) : null,
        seller.email,
      ],
      left,
      top,
      half,
    );
    const buyer = row.buyer;
    const afterBuyer = party(
      doc,
      W.buyer,
      [
        buyer.name,
        buyer.name !== buyer.personName ? buyer.personName : null,
        buyer.address,
        buyer.countryCode ? localizedCountryName(buyer.countryCode) : null,
        buyer.vatNumber ? W.vatNumber({ number: buyer.vatNumber }) : null,
        buyer.reference ? W.reference({ reference: buyer.reference }) : null,
        buyer.email,
      ],
      left + half + 20,
      top,
      half,
    );
    doc.y = Math.max(afterSeller, afterBuyer);
    doc.moveDown(0.5).fontSize(8).fillColor('#555555').text(W.agent, left, doc.y, { width });
    doc.moveDown().fontSize(10).fillColor('#111111');

    // The lines: description, quantity, unit price without VAT, VAT rate, VAT, amount (VAT included).
    const cols = [
      { at: left, width: width - 330, align: 'left' as const },
      { at: right - 330, width: 30, align: 'right' as const },
      { at: right - 295, width: 80, align: 'right' as const },
      { at: right - 210, width: 45, align: 'right' as const },
      { at: right - 160, width: 70, align: 'right' as const },
      { at: right - 85, width: 85, align: 'right' as const },
    ];
    const rowOf = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      let bottom = y;
      cells.forEach((cell, i) => {
        doc.text(cell, cols[i].at, y, { width: cols[i].width, align: cols[i].align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
    };
    rowOf([W.description, W.quantity, W.unitNet, W.vatRate, W.vat, W.amount], true);
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(right, doc.y - 2)
      .strokeColor('#cccccc')
      .stroke();
    const rate = row.vatRate === null ? null : Number(row.vatRate);
    for (const line of row.lines)
      rowOf([
        lineText(line),
        String(line.quantity),
        money(line.unitMinor - vatIncludedMinor(line.unitMinor, rate)),
        formatVatRate(rate ?? 0),
        money(line.vatMinor),
        money(line.amountMinor),
      ]);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
    doc.moveDown(0.5);

    const total = (label: string, minor: number, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, right - 300, y, { width: 210, align: 'right' });
      doc.text(money(minor), right - 85, y, { width: 85, align: 'right' });
    };
    total(W.netTotal, row.totalMinor - row.vatMinor);
    if (row.vatRate !== null) total(W.vatTotal({ rate: formatVatRate(Number(row.vatRate)) }), row.vatMinor);
    total(isCredit ? W.creditTotal : W.total, row.totalMinor, true);
    doc.font('Helvetica').moveDown().text(vatNote(row), left, doc.y, { width });

    if (!isCredit) {
      doc.moveDown(0.5);
      if (row.payment && document.orderStatus === 'awaiting_payment') {
        const p = row.payment;
        doc.font('Helvetica-Bold').text(W.payByTransfer({ date: day(new Date(p.dueAt)) }), left, doc.y, { width });
        doc.font('Helvetica');
        doc.text(W.paymentReference({ reference: p.reference }));
        doc.text(W.accountName({ name: p.accountName }));
        doc.text(W.iban({ iban: p.iban }));
        doc.text(W.bic({ bic: p.bic }));
        if (p.bankName) doc.text(W.bank({ name: p.bankName }));
      } else if (row.damageClaimId) {
        doc.text(W.paid({ date: day(row.issuedAt) }), left, doc.y, { width });
      } else if (document.paidAt) {
        doc.text(W.paid({ date: day(document.paidAt) }), left, doc.y, { width });
      }
    }
  });
}

/**
 * A period's documents as CSV: one row each, amounts in major units with a point and all of their
 * currency's decimals (34.20 EUR, 1500 JPY), the issue day as YYYY-MM-DD (UTC, as the PDF prints it)
 * and the date of supply as the event's first and last day (YYYY-MM-DD, in the event's time zone).
 */
export function invoicesCsv(documents: readonly PeriodDocument[]): string {
  const amount = (minor: number, currency: TCurrencyCode) => decimalAmount(fromMinor(minor, currency), currency);
  const numberOf = new Map(documents.map(({ invoice: r }) => [r.id, invoiceNumberText(r.partnerId, r.number)]));
  const columns = [
    'number',
    'kind',
    'issuedAt',
    'supplyFrom',
    'supplyTo',
    'credits',
    'orderId',
    'event',
    'buyer',
    'buyerEmail',
    'buyerVatNumber',
    'buyerCountry',
    'reference',
    'currency',
    'net',
    'vatRate',
    'vat',
    'total',
    'vatNote',
  ] as const;
  return stringify(
    documents.map(({ invoice: r, eventName, supply }) => ({
      number: numberOf.get(r.id),
      kind: K[r.kind],
      issuedAt: r.issuedAt.toISOString().slice(0, 10),
      supplyFrom: supply.supplyFrom,
      supplyTo: supply.supplyTo,
      credits: r.creditedInvoiceId ? (numberOf.get(r.creditedInvoiceId) ?? r.creditedInvoiceId) : '',
      orderId: r.orderId,
      event: eventName,
      buyer: r.buyer.name,
      buyerEmail: r.buyer.email,
      buyerVatNumber: r.buyer.vatNumber ?? '',
      buyerCountry: r.buyer.countryCode ?? '',
      reference: r.buyer.reference ?? '',
      currency: r.currency,
      net: amount(r.totalMinor - r.vatMinor, r.currency),
      vatRate: r.vatRate === null ? '' : String(Number(r.vatRate)),
      vat: amount(r.vatMinor, r.currency),
      total: amount(r.totalMinor, r.currency),
      vatNote: r.vatRate === null ? VAT_EXEMPT_REASON_LABELS[r.vatExemptReason ?? 'not_stated'] : '',
    })),
    {
      header: true,
      ...CSV_OPTIONS,
      columns: columns.map((key) => ({ key, header: C[key] })),
    },
  );
}
