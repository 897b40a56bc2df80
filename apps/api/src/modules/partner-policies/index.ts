// A partner's cancellation policies.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { partnerPoliciesModule } from './router';
