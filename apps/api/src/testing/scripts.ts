// The API as the workspace's scripts see it (tools/: benchmarks, seeders, the scale check, db-functions):
// the one file of apps/api/src they import (.dependency-cruiser.cjs, tools-through-the-scripts-entry).
// What a script needs from the API is re-exported here, so the API's folders can move without the
// scripts reaching into them. Beside the tests' harness: the product never imports it.
import path from 'node:path';

// The database: opening it, its migrations, its tables, raw SQL results and the SQL functions' files.
export { openDatabase, type Database, type DatabaseHandle, type DbOrTx } from '../db/client';
export { rowsOf } from '../db/raw-sql';
export { FUNCTIONS_DIR, readSchemaRoutines, renderFunctionFiles } from '../db/function-sources';
export {
  attendees,
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  emailOutbox,
  events,
  orders,
  partnerMembers,
  partners,
  payments,
  persons,
  tickets,
  ticketTypes,
  webhookEndpoints,
} from '../db/schema';
/** The migrations' folder, for a script that migrates a database it made (the built API migrates itself). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../db/migrations');

// Reference and demo data.
export { seedReferenceData } from '../seed/reference';
export { seedDemoVenues } from '../seed/demo-venues';
export { CANCELLATION_POLICIES, SECTOR_PROFILES } from '../seed/data/demo-content';
export { mulberry32, Random } from '../seed/data/prng';

// Platform services a script drives or reads: sessions, the simulated payment and payout providers,
// file storage, the email outbox, and an SMTP server that keeps what it is sent.
export { createSession } from '../platform/auth';
export { readRefundJournal, simulatedRefundJournal, TEST_CARDS } from '../platform/payments';
export { SimulatedPayoutProvider } from '../platform/payouts';
export { LocalStorage } from '../platform/storage';
export { enqueueEmail } from '../platform/mail/outbox';
export { startSmtpSink } from './smtp-sink';

// The modules' services, read models and limits that the benchmarks time or write through.
export { FORGOT_PASSWORD_LIMITS } from '../modules/accounts';
export { SIGN_IN_THROTTLE } from '../modules/auth';
export { durationIdFor, offersFreeCancellation, refreshEventDerived } from '../modules/events';
export { checkLedger, recordSale } from '../modules/ledger';
export { currentAgreementVersions } from '../modules/partner-account';
export { PartnerEventReads } from '../modules/partner-events';
export { PartnerInsights } from '../modules/partner-insights';
export { PartnerOrders } from '../modules/partner-orders';
export { computeRankFactors } from '../modules/ranking';
export {
  payoutBlocks,
  PartnerFinances,
  PayoutRun,
  statementCsv,
  statementPdf,
  StatementPdfs,
} from '../modules/payouts';
export {
  pruneStartedEvents,
  searchAnswer,
  searchAnswerStatement,
  readKeyword,
  wordIdsOf,
  sizeRanksOf,
  tokenShares,
} from '../modules/search';
export { ticketCode, ticketCodeKey } from '../modules/tickets';
export { WebhookDispatcher, WebhookTransport, writeMessage } from '../modules/webhooks';

// Random search requests as visitors make them (the benchmark's random mode; the search's equivalence test).
export {
  FILTER_KINDS,
  loadCatalogue,
  randomRequest,
  type Catalogue,
  type RandomRequest,
  type RequestShape,
} from './search-combinations';
