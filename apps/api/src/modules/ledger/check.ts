// The ledger check (npm run ledger:check, and the test suite after the concurrency tests): every
// transaction and every currency sums to zero, and each partner's kept balance equals minus the sum of
// its partner_payable lines.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

export interface LedgerCheck {
  ok: boolean;
  /** Per currency: the number of lines, the debits and the sum (zero when balanced), minor units. */
  currencies: Array<{ currency: string; lines: number; debitsMinor: number; sumMinor: number }>;
  /** Transactions whose lines do not sum to zero. */
  unbalancedTransactions: string[];
  /** Partners whose kept balance differs from their lines. */
  partnerMismatches: Array<{ partnerId: number; currency: string; balanceMinor: number; linesMinor: number }>;
}

export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const [currencies, unbalanced, mismatches] = await Promise.all([
    db.execute(sql`
      select currency, count(*)::int as lines,
             coalesce(sum(amount_minor) filter (where amount_minor > 0), 0)::text as debits,
             sum(amount_minor)::text as total
      from ledger_entries group by currency order by currency`),
    db.execute(sql`
      select transaction_id::text as id from ledger_entries
      group by transaction_id having sum(amount_minor) <> 0 limit 100`),
    db.execute(sql`
      select coalesce(b.partner_id, l.partner_id) as partner_id, coalesce(b.currency, l.currency) as currency,
             coalesce(b.balance_minor, 0)::text as balance, coalesce(-l.total, 0)::text as lines
      from partner_balances b
      full join (
        select partner_id, currency, sum(amount_minor) as total from ledger_entries
        where account = 'partner_payable' group by partner_id, currency
      ) l on l.partner_id = b.partner_id and l.currency = b.currency
      where coalesce(b.balance_minor, 0) <> coalesce(-l.total, 0)
      limit 100`),
  ]);
  const result: LedgerCheck = {
    currencies: rowsOf<{ currency: string; lines: number; debits: string; total: string }>(currencies).map((r) => ({
      currency: r.currency,
      lines: Number(r.lines),
      debitsMinor: Number(r.debits),
      sumMinor: Number(r.total),
    })),
    unbalancedTransactions: rowsOf<{ id: string }>(unbalanced).map((r) => r.id),
    partnerMismatches: rowsOf<{ partner_id: number; currency: string; balance: string; lines: string }>(mismatches).map(
      (r) => ({
        partnerId: Number(r.partner_id),
        currency: r.currency,
        balanceMinor: Number(r.balance),
        linesMinor: Number(r.lines),
      }),
    ),
    ok: false,
  };
  result.ok =
    result.currencies.every((c) => c.sumMinor === 0) &&
    !result.unbalancedTransactions.length &&
    !result.partnerMismatches.length;
  return result;
}
