// The API as the workspace's scripts see it (tools/: benchmarks, seeders, the scale check, db-functions),
// imported as @pavilion/api-testing/scripts: the one file of the API they import (.dependency-cruiser.cjs,
// tools-through-the-scripts-entry). It exports what the scripts use and nothing more, so the API's
// folders can move without the scripts reaching into them. Beside the tests' harness, outside the
// product's source: the product never imports it, and the API's bundle fails if it does (build.mjs).
import path from 'node:path';

// The database: opening it, its migrations, its tables, raw SQL results and the SQL functions' files.
export { openDatabase, type Database, type DatabaseHandle, type DbOrTx } from '../src/db/client';
export { rowsOf } from '../src/db/raw-sql';
export { FUNCTIONS_DIR, readSchemaRoutines, renderFunctionFiles } from '../src/db/function-sources';
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
} from '../src/db/schema';
/** The migrations' folder, for a script that migrates a database it made (the built API migrates itself). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../src/db/migrations');

// Reference and demo data.
export { seedReferenceData } from '../src/seed/reference';
export { seedDemoVenues } from '../src/seed/demo-venues';
export { CANCELLATION_POLICIES, SECTOR_PROFILES } from '../src/seed/data/demo-content';
export { mulberry32, Random } from '../src/seed/data/prng';

// Platform services a script drives or reads: sessions, the simulated payment and payout providers,
// file storage, the email outbox, and an SMTP server that keeps what it is sent.
export { createSession } from '../src/platform/auth';
export { readRefundJournal, simulatedRefundJournal, TEST_CARDS } from '../src/platform/payments';
export { SimulatedPayoutProvider } from '../src/platform/payouts';
export { LocalStorage } from '../src/platform/storage';
export { enqueueEmail } from '../src/platform/mail/outbox';
export { startSmtpSink } from './smtp-sink';

// The modules' services, read models and limits that the benchmarks time or write through.
export { FORGOT_PASSWORD_LIMITS } from '../src/modules/accounts';
export { SIGN_IN_THROTTLE } from '../src/modules/auth';
export { durationIdFor, offersFreeCancellation, refreshEventDerived } from '../src/modules/events';
export { checkLedger, recordSale } from '../src/modules/ledger';
export { currentAgreementVersions } from '../src/modules/partner-account';
export { PartnerEventReads } from '../src/modules/partner-events';
export { PartnerInsights } from '../src/modules/partner-insights';
export { PartnerOrders } from '../src/modules/partner-orders';
export { computeRankFactors } from '../src/modules/ranking';
export {
  payoutBlocks,
  PartnerFinances,
  PayoutRun,
  statementCsv,
  statementPdf,
  StatementPdfs,
} from '../src/modules/payouts';
export {
  pruneStartedEvents,
  searchAnswer,
  searchAnswerStatement,
  readKeyword,
  wordIdsOf,
  sizeRanksOf,
  tokenShares,
} from '../src/modules/search';
export { ticketCode, ticketCodeKey } from '../src/modules/tickets';
export { WebhookDispatcher, WebhookTransport, writeMessage } from '../src/modules/webhooks';

// Random search requests as visitors make them (the benchmark's random mode; the search's equivalence test).
export { FILTER_KINDS, loadCatalogue, randomRequest, type RandomRequest } from './search-combinations';
