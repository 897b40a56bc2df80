// A PDF from pdfkit drawing calls, as one Buffer.
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: title, Author: 'Pavilion Events Ltd' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Who sends Pavilion's letters and signs its contracts. */
export const PAVILION_COMPANY = {
  name: 'Pavilion Events Ltd',
  addressLines: ['1 Pavilion Yard, Shoreditch High Street', 'London E1 6JE', 'United Kingdom'],
  supportEmail: 'partners@pavilion.example',
} as const;

/** '3 June 2025' */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
