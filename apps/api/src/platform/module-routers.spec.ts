import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { apiModules } from '../modules';
import { moduleContextFor, useTestContext } from '@pavilion/api-testing/harness';
import { firstSegments, moduleRouters } from './module-routers';

const says =
  (what: string): RequestHandler =>
  (_req, res) => {
    res.json({ from: what });
  };

/** A router function that counts the requests handed to it, with the router's own stack. */
function counted(router: Router): Router & { calls: number } {
  const wrapper = ((req, res, next) => {
    wrapper.calls += 1;
    router(req, res, next);
  }) as Router & { calls: number };
  wrapper.calls = 0;
  wrapper.stack = router.stack;
  return wrapper;
}

function appWith(routers: Router[]) {
  const app = express();
  const api = Router();
  api.use(moduleRouters(routers));
  api.use((_req, res) => {
    res.status(404).json({ from: 'not found' });
  });
  const onError: ErrorRequestHandler = (err: Error, _req, res, _next) => {
    res.status(500).json({ from: 'error handler', message: err.message });
  };
  api.use(onError);
  app.use('/api', api);
  return app;
}

describe('firstSegments', () => {
  it('lists the literal first segment of every route, lower-cased', () => {
    const r = Router();
    r.get('/orders', says('list'));
    r.get('/Orders/:orderId', says('one'));
    r.post('/tickets/:id/pdf', says('pdf'));
    r.get('/health', says('health'));
    expect(firstSegments(r)).toEqual(new Set(['orders', 'tickets', 'health']));
  });

  it.each([
    ['middleware without a path', (r: Router) => r.use(says('mw'))],
    ['a parameter first', (r: Router) => r.get('/:id', says('id'))],
    ['a wildcard', (r: Router) => r.get('/*rest', says('rest'))],
    ['an optional part in the first segment', (r: Router) => r.get('/events{s}', says('opt'))],
    ['a regular expression', (r: Router) => r.get(/^\/ev/, says('re'))],
  ])('is null (any path) for %s', (_name, add) => {
    const r = Router();
    r.get('/orders', says('list'));
    add(r);
    expect(firstSegments(r)).toBeNull();
  });

  it('reads each path of a route with several', () => {
    const r = Router();
    r.get(['/a', '/b/:id'], says('ab'));
    expect(firstSegments(r)).toEqual(new Set(['a', 'b']));
    r.get(['/c', '/:d'], says('cd'));
    expect(firstSegments(r)).toBeNull();
  });
});

describe('moduleRouters', () => {
  const search = Router();
  search.post('/events/filtered', says('search'));
  const events = Router();
  events.get('/events/:id', says('event'));
  events.post('/events/:id', says('event post'));
  const orders = Router();
  orders.get('/orders', says('orders'));
  orders.get('/orders/fail', () => {
    throw new Error('boom');
  });
  const afterOrders = Router();
  afterOrders.get('/orders/fail', says('after the failure'));
  afterOrders.get('/orders/leave', says('after leaving'));
  const leaving = Router();
  leaving.get('/orders/leave', (_req, _res, next) => next('router'));

  it('answers from the router of the first segment, in registration order', async () => {
    const [s, e, o] = [counted(search), counted(events), counted(orders)];
    const app = appWith([s, e, o]);
    // search was registered before events: /events/filtered is not read as an event id.
    expect((await request(app).post('/api/events/filtered')).body).toEqual({ from: 'search' });
    expect((await request(app).get('/api/events/12')).body).toEqual({ from: 'event' });
    expect((await request(app).get('/api/orders')).body).toEqual({ from: 'orders' });
    // Routing is case-insensitive, as Express's own.
    expect((await request(app).get('/api/ORDERS')).body).toEqual({ from: 'orders' });
    // Routers that cannot answer a segment were never asked.
    expect(o.calls).toBe(2);
    expect([s.calls, e.calls]).toEqual([2, 1]);
  });

  it('asks a router that may answer any path for every request, in its place', async () => {
    const seen: string[] = [];
    const everything = Router();
    everything.use((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    const app = appWith([counted(search), everything, counted(orders)]);
    expect((await request(app).get('/api/orders')).body).toEqual({ from: 'orders' });
    expect((await request(app).get('/api/unknown/path')).status).toBe(404);
    expect(seen).toEqual(['/orders', '/unknown/path']);
  });

  it('goes on to what follows when no router answers (404), and skips the rest on an error', async () => {
    const after = counted(afterOrders);
    const app = appWith([counted(orders), after]);
    expect(await request(app).get('/api/nowhere')).toMatchObject({ status: 404, body: { from: 'not found' } });
    expect(await request(app).get('/api/orders/fail')).toMatchObject({
      status: 500,
      body: { from: 'error handler', message: 'boom' },
    });
    expect(after.calls).toBe(0);
  });

  it("asks the next router when one is left with next('router')", async () => {
    const app = appWith([leaving, afterOrders]);
    expect((await request(app).get('/api/orders/leave')).body).toEqual({ from: 'after leaving' });
  });
});

describe('the API modules', () => {
  const t = useTestContext();

  it('each declare the first segments they answer, so a request skips the others', () => {
    const declared = apiModules(moduleContextFor(t)).map((m) => firstSegments(m.router));
    expect(declared.every((segments) => segments !== null && segments.size > 0)).toBe(true);
    const answering = (segment: string) => declared.filter((segments) => segments!.has(segment)).length;
    // Orders, payments (complete-order), refunds (cancel, cancellation-preview), the calendar file
    // (calendar.ics), damage claims (the buyer's response), the invoices and the bank transfer answer
    // /orders/...
    expect(answering('orders')).toBe(7);
    // Tickets and the tickets' holders (naming or changing a ticket's attendee) answer /tickets/...
    expect(answering('tickets')).toBe(2);
    // Events, search (/events/filtered), promo codes (/events/{id}/promo-codes/{code}), reviews
    // (/events/{id}/reviews) and the ranking (/events/{id}/click) answer /events/...
    expect(answering('events')).toBe(5);
  });
});
