// A payout's statement as files: CSV (one row per line, then the total) and a PDF. A paid payout never
// changes, so its PDF is laid out once, on its first download, and kept in file storage; later downloads
// send the kept file (one per language it was read in). A statement not yet paid is laid out on every
// request. Both are in the language of the request that downloads them.
import { and, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  currentLanguage,
  decimalAmount,
  DEFAULT_LOCALE,
  formatAmount,
  formatIsoDay,
  type Locale,
  type TPayoutDetail,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { partners, payouts } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { renderPdf } from '../../platform/pdf';
import { CSV_OPTIONS } from '../../platform/csv';
import { STATEMENT_CSV_COLUMNS as C, STATEMENT_PDF_TEXT as T } from './messages';
import { PartnerFinances } from './read-model';

/** The statement as CSV: amounts with a point and exactly their currency's decimals (250.00 USD, 12500 JPY). */
export function statementCsv(payout: TPayoutDetail): string {
  return stringify(
    [
      ...payout.lines.map((l) => ({
        payout: payout.id,
        date: payout.paidAt?.slice(0, 10) ?? payout.payableOn,
        description: l.description,
        amount: decimalAmount(l.amount, payout.currency),
        currency: payout.currency,
      })),
      {
        payout: payout.id,
        date: payout.paidAt?.slice(0, 10) ?? payout.payableOn,
        description: T.csvTotal,
        amount: decimalAmount(payout.amount, payout.currency),
        currency: payout.currency,
      },
    ],
    {
      header: true,
      ...CSV_OPTIONS,
      columns: (['payout', 'date', 'description', 'amount', 'currency'] as const).map((key) => ({
        key,
        header: C[key],
      })),
    },
  );
}

export function statementPdf(payout: TPayoutDetail, partnerName: string): Promise<Buffer> {
  return renderPdf({ title: T.title({ payoutId: payout.id }), margin: 50 }, (doc) => {
    const money = (n: number) => formatAmount(n, payout.currency);
    doc.fontSize(10).fillColor('#555555').text(T.kicker);
    doc.moveDown(0.3).fontSize(18).fillColor('#111111').text(partnerName);
    doc.moveDown(0.3).fontSize(11);
    doc.text(T.payout({ payoutId: payout.id }));
    // The days as the reader's language writes them ('23. Nov. 2026').
    const paid = { status: payout.status, day: payout.paidAt ? formatIsoDay(payout.paidAt.slice(0, 10)) : '' };
    doc.text(payout.paidAt ? T.statusOn(paid) : T.status(paid));
    doc.text(T.payableFrom({ day: formatIsoDay(payout.payableOn) }));
    if (payout.bankAccount) doc.text(T.toAccount({ account: payout.bankAccount }));
    if (payout.reference) doc.text(T.reference({ reference: payout.reference }));
    doc.moveDown();
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    for (const line of payout.lines) {
      const y = doc.y;
      doc.text(line.description, left, y, { width: right - left - 120 });
      const after = doc.y;
      doc.text(money(line.amount), right - 120, y, { width: 120, align: 'right' });
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown(0.5).font('Helvetica-Bold');
    const y = doc.y;
    doc.text(T.total, left, y);
    doc.text(money(payout.amount), right - 120, y, { width: 120, align: 'right' });
  });
}

/**
 * Where a paid payout's PDF is kept: one file per language (English's has no language in its name). The
 * layout's version is in the name, so a file laid out before a change of layout is not sent again.
 */
const STATEMENT_LAYOUT = 2;
export const statementPdfKey = (partnerId: number, payoutId: string, language: Locale = DEFAULT_LOCALE) =>
  `statements/${partnerId}/${payoutId}.v${STATEMENT_LAYOUT}${language === DEFAULT_LOCALE ? '' : `.${language}`}.pdf`;

/** A partner's statements as PDF: the kept file of a paid payout, or laid out now (and kept once paid). */
export class StatementPdfs {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  /** The PDF of this partner's payout; another partner's (or an unknown) payout answers 404. */
  async pdf(payoutId: string): Promise<Buffer> {
    const key = statementPdfKey(this.partnerId, payoutId, currentLanguage());
    const [row] = await this.db
      .select({ status: payouts.status })
      .from(payouts)
      .where(and(eq(payouts.id, payoutId), eq(payouts.partnerId, this.partnerId)));
    const kept = row?.status === 'paid' ? await this.storage.get(key) : null;
    if (kept) return kept;
    const payout = await new PartnerFinances(this.db, this.partnerId, this.now).detail(payoutId);
    const [partner] = await this.db
      .select({ name: partners.name })
      .from(partners)
      .where(eq(partners.id, this.partnerId));
    const pdf = await statementPdf(payout, partner?.name ?? '');
    if (payout.status === 'paid') await this.storage.put(key, pdf, 'application/pdf');
    return pdf;
  }
}
