/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TAwaitingTransfer, TBankStatementResult } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderRoutes } from '@pavilion/features-page-kit/testing';
import BankStatementsPage from './bank-statements-page';

jest.setTimeout(30_000);

const PAID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const AGAIN = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';
const CSV = 'Date,Amount,Currency,Reference\n2030-01-02,250.00,USD,PV-7KQ2-M9XD\n2030-01-02,99.00,USD,nothing';
const RESULT: TBankStatementResult = {
  lines: 5,
  recorded: [
    { line: 1, bookedOn: '2030-01-02', reference: 'PV-7KQ2-M9XD', amount: 250, currency: 'USD', orderId: PAID },
  ],
  alreadyPaid: [
    { line: 2, bookedOn: '2030-01-02', reference: 'PV-AAAA-BBBB', amount: 80, currency: 'EUR', orderId: AGAIN },
  ],
  unmatched: [
    { line: 3, bookedOn: '2030-01-02', reference: null, amount: 99, currency: 'USD', reason: 'no_reference' },
    { line: 4, bookedOn: null, reference: 'PV-CCCC-DDDD', amount: 240, currency: 'USD', reason: 'amount_differs' },
    { line: 5, bookedOn: null, reference: 'PV-EEEE-FFFF', amount: 10, currency: 'XTS', reason: 'unknown_reference' },
  ],
};
const AWAITING: TAwaitingTransfer = {
  orderId: AGAIN,
  createdAt: '2030-06-01T10:00:00.000Z',
  event: { id: 10, name: 'FinTech Summit', timeZone: 'Europe/London' },
  partner: { id: 3, name: 'Harbour Events' },
  buyerName: 'Tim Berners-Lee',
  buyerEmail: 'tim.bl@example.com',
  companyName: 'Web Works GmbH',
  reference: 'PV-GGGG-HHHH',
  dueAt: '2030-06-08T10:00:00.000Z',
  amount: 1250,
  currency: 'EUR',
};

function renderPage(importAnswer = answer(RESULT)) {
  const api = mockApi({
    'GET /admin/bank-transfers': answer(paged([AWAITING])),
    'POST /admin/bank-statements': importAnswer,
  });
  renderRoutes([{ path: '/dashboard/bank-statements', element: <BankStatementsPage /> }], '/dashboard/bank-statements');
  return api;
}

describe('Bank statements', () => {
  it('imports a pasted CSV and shows what was recorded, already paid and not matched, with why', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank statements' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Import a bank statement' });
    expect(within(form).getByRole('radio', { name: /^CSV/ })).toBeChecked();
    await user.click(within(form).getByRole('textbox', { name: /^Statement/ }));
    await user.paste(CSV);
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/bank-statements').map((call) => call.body)).toEqual([
        { format: 'csv', content: CSV },
      ]),
    );

    const result = await screen.findByRole('region', { name: 'Result of the import' });
    expect(within(result).getByRole('status')).toHaveTextContent(
      '5 lines read: 1 recorded, 1 already paid, 3 not matched.',
    );
    const recorded = within(result).getByRole('table', { name: /^Transfers recorded by this import/ });
    const row = within(recorded).getByRole('row', { name: /PV-7KQ2-M9XD/ });
    expect(row).toHaveTextContent('250.00 USD');
    expect(within(row).getByRole('link', { name: PAID })).toHaveAttribute('href', `/order-details/${PAID}`);
    expect(within(result).getByRole('table', { name: /^Lines whose order was already paid/ })).toHaveTextContent(
      'PV-AAAA-BBBB',
    );
    const unmatched = within(result).getByRole('table', { name: /^Lines that could not be matched/ });
    expect(within(unmatched).getByRole('row', { name: /^3 / })).toHaveTextContent(
      "No payment reference in the line's text",
    );
    expect(within(unmatched).getByRole('row', { name: /^4 / })).toHaveTextContent(
      "The amount differs from the order's",
    );
    // A currency Pavilion does not sell in is written as the statement gave it.
    expect(within(unmatched).getByRole('row', { name: /^5 / })).toHaveTextContent('10.00 XTS');
  });

  it('reads an uploaded CAMT.053 file into the statement and chooses its format', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage();
    const form = await screen.findByRole('form', { name: 'Import a bank statement' });
    const xml = '<?xml version="1.0"?><Document><BkToCstmrStmt /></Document>';
    await user.upload(
      within(form).getByLabelText(/^Statement file/),
      new File([xml], 'statement-2030-01.xml', { type: 'application/xml' }),
    );
    expect(await within(form).findByText('Read statement-2030-01.xml.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^CAMT\.053/ })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: /^Statement/ })).toHaveValue(xml);
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/bank-statements').map((call) => call.body)).toEqual([
        { format: 'camt053', content: xml },
      ]),
    );
  });

  it("asks for the statement before sending, and shows the server's refusal in its words", async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage(
      answer({ error: 'The statement could not be read as CAMT053: unclosed tag', code: 'BAD_REQUEST' }, 400),
    );
    const form = await screen.findByRole('form', { name: 'Import a bank statement' });
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByText("Paste or upload the statement's content")).toBeInTheDocument();
    expect(api.callsTo('POST /admin/bank-statements')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: /^CAMT\.053/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Statement/ }), '<Document><unclosed>');
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('The statement could not be read as CAMT053: unclosed tag');
    expect(screen.queryByRole('region', { name: 'Result of the import' })).not.toBeInTheDocument();
  });

  it("lists every partner's orders awaiting their transfer, each linking to its receipt", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /^Orders awaiting their bank transfer/ });
    const row = within(table).getByRole('row', { name: /PV-GGGG-HHHH/ });
    expect(row).toHaveTextContent('Harbour Events');
    expect(row).toHaveTextContent('FinTech Summit');
    expect(within(row).getByRole('link', { name: 'PV-GGGG-HHHH' })).toHaveAttribute('href', `/order-details/${AGAIN}`);
  });
});

describe('Bank statements, in German', () => {
  inLanguage('de');

  it('names the page and the reasons in German', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoauszüge' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Kontoauszug/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('Keine Zahlungsreferenz im Text der Zeile')).toBeInTheDocument();
  });
});
