// The API's health check.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { healthModule } from './router';
