// A PDF from pdfkit drawing calls, as one Buffer: the tickets, the payout statements, the partner's
// contract and address letter, and the demo documents are all laid out through this. A document's
// words are messages read in the current language (the request's, or in a worker the recipient's).
import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** The page of a document: A4 with a 64-point margin unless said otherwise. */
export interface PdfPage {
  title: string;
  size?: 'A4' | 'A5';
  margin?: number;
}

/**
 * The standard PDF fonts write Windows-1252, which lacks the narrow and thin no-break spaces French
 * puts before '!', '?', ':' and in numbers ('1 234,50 €'): they are drawn as the no-break space.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202f\u2009\u2007]/g, '\u00a0');
}

/** pdfkit, loaded at the first document: most requests and most test files make none. */
let pdfkit: Promise<typeof PDFDocument> | null = null;

export async function renderPdf(page: PdfPage, draw: (doc: Pdf) => void): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  const Document = await pdfkit;
  return new Promise((resolve, reject) => {
    const doc = new Document({
      size: page.size ?? 'A4',
      margin: page.margin ?? 64,
      info: { Title: page.title, Author: 'Pavilion Events Ltd' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
    (doc as unknown as { text: (...args: unknown[]) => Pdf }).text = (value: unknown, ...rest: unknown[]) =>
      text(typeof value === 'string' ? pdfText(value) : value, ...rest);
    draw(doc);
    doc.end();
  });
}
