/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { resolveProductPath } from '@pavilion/features-shell';
import { pathsWithoutRoute, tablePaths } from '@pavilion/features-page-kit/testing';
import { marketplacePaths } from '../config/paths';
import { router } from './router';

describe("the marketplace's route table", () => {
  it("names only paths the router opens (the portal's and the console's are theirs)", () => {
    const own = tablePaths(marketplacePaths).filter(({ path }) => resolveProductPath(path).app === 'marketplace');
    expect(own.length).toBeGreaterThan(30);
    expect(pathsWithoutRoute(own, router.routes)).toEqual([]);
  });

  it('sends a path it does not name to the not-found page', () => {
    expect(pathsWithoutRoute([{ name: 'unknown', path: '/no-such-page' }], router.routes)).toEqual([
      'unknown: /no-such-page',
    ]);
  });
});
