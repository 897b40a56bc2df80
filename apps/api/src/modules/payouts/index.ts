// Payouts: partners' plans, balances, payout runs and statements.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { payoutBlocks } from './blocks';
export { assertPlanAllowsNewEvent, PartnerPlan } from './plans';
export { adminFinances, adminPayouts, PartnerFinances, platformRevenue, statementLines } from './read-model';
export { financesModule } from './router';
export { PayoutRun } from './service';
export { statementCsv, statementPdf, StatementPdfs } from './statement';
export { payoutWorkerFactory } from './worker';
