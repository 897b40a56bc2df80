// A payout statement's CSV writes each amount with exactly its currency's decimals (a point, no
// grouping), so an accountant's import reads 34.20 EUR and 12500 JPY as the statement says them.
import type { TPayoutDetail } from '@pavilion/domain';
import { statementCsv } from './statement';

const payout = (currency: TPayoutDetail['currency'], lines: Array<[string, number]>): TPayoutDetail => ({
  id: '0b4cf6f2-8a55-4c57-9d0f-3a1e2a9b7c10',
  status: 'paid',
  amount: lines.reduce((sum, [, amount]) => sum + amount, 0),
  currency,
  payableOn: '2026-11-20',
  bankAccount: '****4321',
  events: ['Summit'],
  eventCount: 1,
  paidAt: '2026-11-21T09:30:00.000Z',
  failureMessage: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  reference: 'po_1',
  lines: lines.map(([description, amount]) => ({ kind: 'sales', description, eventId: 1, amount })),
});

const rows = (csv: string) => csv.trim().split('\n').slice(1);

describe("a payout statement's CSV", () => {
  it("writes a yen statement's amounts without decimals", () => {
    const csv = statementCsv(
      payout('JPY', [
        ['Ticket sales: Summit', 12_500],
        ['Platform fee', -1_250],
      ]),
    );
    expect(rows(csv)).toEqual([
      `${payout('JPY', []).id},2026-11-21,Ticket sales: Summit,12500,JPY`,
      `${payout('JPY', []).id},2026-11-21,Platform fee,-1250,JPY`,
      `${payout('JPY', []).id},2026-11-21,Payout total,11250,JPY`,
    ]);
  });

  it('writes a euro statement with two decimals, the day as a day', () => {
    const csv = statementCsv(
      payout('EUR', [
        ['Ticket sales: Summit', 34.2],
        ['Refunds', -5],
      ]),
    );
    expect(rows(csv).map((r) => r.split(',').slice(1))).toEqual([
      ['2026-11-21', 'Ticket sales: Summit', '34.20', 'EUR'],
      ['2026-11-21', 'Refunds', '-5.00', 'EUR'],
      ['2026-11-21', 'Payout total', '29.20', 'EUR'],
    ]);
  });

  it('still writes a text that a spreadsheet would run as a formula with a leading apostrophe (a bare number is none)', () => {
    const csv = statementCsv(
      payout('EUR', [
        ['=HYPERLINK("x")', 1],
        ['-2+3', 2],
        ['-7', 3],
      ]),
    );
    expect(rows(csv).map((r) => r.split(',')[2])).toEqual(['"\'=HYPERLINK(""x"")"', "'-2+3", '-7', 'Payout total']);
  });
});
