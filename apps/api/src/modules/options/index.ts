// Option lists (countries, sectors, languages...).
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { optionsModule } from './router';
export {
  approveProposedVenueOfEvent,
  LocalPlaces,
  mergeVenue,
  placeVisibleTo,
  proposedVenueOfEvent,
  type PlaceViewer,
} from './venues';
