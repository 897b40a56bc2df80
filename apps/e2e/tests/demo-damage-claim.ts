// Where the demo buyer reads the organiser's damage claim (README.md, "Demo accounts"): their
// Registrations and Events page, its tickets and orders searched for the claimed event, so that the
// claim box shows near the top. The demo data files the claims relative to the day the server
// started, so the event is read through the API.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_BUYER } from './demo-routes';
import { DEMO_PASSWORD, expect } from './support';

interface BuyerOrder {
  id: string;
  event: { name: string };
  damageClaims: Array<{ id: string; state: string }>;
}

export async function damageClaimRoute(request: APIRequestContext) {
  const login = await request.post('/api/login/', { data: { email: DEMO_BUYER, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign in as ${DEMO_BUYER}`).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const res = await request.get('/api/orders?pageSize=100', { headers });
  expect(res.ok(), 'GET /api/orders').toBe(true);
  const orders = ((await res.json()) as { items: BuyerOrder[] }).items;
  const order = orders.find((o) => o.damageClaims.length > 0);
  expect(order, `${DEMO_BUYER} has an order with a damage claim`).toBeTruthy();
  const q = encodeURIComponent(order!.event.name);
  return {
    orderId: order!.id,
    claimId: order!.damageClaims[0]!.id,
    path: `/user/registrations-and-events?tickets.q=${q}&orders.q=${q}`,
    as: DEMO_BUYER,
  };
}
