// Customer support: a signed-in person's messages to it, honouring a block of support.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { supportModule } from './router';
