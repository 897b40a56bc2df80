// The newsletter: its sign-up with double opt-in, its one-click unsubscribe, and the monthly send.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { NEWSLETTER_LIMITS } from './limits';
export { newsletterModule } from './router';
export { newsletterMonth, newsletterWorkerFactory, sendNewsletters, NEWSLETTER_TEMPLATE } from './send.worker';
