// Events as buyers read them, their derived columns and their published snapshot.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { durationIdFor, offersFreeCancellation, refreshEventDerived } from './derived';
export { cardsJson, EventReadModel, fileUrl, isPublicEvent } from './read-model';
export { eventsModule } from './router';
export { EVENT_SCHEDULE_COLUMNS } from './schedule';
export { applySnapshot, liveSnapshot, snapshotColumns } from './snapshot';
