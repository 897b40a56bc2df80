// Storybook's decorators for the product pieces, added to every story by libs/ui/.storybook/main.ts
// (previewAnnotations) and each turned on by a story's parameters:
// - `providers: { route?, path?, seed? }`: a fresh Redux store of the product's API (seeded with
//   `seed(store)`, e.g. `api.util.upsertQueryData`) and a MemoryRouter at `route` (rendered under `path`
//   when the component reads route params), for the pieces that use RTK Query, links or navigation;
// - `narrow: true`: the story in a 390 px wide column, a phone's width.
// Here rather than beside preview.ts: the UI kit's own program may not import the API client.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { createStore, type AppStore } from '@pavilion/api-client';

export interface ProvidersParameter {
  /** The URL the story's router starts at ('/' by default). */
  route?: string;
  /** The route pattern the story renders under, when the component reads params ('/events/:id'). */
  path?: string;
  /** Puts answers in the store before the story renders. */
  seed?: (store: AppStore) => void;
}

function StoreAndRouter({ options, children }: { options: ProvidersParameter; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    options.seed?.(created);
    return created;
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {options.path ? (
          <Routes>
            <Route path={options.path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </Provider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const options = context.parameters['providers'] as ProvidersParameter | undefined;
  return options ? (
    <StoreAndRouter options={options}>
      <Story />
    </StoreAndRouter>
  ) : (
    <Story />
  );
};

/** A phone's width: what wraps, truncates or scrolls at 390 px. */
const withNarrow: Decorator = (Story, context) =>
  context.parameters['narrow'] ? (
    <div style={{ width: 390, maxWidth: '100%', outline: '1px dashed var(--pv-color-border)' }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

export const decorators: Decorator[] = [withNarrow, withProviders];
