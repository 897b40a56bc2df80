// A partner's messages to its buyers.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { partnerCommunicationsModule } from './router';
