// The API's path table (API_PATHS in libs/domain) against the routes the modules declare: the client
// builds its requests from the table, so a path the table has and no route serves is a request that
// answers 404, and a route missing from the table is a path spelled somewhere else.
import { API_PATHS, apiRoutePattern } from '@pavilion/domain';
import { moduleContext } from '../app';
import { createLogger } from '../platform/logger';
import { useTestContext } from '@pavilion/api-testing/harness';
import { apiModules } from '.';

const t = useTestContext();

function declaredRoutes() {
  const modules = apiModules(
    moduleContext({
      config: t.config,
      db: t.db,
      logger: createLogger('silent'),
      storage: t.storage,
      sessions: t.sessions,
    }),
  );
  return modules.flatMap((module) => module.routes);
}

describe('the API path table', () => {
  it('has a route for every path, and every route is a path of the table', () => {
    const routed = new Set(declaredRoutes().map((route) => route.path));
    const table = new Set(Object.values(API_PATHS).map((path) => apiRoutePattern(path)));
    expect(routed.size).toBeGreaterThan(100);
    expect([...table].filter((path) => !routed.has(path))).toEqual([]);
    expect([...routed].filter((path) => !table.has(path))).toEqual([]);
    // One entry per path: two names for the same path would let them drift apart.
    expect(table.size).toBe(Object.keys(API_PATHS).length);
  });

  it('builds a request path from a pattern, each value encoded, as the server reads it back', () => {
    expect(API_PATHS.order({ orderId: 'a b/c' })).toBe('/orders/a%20b%2Fc/');
    expect(API_PATHS.partnerEventTicketType({ id: 12, ttId: 3 })).toBe('/partner/events/12/ticket-types/3');
    expect(API_PATHS.partnerEventCsv({ id: 7, kind: 'orders' })).toBe('/partner/events/7/orders.csv');
    expect(API_PATHS.order.pattern).toBe('/orders/:orderId/');
    expect(apiRoutePattern(API_PATHS.order)).toBe('/orders/:orderId');
    expect(apiRoutePattern(API_PATHS.orders)).toBe('/orders');
  });
});
