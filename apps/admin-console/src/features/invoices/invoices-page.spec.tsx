/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { INVOICE_MESSAGES } from '@pavilion/domain';
import { inLanguage, testAdminInvoiceSummary } from '@pavilion/domain/testing';
import { paged, renderRoutes } from '@pavilion/features-page-kit/testing';
import { InvoicesPage } from './invoices-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const IBERIA = testAdminInvoiceSummary();
const HARBOUR = testAdminInvoiceSummary({
  id: '7d3c4b2a-1f0e-4d9c-8b7a-000000000009',
  number: 'P3-000001',
  partnerId: 3,
  partnerName: 'Harbour Summits',
  kind: 'credit_note',
  creditedNumber: 'P3-000000',
  currency: 'GBP',
  total: 120,
  vat: 20,
});

const routes = [{ path: '/dashboard/invoices', element: <InvoicesPage /> }];
const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

describe("the console's invoices", () => {
  it("lists every seller's documents with the seller, the buyer's VAT number and the PDF", async () => {
    mockApi({ 'GET /admin/invoices': answer(paged([IBERIA, HARBOUR])) });
    renderRoutes(routes, '/dashboard/invoices');
    await screen.findByRole('rowheader', { name: 'P7-000012' });
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();

    const iberia = within(rowOf('P7-000012'));
    expect(iberia.getByRole('link', { name: 'Iberia Congress Organisers' })).toHaveAttribute(
      'href',
      '/partner-details/7',
    );
    expect(iberia.getByText('VAT number DE129273398')).toBeInTheDocument();
    expect(iberia.getByText('€1,190.00')).toBeInTheDocument();
    expect(iberia.getByRole('link', { name: 'Download P7-000012 as PDF' })).toHaveAttribute(
      'href',
      `/api/admin/invoices/${IBERIA.id}/pdf`,
    );
    const harbour = within(rowOf('P3-000001'));
    expect(harbour.getByText('Credit note for P3-000000')).toBeInTheDocument();
    expect(harbour.getByText('£120.00')).toBeInTheDocument();
  });

  it('narrows to one seller by the URL (from a partner page or a row), named above the list, and back to all', async () => {
    const api = mockApi({
      'GET /admin/invoices': answer(paged([IBERIA, HARBOUR])),
      'GET /admin/invoices?partnerId=3': answer(paged([HARBOUR])),
    });
    const { router } = renderRoutes(routes, '/dashboard/invoices');
    await screen.findByRole('rowheader', { name: 'P7-000012' });
    const user = userEvent.setup({ delay: null });

    await user.click(within(rowOf('P3-000001')).getByRole('button', { name: 'Only Harbour Summits' }));
    await waitFor(() => expect(router.state.location.search).toBe('?partnerId=3'));
    expect(await screen.findByText('Documents of Harbour Summits')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'P7-000012' })).not.toBeInTheDocument());
    expect(within(rowOf('P3-000001')).queryByRole('button', { name: /^Only/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/invoices?partnerId=3')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show all partners' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('rowheader', { name: 'P7-000012' })).toBeInTheDocument();
  });

  it('asks for the search, the kind, the period and the sort with the seller', async () => {
    const api = mockApi({
      'GET /admin/invoices': answer(paged([HARBOUR])),
    });
    const { router } = renderRoutes(routes, '/dashboard/invoices?partnerId=3&kind=credit_note&q=harbour');
    await screen.findByRole('rowheader', { name: 'P3-000001' });
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('harbour');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('credit_note');
    expect(api.callsTo('GET /admin/invoices?q=harbour&kind=credit_note&partnerId=3')).toHaveLength(1);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=total&direction=asc&q=harbour&kind=credit_note&partnerId=3'),
    );
  });

  it("shows the server's refusal of a period in its words", async () => {
    mockApi({
      'GET /admin/invoices': answer(
        { error: INVOICE_MESSAGES.periodOrder, code: 'VALIDATION', fields: { to: INVOICE_MESSAGES.periodOrder } },
        400,
      ),
    });
    renderRoutes(routes, '/dashboard/invoices?from=2030-09-30&to=2030-09-01');
    expect(await screen.findByText('Failed to fetch invoices')).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.periodOrder)).toBeInTheDocument();
  });
});

describe("the console's invoices in German", () => {
  inLanguage('de');

  it('names the columns, the kinds, the date of supply and the amounts in German', async () => {
    mockApi({ 'GET /admin/invoices': answer(paged([IBERIA, HARBOUR])) });
    renderRoutes(routes, '/dashboard/invoices');
    await screen.findByRole('rowheader', { name: 'P7-000012' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rechnungen und Gutschriften' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Verkäufer' })).toBeInTheDocument();
    expect(within(rowOf('P3-000001')).getByText('Gutschrift zu P3-000000')).toBeInTheDocument();
    expect(within(rowOf('P7-000012')).getByText('1.190,00 €')).toBeInTheDocument();
    expect(within(rowOf('P7-000012')).getByText(/^Leistung: 14\.\s*–\s*15\.10\.2030$/)).toBeInTheDocument();
    expect(within(rowOf('P7-000012')).getByRole('link', { name: 'P7-000012 als PDF herunterladen' })).toBeVisible();
  });
});
