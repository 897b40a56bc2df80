// npm run ledger:check: proves the books balance on the database the API is configured with
// (DATABASE_URL, or the embedded database in DATA_DIR: stop the server first). Exits 1 when any
// transaction or currency does not sum to zero, a partner's balance differs from its lines, a line
// owed to a partner is neither unsettled nor in a payout (or both), a statement differs from its payout,
// a refund gave back the wrong share of the platform's fee, or an order of a cancelled event kept money.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkLedger } from '../modules/ledger';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await handle.migrate(config.migrationsDir);
    const result = await checkLedger(handle.db);
    for (const c of result.currencies) {
      console.log(`${c.currency}: ${c.lines} lines, debits ${c.debitsMinor}, sum ${c.sumMinor} (minor units)`);
    }
    if (!result.currencies.length) console.log('The ledger has no lines yet.');
    for (const id of result.unbalancedTransactions) console.error(`Transaction ${id} does not sum to zero`);
    for (const m of result.partnerMismatches) {
      console.error(
        `Partner ${m.partnerId} ${m.currency}: balance ${m.balanceMinor}, its lines say ${m.linesMinor} (minor units)`,
      );
    }
    for (const id of result.settlementMismatches) {
      console.error(`Ledger line ${id} owed to a partner is not exactly once unsettled or in a payout`);
    }
    for (const key of result.eventSumMismatches)
      console.error(`Owed per event ${key} differs from its unsettled lines`);
    for (const id of result.statementMismatches)
      console.error(`Payout ${id}: its statement does not sum to its amount`);
    for (const id of result.feeBackMismatches)
      console.error(`Order ${id}: a refund gave back a share of the platform's fee other than the documented one`);
    for (const id of result.keptOrdersOfCancelledEvents)
      console.error(`Order ${id}: its event was cancelled, but not all of its payment is being refunded`);
    console.log(result.ok ? 'The ledger balances.' : 'The ledger does NOT balance.');
    if (!result.ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
