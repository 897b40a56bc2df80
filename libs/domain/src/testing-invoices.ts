// Sample invoices and credit notes for tests and stories (the testing entry re-exports them): a row of
// the partner's list, of the console's (with its seller), and a document of an order as its buyer reads
// it. Each maker takes overrides and returns fresh data.
import type { TAdminInvoiceSummary, TInvoiceSummary, TOrderDocument } from './invoices/invoice';

/** A row of GET /api/partner/invoices: a paid order's invoice to a company with a VAT number. */
export function testInvoiceSummary(overrides: Partial<TInvoiceSummary> = {}): TInvoiceSummary {
  return {
    id: '7d3c4b2a-1f0e-4d9c-8b7a-000000000001',
    kind: 'invoice',
    number: 'P7-000012',
    issuedAt: '2030-09-01T08:15:00.000Z',
    orderId: '0a1b2c3d-0000-4000-8000-000000000001',
    eventId: 5,
    eventName: 'Nordic Energy Summit',
    supplyFrom: '2030-10-14',
    supplyTo: '2030-10-15',
    buyerName: 'Fjord Analytics GmbH',
    buyerEmail: 'ada@fjord.example',
    buyerVatNumber: 'DE129273398',
    creditedNumber: null,
    currency: 'EUR',
    total: 1190,
    vat: 190,
    awaitingPayment: false,
    ...overrides,
  };
}

/** A row of GET /api/admin/invoices: the same with its seller. */
export function testAdminInvoiceSummary(overrides: Partial<TAdminInvoiceSummary> = {}): TAdminInvoiceSummary {
  return { ...testInvoiceSummary(), partnerId: 7, partnerName: 'Iberia Congress Organisers', ...overrides };
}

/** An entry of GET /api/orders/{orderId}/invoices. */
export function testOrderDocument(overrides: Partial<TOrderDocument> = {}): TOrderDocument {
  return {
    id: '7d3c4b2a-1f0e-4d9c-8b7a-000000000001',
    kind: 'invoice',
    number: 'P7-000012',
    issuedAt: '2030-09-01T08:15:00.000Z',
    supplyFrom: '2030-10-14',
    supplyTo: '2030-10-15',
    currency: 'EUR',
    total: 1190,
    ...overrides,
  };
}
