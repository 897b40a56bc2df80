// Every admin route, found from the declared modules (so a route added later is covered too), refuses
// visitors (401), attendees and partners (403), and lets administrators through.
import request from 'supertest';
import { openApiPath, type RouteEntry } from '../../platform/route';
import { bearerFor, createAttendee, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, declaredRoutes } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext();
let adminRoutes: RouteEntry[];
beforeAll(async () => {
  adminRoutes = declaredRoutes(t).filter((r) => r.path.startsWith('/admin'));
});

const UUID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) =>
  openApiPath(path)
    .replace('{id}', path.startsWith('/admin/orders/') ? UUID : '1')
    .replace('{listName}', 'sectors')
    .replace(/\{[A-Za-z]+\}/g, '1');

function send(route: RouteEntry, headers: Record<string, string>) {
  const url = concrete(route.path);
  const req = request(t.app)[route.method](url).set(headers);
  return route.spec.body ? req.send({}) : req;
}

describe('admin routes', () => {
  it('are declared for administrators only', () => {
    const paths = adminRoutes.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/events',
        'GET /api/admin/events/{id}',
        'POST /api/admin/events/{id}/update-location',
        'GET /api/admin/partners',
        'GET /api/admin/partners/{id}',
        'POST /api/admin/vetting-status/partners/{partnerId}',
        'GET /api/admin/orders/summaries',
        'GET /api/admin/orders/{id}',
        'POST /api/admin/options/{listName}',
        'DELETE /api/admin/options/{listName}',
        'GET /api/admin/audit-log',
      ]),
    );
    expect(adminRoutes.every((r) => r.access === 'admin')).toBe(true);
  });

  it('refuse visitors with 401, attendees and partners with 403', async () => {
    const attendee = await createAttendee(t.db);
    const partner = await createPartnerUser(t.db);
    const asAttendee = await bearerFor(t.app, attendee.email);
    const asPartner = await bearerFor(t.app, partner.email);
    for (const route of adminRoutes) {
      const label = `${route.method} ${route.path}`;
      expect([label, (await send(route, {})).status]).toEqual([label, 401]);
      const byAttendee = await send(route, asAttendee);
      expect([label, byAttendee.status, byAttendee.body.error]).toEqual([
        label,
        403,
        'An administrator account is needed for this',
      ]);
      expect([label, (await send(route, asPartner)).status]).toEqual([label, 403]);
    }
  });

  it('let an administrator through to the route itself (its own validation, lookup or state answers)', async () => {
    const admin = await adminHeader(t);
    for (const route of adminRoutes) {
      const res = await send(route, admin.auth);
      // 409: the route's own state check (releasing payouts that are not held).
      expect([`${route.method} ${route.path}`, [200, 201, 400, 404, 409].includes(res.status)]).toEqual([
        `${route.method} ${route.path}`,
        true,
      ]);
    }
  });
});
