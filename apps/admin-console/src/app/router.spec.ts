/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { paths, resolveProductPath } from '@pavilion/features-shell';
import { pathsWithoutRoute, tablePaths } from '@pavilion/features-page-kit/testing';
import { adminPaths } from '../config/paths';
import { router } from './router';

describe("the admin console's route table", () => {
  it('names only paths the router opens', () => {
    expect(tablePaths(adminPaths).length).toBeGreaterThan(30);
    expect(pathsWithoutRoute(tablePaths(adminPaths), router.routes)).toEqual([]);
  });

  it("agrees with the product paths other apps link to (the shell's /admin/...)", () => {
    const linked = tablePaths(paths)
      .map(({ name, path }) => ({ name, ...resolveProductPath(path) }))
      .filter(({ app }) => app === 'admin')
      .map(({ name, inner }) => ({ name, path: inner }));
    expect(linked.map(({ name }) => name)).toEqual(expect.arrayContaining(['adminLogin', 'adminDashboard']));
    expect(pathsWithoutRoute(linked, router.routes)).toEqual([]);
  });

  it('sends a path it does not name to the not-found page', () => {
    expect(pathsWithoutRoute([{ name: 'unknown', path: '/no-such-page' }], router.routes)).toEqual([
      'unknown: /no-such-page',
    ]);
  });
});
