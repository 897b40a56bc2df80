// The API reference (the OpenAPI document and its page).
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { referenceModule } from './router';
