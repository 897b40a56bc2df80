import { param, paths, routePath } from './paths';

describe('routePath', () => {
  it("gives a router entry's path relative to the root", () => {
    expect(routePath(paths.events)).toBe('events');
    expect(routePath(paths.event(':id'))).toBe('events/:id');
    expect(routePath(paths.ticketPurchaseCheckout(':id', ':orderId'))).toBe(
      'events/:id/ticket-purchase-checkout/:orderId',
    );
  });

  it('gives a child route its path relative to its parent, with or without a trailing slash', () => {
    expect(routePath('/dashboard/events', '/dashboard')).toBe('events');
    expect(routePath('/dashboard/events', '/dashboard/')).toBe('events');
  });

  it('refuses a path outside its parent, naming both', () => {
    expect(() => routePath('/settings', '/dashboard')).toThrow(
      'The route /settings is not inside its parent route /dashboard.',
    );
    expect(() => routePath('/dashboardx', '/dashboard')).toThrow(/not inside its parent/);
  });
});

describe('param', () => {
  it('encodes a value for a path segment', () => {
    expect(param('a/b c')).toBe('a%2Fb%20c');
    expect(param(42)).toBe('42');
  });

  it("keeps a router parameter, so a table's builder also gives the router its pattern", () => {
    expect(param(':token')).toBe(':token');
    expect(param(':id/x')).toBe('%3Aid%2Fx');
  });
});
