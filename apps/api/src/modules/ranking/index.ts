// The recommended sort's ranking: card clicks and each upcoming event's factors and score.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { computeRankFactors, rankFactorsOf } from './service';
export { rankingModule } from './router';
export { rankingWorkerFactory, RANK_EVERY_MS } from './worker';
