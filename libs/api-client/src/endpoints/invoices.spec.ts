import { attachmentFileName, orderInvoicePdfUrl, partnerInvoicePdfUrl } from './invoices';

describe('invoice files', () => {
  it("reads the file name an attachment's Content-Disposition gives, quoted, plain or encoded", () => {
    expect(attachmentFileName('attachment; filename="invoices-2030-01-01-2030-12-31.csv"')).toBe(
      'invoices-2030-01-01-2030-12-31.csv',
    );
    expect(attachmentFileName('attachment; filename=invoices.csv')).toBe('invoices.csv');
    expect(attachmentFileName("attachment; filename*=UTF-8''Rechnungen%20M%C3%A4rz.csv")).toBe('Rechnungen März.csv');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });

  it("builds the PDFs' addresses on the API's base, each value encoded", () => {
    expect(partnerInvoicePdfUrl('/api', 'a1')).toBe('/api/partner/invoices/a1/pdf');
    expect(orderInvoicePdfUrl('https://api.example.com/api/', 'o 1', 'i/2')).toBe(
      'https://api.example.com/api/orders/o%201/invoices/i%2F2/pdf',
    );
  });
});
