// The Redux store factory: each app (and each component test) builds its own, optionally preloaded.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer });
export type RootState = ReturnType<typeof rootReducer>;

export function createStore(options: { preloadedState?: Partial<RootState> } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
