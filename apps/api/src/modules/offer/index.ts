// The home page's offer: the one in force for buyers, and the console's editing of it.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { offerModule } from './router';
