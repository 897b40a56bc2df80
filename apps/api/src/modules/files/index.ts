// Files served by id (event images, partner documents, damage photos).
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { filesModule } from './router';
