// Reviews of events: writing, moderation, standing and ratings.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { checkContent, withRepeat } from './content-check';
export { PartnerReviews } from './partner.service';
export { hasOpenReports, openReportsOf, ReviewReports } from './reports.service';
export { reviewsModules } from './router';
export { AttendeeReviews } from './service';
export { refreshRatings, strikesOf, strikeView, subscoreColumns, subscoresOf, toStatus, toStored } from './shared';
export { reviewsWorkerFactory } from './worker';
