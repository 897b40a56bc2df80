// In-app notifications: writing them and the recipient's list.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { type NewNotification, notify, notifyMany } from './notify';
export { notificationsModule } from './router';
