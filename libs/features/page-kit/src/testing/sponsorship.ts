// A sponsorship as the API answers it (the console's list, the partner's event page), for page tests:
// an active one of five days, unless the test says otherwise.
import type { TSponsorship } from '@pavilion/domain';

export function testSponsorship(overrides: Partial<TSponsorship> = {}): TSponsorship {
  return {
    id: 5,
    event: { id: 10, name: 'FinTech Summit' },
    partner: { id: 2, name: 'Harbour Events' },
    firstDay: '2030-06-01',
    lastDay: '2030-06-05',
    days: 5,
    pricePerDay: 25,
    amount: 125,
    currency: 'USD',
    status: 'active',
    createdAt: '2030-05-30T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    creditedDays: null,
    credited: null,
    ...overrides,
  };
}
