// Event search, its facets and its pruning of started events.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { projectionCopyOf, searchCopyState, type ProjectionCopy, type SearchCopyState } from './in-memory';
export { pruneStartedEvents, searchPruneWorkerFactory } from './prune.worker';
export { searchAnswer, searchAnswerStatement, sizeRanksOf, tasteOf } from './read-model';
export { searchModule } from './router';
export { readKeyword, wordIdsOf } from './plan';
export { forgetTokenShares, tokenShares } from './token-shares';
