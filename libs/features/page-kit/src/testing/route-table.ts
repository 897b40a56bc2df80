// Checks that an app's route table and its router agree: every path of the table opens one of the router's
// pages (not the not-found route), so a path changed in the table alone, or a route left out, fails a test.
import { matchRoutes, type RouteObject } from 'react-router';

type RouteTable = Record<string, string | ((...args: never[]) => string)>;

/** Each path of a table, a builder called with '7' for each of its parameters; the query is dropped. */
export function tablePaths(table: RouteTable): Array<{ name: string; path: string }> {
  return Object.entries(table).map(([name, entry]) => {
    const path =
      typeof entry === 'string'
        ? entry
        : (entry as (...args: string[]) => string)(...Array.from({ length: entry.length }, () => '7'));
    return { name, path: path.split('?')[0] };
  });
}

/** The paths that no route of the router, but the not-found one, opens. */
export function pathsWithoutRoute(paths: Array<{ name: string; path: string }>, routes: RouteObject[]): string[] {
  return paths
    .filter(({ path }) => {
      const matches = matchRoutes(routes, path);
      const last = matches?.[matches.length - 1]?.route;
      return !last || last.path === '*';
    })
    .map(({ name, path }) => `${name}: ${path}`);
}
