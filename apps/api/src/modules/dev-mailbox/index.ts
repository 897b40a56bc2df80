// The development mailbox (the emails the API would have sent).
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { devMailboxModule } from './router';
