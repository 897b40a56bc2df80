// A partner's webhooks: endpoints and their delivery logs (router), the messages other modules write in
// the transaction of their changes (outbox, payloads), and the delivery and pruning workers.
// The public entry: other modules, the app, the workers, the seed and the scripts import only what is exported here.
export { webhooksModule } from './router';
export { PartnerWebhooks } from './service';
export { enqueueWebhook, listeningEndpoints, writeMessage } from './outbox';
export {
  orderData,
  tellDamageClaimAnswered,
  tellDocumentIssued,
  tellEvent,
  tellOfferTaken,
  tellOrders,
  tellPayoutPaid,
  tellReviewPublished,
  tellTicketCheckedIn,
  tellTicketNamed,
} from './payloads';
export {
  WebhookDispatcher,
  pruneWebhooks,
  webhookPruneWorkerFactory,
  webhookRetryDelayMs,
  webhookWorkerFactory,
} from './delivery.worker';
export { WebhookTransport } from './transport';
export { webhookSignature } from './signing';
