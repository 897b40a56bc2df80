// Page views and card clicks, and the partner's insights.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { cardClickSecret, pageViewSecret, type PageVisitor, recordCardClick, recordEventView } from './page-views';
export { PartnerInsights } from './read-model';
export { pageVisitorsPruneWorkerFactory } from './worker';
export { partnerInsightsModule } from './router';
