import { errorsOf } from '../spec-helpers';
import {
  clampTicketQuantity,
  expandSelectionToAttendeeTickets,
  formatSelectionParam,
  linesToSelection,
  parseSelectionParam,
  parseStoredSelection,
  pricedSelectionLines,
  selectionStorageKey,
  selectionToLines,
  setTicketQuantity,
  totalTicketCount,
  ZTicketSelection,
} from './ticket-selection';

const ticketTypes = [
  { id: 100, name: 'Standard', description: null, price: 25 },
  { id: 101, name: 'VIP', description: 'Front row', price: 99 },
];

describe('clampTicketQuantity', () => {
  it('holds quantities within 0-100000 as whole numbers', () => {
    expect(clampTicketQuantity(5)).toBe(5);
    expect(clampTicketQuantity(-3)).toBe(0);
    expect(clampTicketQuantity(100001)).toBe(100000);
    expect(clampTicketQuantity(2.7)).toBe(2);
    expect(clampTicketQuantity('12')).toBe(12);
    expect(clampTicketQuantity('')).toBe(0);
    expect(clampTicketQuantity('abc')).toBe(0);
    expect(clampTicketQuantity(Infinity)).toBe(100000);
    expect(clampTicketQuantity(-Infinity)).toBe(0);
  });
});

describe('setTicketQuantity', () => {
  it('sets a clamped quantity without mutating the map', () => {
    const before = { 100: 1 };
    const after = setTicketQuantity(before, 101, 250000);
    expect(after).toEqual({ 100: 1, 101: 100000 });
    expect(before).toEqual({ 100: 1 });
  });

  it('removes the line at 0', () => {
    expect(setTicketQuantity({ 100: 2, 101: 1 }, 100, 0)).toEqual({ 101: 1 });
    expect(setTicketQuantity({ 100: 2 }, 100, -5)).toEqual({});
  });

  it('counts the tickets', () => {
    expect(totalTicketCount({ 100: 2, 101: 3 })).toBe(5);
    expect(totalTicketCount({})).toBe(0);
  });
});

describe('lines', () => {
  it('convert both ways in id order', () => {
    const lines = selectionToLines({ 101: 1, 100: 2 });
    expect(lines).toEqual([
      { ticketTypeId: 100, quantity: 2 },
      { ticketTypeId: 101, quantity: 1 },
    ]);
    expect(linesToSelection(lines)).toEqual({ 100: 2, 101: 1 });
  });

  it('price the selection and skip unknown ticket types', () => {
    expect(pricedSelectionLines({ 100: 2, 999: 1 }, ticketTypes, 'USD')).toEqual([
      { ticketType: ticketTypes[0], quantity: 2, price: 25, lineTotal: 50 },
    ]);
    // Exact to the cent: 0.1 x 3 is 0.3, not 0.30000000000000004.
    expect(pricedSelectionLines({ 100: 3 }, [{ ...ticketTypes[0]!, price: 0.1 }], 'USD')[0]?.lineTotal).toBe(0.3);
  });
});

describe('ZTicketSelection', () => {
  it("needs at least one line ('No tickets selected')", () => {
    expect(errorsOf(ZTicketSelection, { eventId: 1, lines: [] })).toEqual({ lines: 'No tickets selected' });
  });

  it('needs quantities between 1 and 100000', () => {
    expect(errorsOf(ZTicketSelection, { eventId: 1, lines: [{ ticketTypeId: 1, quantity: 0 }] })).toEqual({
      'lines.0.quantity': 'Quantity must be between 1 and 100000',
    });
    expect(ZTicketSelection.safeParse({ eventId: 1, lines: [{ ticketTypeId: 1, quantity: 100001 }] }).success).toBe(
      false,
    );
  });
});

describe('expandSelectionToAttendeeTickets', () => {
  it('makes one numbered form per ticket, the first pre-filled from the buyer', () => {
    const drafts = expandSelectionToAttendeeTickets({ 100: 2, 101: 1 }, ticketTypes, 'USD', {
      firstName: 'Ann',
      surname: 'Lee',
      email: 'ann@example.com',
      companyName: 'Acme',
      jobTitle: null,
    });
    expect(drafts.map((draft) => [draft.number, draft.ticketTypeId, draft.firstName])).toEqual([
      [1, 100, 'Ann'],
      [2, 100, ''],
      [3, 101, ''],
    ]);
    expect(drafts[0]).toMatchObject({
      company: 'Acme',
      jobTitle: '',
      price: 25,
      currencyCode: 'USD',
      nameLater: false,
      subEventIds: [],
    });
  });

  it('leaves every form empty without a buyer', () => {
    expect(expandSelectionToAttendeeTickets({ 100: 1 }, ticketTypes, 'USD')[0]?.email).toBe('');
    expect(expandSelectionToAttendeeTickets({}, ticketTypes, 'USD')).toEqual([]);
  });
});

describe('selection hand-over', () => {
  it("writes the 'tickets' query value in ticket type id order and reads it back", () => {
    expect(formatSelectionParam({ 101: 1, 100: 2 })).toBe('100:2,101:1');
    expect(parseSelectionParam('100:2,101:1')).toEqual({ 100: 2, 101: 1 });
    expect(parseSelectionParam(formatSelectionParam({ 7: 100000 }))).toEqual({ 7: 100000 });
    expect(formatSelectionParam({})).toBe('');
  });

  it('ignores malformed entries, drops zero quantities and clamps large ones', () => {
    expect(parseSelectionParam('100:2,abc,101:x,:3,0:1,-5:2,102:0,103:250000, 104 : 1 ')).toEqual({
      100: 2,
      103: 100000,
      104: 1,
    });
    expect(parseSelectionParam('100:1.5')).toEqual({});
    expect(parseSelectionParam('99999999999:1')).toEqual({});
    expect(parseSelectionParam('')).toEqual({});
    expect(parseSelectionParam(null)).toEqual({});
  });

  it('keeps the last quantity of a type named twice', () => {
    expect(parseSelectionParam('100:2,100:5')).toEqual({ 100: 5 });
  });

  it('reads the sessionStorage mirror defensively', () => {
    expect(selectionStorageKey(42)).toBe('pavilion.selection.42');
    expect(parseStoredSelection(JSON.stringify({ 100: 2, 101: '3' }))).toEqual({ 100: 2, 101: 3 });
    expect(parseStoredSelection(JSON.stringify({ 100: 0, x: 1, '-1': 2, 102: null, 103: 1e9 }))).toEqual({
      103: 100000,
    });
    expect(parseStoredSelection('not json')).toEqual({});
    expect(parseStoredSelection('[1,2]')).toEqual({});
    expect(parseStoredSelection(null)).toEqual({});
  });
});
