/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { paths, resolveProductPath } from '@pavilion/features-shell';
import { pathsWithoutRoute, tablePaths } from '@pavilion/features-page-kit/testing';
import { partnerPaths } from '../config/paths';
import { router } from './router';

describe("the partner portal's route table", () => {
  it('names only paths the router opens', () => {
    expect(tablePaths(partnerPaths).length).toBeGreaterThan(30);
    expect(pathsWithoutRoute(tablePaths(partnerPaths), router.routes)).toEqual([]);
  });

  it("agrees with the product paths other apps link to (the shell's /partner/...)", () => {
    const linked = tablePaths(paths)
      .map(({ name, path }) => ({ name, ...resolveProductPath(path) }))
      .filter(({ app }) => app === 'partner')
      .map(({ name, inner }) => ({ name, path: inner }));
    expect(linked.map(({ name }) => name)).toEqual(expect.arrayContaining(['partnerDashboard', 'partnerSignup']));
    expect(pathsWithoutRoute(linked, router.routes)).toEqual([]);
  });

  it('sends a path it does not name to the not-found page', () => {
    expect(pathsWithoutRoute([{ name: 'unknown', path: '/no-such-page' }], router.routes)).toEqual([
      'unknown: /no-such-page',
    ]);
  });
});
