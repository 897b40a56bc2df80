import { param } from './paths';

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
