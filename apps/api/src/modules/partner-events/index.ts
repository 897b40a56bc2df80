// A partner's events: drafts, versions, uploads and what the partner reads of them.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { PartnerEventReads } from './read-model';
export { partnerEventsModule } from './router';
export {
  currentVersion,
  decideEventVersion,
  draftOf,
  lockEvent,
  publishAdminChange,
  saveDraft,
  versionsOf,
} from './versions';
