// Paying for an order: the card charge, its idempotency and its limits.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { paymentsModule } from './router';
export { bankTransferModules } from './transfer.router';
export { awaitingTransfers, transferInstructions } from './transfer.read-model';
export { transferDueWorkerFactory } from './transfer.worker';
export { BankTransfers, expireDueTransfers, newPaymentReference, transferDueAt } from './transfer.service';
