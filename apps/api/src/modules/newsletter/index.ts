// The newsletter sign-up.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { NEWSLETTER_LIMITS } from './limits';
export { newsletterModule } from './router';
