// A partner's API keys: the owner's routes that make, list and revoke them. Requests made with a key
// are resolved in platform/api-keys.ts.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { apiKeysModule } from './router';
export { PartnerApiKeys } from './service';
