// The ledger: what every sale, refund, fee and damage charge posts, and its consistency check.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { checkLedger } from './check';
export {
  feeRateFor,
  nextFeeRateFor,
  ledgerOfOrder,
  postLedgerTransaction,
  recordDamageCharge,
  recordRefundTransfers,
  recordRefunds,
  recordSale,
  recordTransferDue,
  recordTransferSettled,
  ticketAmountsOfOrders,
} from './service';
