/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { INVOICE_MESSAGES } from '@pavilion/domain';
import { inLanguage, testInvoiceSummary } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { InvoicesPage } from './invoices-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const INVOICE = testInvoiceSummary({ awaitingPayment: true });
const CREDIT_NOTE = testInvoiceSummary({
  id: '7d3c4b2a-1f0e-4d9c-8b7a-000000000002',
  kind: 'credit_note',
  number: 'P7-000013',
  creditedNumber: 'P7-000012',
  issuedAt: '2030-09-03T10:00:00.000Z',
  buyerName: 'Ada Lovelace',
  buyerVatNumber: null,
  total: 595,
  vat: 95,
});

const routes = [{ path: '/dashboard/invoices', element: <InvoicesPage /> }];

function listed() {
  return mockApi({
    'GET /partner/invoices': answer(paged([INVOICE, CREDIT_NOTE], { total: 2 })),
    'GET /partner/invoices?q=fjord': answer(paged([INVOICE])),
    'GET /partner/invoices?q=fjord&kind=credit_note': answer(paged([])),
    'GET /partner/invoices?sort=number&direction=asc': answer(paged([INVOICE, CREDIT_NOTE])),
    'GET /partner/invoices?sort=number&direction=asc&from=2030-09-02&to=2030-09-30': answer(paged([CREDIT_NOTE])),
  });
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

describe("the partner's invoices", () => {
  it('lists each document with its kind, day, event and date of supply, buyer and VAT number, total, VAT and PDF', async () => {
    listed();
    renderPartnerPage(routes, '/dashboard/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices and credit notes' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'P7-000012' });

    const invoice = within(rowOf('P7-000012'));
    expect(invoice.getByText('Invoice')).toBeInTheDocument();
    expect(invoice.getByText('Awaiting payment')).toBeInTheDocument();
    expect(invoice.getByText('Sep 1, 2030')).toBeInTheDocument();
    expect(invoice.getByText('Nordic Energy Summit')).toBeInTheDocument();
    // The date of supply: the event's days.
    expect(invoice.getByText(/^Supplied Oct 14\s*–\s*15, 2030$/)).toBeInTheDocument();
    expect(invoice.getByText('Fjord Analytics GmbH')).toBeInTheDocument();
    expect(invoice.getByText('VAT number DE129273398')).toBeInTheDocument();
    expect(invoice.getByText('€1,190.00')).toBeInTheDocument();
    expect(invoice.getByText('€190.00')).toBeInTheDocument();
    expect(invoice.getByRole('link', { name: 'Download P7-000012 as PDF' })).toHaveAttribute(
      'href',
      `/api/partner/invoices/${INVOICE.id}/pdf`,
    );

    const credit = within(rowOf('P7-000013'));
    expect(credit.getByText('Credit note for P7-000012')).toBeInTheDocument();
    expect(credit.queryByText('Awaiting payment')).not.toBeInTheDocument();
    expect(credit.queryByText(/VAT number/)).not.toBeInTheDocument();
    expect(credit.getByText('€595.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 documents')).toBeInTheDocument();
  });

  it('keeps the search, the kind, the period and the sort in the URL and asks the server for them', async () => {
    const api = listed();
    const { router } = renderPartnerPage(routes, '/dashboard/invoices');
    await screen.findByRole('rowheader', { name: 'P7-000012' });
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'fjord{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=fjord'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'P7-000013' })).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Credit notes');
    await waitFor(() => expect(router.state.location.search).toBe('?q=fjord&kind=credit_note'));
    expect(await screen.findByText('No invoices or credit notes match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all invoices and credit notes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(await screen.findByRole('button', { name: /^Number/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=number&direction=asc'));
    expect(api.callsTo('GET /partner/invoices?sort=number&direction=asc')).not.toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2030-09-02' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=number&direction=asc&from=2030-09-02'));
    fireEvent.change(screen.getByLabelText('Issued until'), { target: { value: '2030-09-30' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=number&direction=asc&from=2030-09-02&to=2030-09-30'),
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'P7-000012' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'P7-000013' })).toBeInTheDocument();
    // The period chosen for the list is the export's.
    expect(screen.getByLabelText(/^First day/)).toHaveValue('2030-09-02');
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2030-09-30');
  });

  it("shows the server's refusal of a list query in its words", async () => {
    mockApi({
      'GET /partner/invoices?from=2030-09-30&to=2030-09-01': answer(
        { error: INVOICE_MESSAGES.periodOrder, code: 'VALIDATION', fields: { to: INVOICE_MESSAGES.periodOrder } },
        400,
      ),
    });
    renderPartnerPage(routes, '/dashboard/invoices?from=2030-09-30&to=2030-09-01');
    expect(await screen.findByText('Your invoices could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.periodOrder)).toBeInTheDocument();
  });
});

describe("the partner's CSV export", () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:invoices');
  const revokeObjectURL = jest.fn();
  let clicked: Array<{ href: string; download: string }>;
  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  async function exportPeriod(from: string, to: string) {
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByLabelText(/^First day/);
    const last = screen.getByLabelText(/^Last day/);
    await user.clear(first);
    await user.type(first, from);
    await user.clear(last);
    await user.type(last, to);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  }

  it('downloads the CSV of the period the server sends, under the name it gives', async () => {
    const csv = 'Number,Type\r\nP7-000012,Invoice\r\n';
    const api = mockApi({
      'GET /partner/invoices': answer(paged([INVOICE])),
      'GET /partner/invoices/export?from=2030-01-01&to=2030-12-31': () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="invoices-2030-01-01-2030-12-31.csv"',
          },
        }),
    });
    renderPartnerPage(routes, '/dashboard/invoices');
    await exportPeriod('2030-01-01', '2030-12-31');
    expect(await screen.findByText('Downloaded invoices-2030-01-01-2030-12-31.csv.')).toBeInTheDocument();
    expect(api.callsTo('GET /partner/invoices/export?from=2030-01-01&to=2030-12-31')).toHaveLength(1);
    expect(clicked).toEqual([{ href: 'blob:invoices', download: 'invoices-2030-01-01-2030-12-31.csv' }]);
    expect(await textOf(createObjectURL.mock.calls[0]![0])).toBe(csv);
  });

  it('refuses a period over a year or reversed at the field, asking nothing', async () => {
    const api = mockApi({ 'GET /partner/invoices': answer(paged([INVOICE])) });
    renderPartnerPage(routes, '/dashboard/invoices');
    await exportPeriod('2029-01-01', '2030-06-30');
    expect(await screen.findByText(INVOICE_MESSAGES.exportPeriod)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last day/)).toHaveAccessibleDescription(
      expect.stringContaining(INVOICE_MESSAGES.exportPeriod),
    );
    expect(api.calls.filter((call) => call.path.startsWith('/partner/invoices/export'))).toEqual([]);
    expect(clicked).toEqual([]);
  });

  it("shows the server's refusal in its words and downloads nothing", async () => {
    mockApi({
      'GET /partner/invoices': answer(paged([INVOICE])),
      'GET /partner/invoices/export?from=2030-01-01&to=2030-03-31': answer(
        { error: 'Too many exports: please wait a minute and try again.', code: 'RATE_LIMITED' },
        429,
      ),
    });
    renderPartnerPage(routes, '/dashboard/invoices');
    await exportPeriod('2030-01-01', '2030-03-31');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was exported');
    expect(alert).toHaveTextContent('Too many exports: please wait a minute and try again.');
    expect(clicked).toEqual([]);
  });
});

describe("the partner's invoices in German", () => {
  inLanguage('de');

  it('names the list, its controls and the export in German', async () => {
    mockApi({ 'GET /partner/invoices': answer(paged([INVOICE])) });
    renderPartnerPage(routes, '/dashboard/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnungen und Gutschriften' })).toBeInTheDocument();
    expect(within(await screen.findByRole('row', { name: /P7-000012/ })).getByText('Zahlung ausstehend')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Rechnungen durchsuchen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Art' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'CSV exportieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
  });
});
