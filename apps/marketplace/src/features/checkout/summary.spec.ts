import { summariseCheckout } from './summary';

const ticketTypes = [
  { id: 10, name: 'Standard Pass', price: 250 },
  { id: 11, name: 'VIP Pass', price: 999.5 },
  { id: 12, name: 'Student', price: 0 },
];
const extras = [
  { id: 1, name: 'Welcome Drinks Reception', price: 0 },
  { id: 2, name: 'Leaders’ Dinner', price: 95 },
];

describe('summariseCheckout', () => {
  it('sums price x quantity per ticket type in en-US currency format', () => {
    const summary = summariseCheckout({ 10: 2, 11: 1 }, ticketTypes, 'USD');
    expect(summary.ticketLines.map((line) => [line.name, line.quantity, line.amountText])).toEqual([
      ['Standard Pass', 2, '$500.00'],
      ['VIP Pass', 1, '$999.50'],
    ]);
    expect(summary.ticketCount).toBe(3);
    expect(summary.total).toBe(1499.5);
    expect(summary.totalText).toBe('$1,499.50');
  });

  it("shows zero-priced lines as 'Free' and counts each chosen extra per attendee", () => {
    const summary = summariseCheckout({ 10: 2, 12: 1 }, ticketTypes, 'EUR', extras, [[1, 2], ['2'], [1]]);
    expect(summary.ticketLines.map((line) => line.amountText)).toEqual(['€500.00', 'Free']);
    expect(summary.extraLines.map((line) => [line.name, line.quantity, line.amountText])).toEqual([
      ['Welcome Drinks Reception', 2, 'Free'],
      ['Leaders’ Dinner', 2, '€190.00'],
    ]);
    expect(summary.total).toBe(690);
    expect(summary.totalText).toBe('€690.00');
  });

  it('skips ticket types and extras the event does not have, and counts an extra once per attendee', () => {
    const summary = summariseCheckout({ 10: 1, 999: 4 }, ticketTypes, 'USD', extras, [[2, 2, 77]]);
    expect(summary.ticketCount).toBe(1);
    expect(summary.extraLines).toHaveLength(1);
    expect(summary.extraLines[0]).toMatchObject({ quantity: 1, lineTotal: 95 });
    expect(summary.total).toBe(345);
  });

  it('is empty for an empty selection', () => {
    const summary = summariseCheckout({}, ticketTypes, 'GBP');
    expect(summary).toMatchObject({ ticketLines: [], extraLines: [], ticketCount: 0, total: 0, totalText: '£0.00' });
  });

  it('adds up exactly to the cent, in major units', () => {
    const summary = summariseCheckout(
      { 10: 3 },
      [{ id: 10, name: 'Pass', price: 0.1 }],
      'USD',
      [{ id: 1, name: 'Tea', price: 0.2 }],
      [[1]],
    );
    expect(summary.ticketLines[0]?.lineTotal).toBe(0.3);
    expect(summary.total).toBe(0.5);
    expect(summary.totalText).toBe('$0.50');
  });

  it('formats currencies without minor units', () => {
    expect(summariseCheckout({ 10: 3 }, [{ id: 10, name: 'Pass', price: 12_000 }], 'JPY').totalText).toBe('¥36,000');
  });
});
