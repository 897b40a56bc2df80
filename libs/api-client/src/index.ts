export { api, configureApi, TAG_TYPES } from './api';
export { createStore, type AppStore, type AppDispatch, type RootState } from './store';
export * from './errors';
export * from './session';
export * from './endpoints/session';
export * from './endpoints/options';
export * from './endpoints/events';
export * from './endpoints/newsletter';
