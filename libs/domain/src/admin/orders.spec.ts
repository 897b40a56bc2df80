import { parseOk } from '../spec-helpers';
import { ZAdminOrderSummary, ZAdminOrdersQuery } from './orders';

describe('admin registrations', () => {
  const row = {
    id: '00000000-0000-4000-8000-000000000001',
    datetime: '2025-01-02T00:00:00Z',
    purchaserEmail: 'ada@example.com',
    eventId: 4,
    eventName: 'E1',
    numberOfTickets: 2,
    totalPrice: 295.5,
    currency: 'USD',
  };

  it('admin rows name the buyer by email, the event and the total in major units', () => {
    expect(parseOk(ZAdminOrderSummary, row)).toEqual(row);
    const { purchaserEmail: _email, ...noEmail } = row;
    expect(ZAdminOrderSummary.safeParse(noEmail).success).toBe(false);
    expect(ZAdminOrderSummary.safeParse({ ...row, totalPrice: -1 }).success).toBe(false);
  });

  it('start newest first and sort by every column', () => {
    expect(parseOk(ZAdminOrdersQuery, {})).toMatchObject({ sort: 'datetime', direction: 'desc', page: 1 });
    for (const sort of ['purchaserEmail', 'eventName', 'numberOfTickets', 'totalPrice'])
      expect(parseOk(ZAdminOrdersQuery, { sort }).sort).toBe(sort);
  });
});
