// Checking tickets in at the door.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { checkInsModule } from './router';
