// A PDF from pdfkit drawing calls, as one Buffer: the tickets, the payout statements, the partner's
// contract and address letter, and the demo documents are all laid out through this.
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** The page of a document: A4 with a 64-point margin unless said otherwise. */
export interface PdfPage {
  title: string;
  size?: 'A4' | 'A5';
  margin?: number;
}

export function renderPdf(page: PdfPage, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: page.size ?? 'A4',
      margin: page.margin ?? 64,
      info: { Title: page.title, Author: 'Pavilion Events Ltd' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
