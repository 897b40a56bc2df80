// Page views and the partner's insights.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export {
  pageViewSecret,
  type PageVisitor,
  pageVisitorsPruneWorkerFactory,
  recordEventView,
  visitorKey,
} from './page-views';
export { PartnerInsights } from './read-model';
export { partnerInsightsModule } from './router';
