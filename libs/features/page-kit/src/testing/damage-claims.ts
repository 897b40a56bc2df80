// A damage claim as the API answers it, for the tests of the pages that show one (buyer, partner, console).
import type { TDamageClaim } from '@pavilion/domain';

export const TEST_CLAIM_ID = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';
export const TEST_CLAIM_ORDER_ID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';

/** Filed by the partner on a buyer's order of the FinTech Summit; not answered, decided or charged. */
export function damageClaimOf(overrides: Partial<TDamageClaim> = {}): TDamageClaim {
  return {
    id: TEST_CLAIM_ID,
    orderId: TEST_CLAIM_ORDER_ID,
    event: { id: 5, name: 'FinTech Summit', endDateTime: '2030-06-06T17:00:00.000Z', timeZone: 'UTC' },
    partner: { id: 3, name: 'Meridian Events Group' },
    buyer: { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' },
    state: 'filed',
    amount: 100,
    currency: 'USD',
    description: 'A cracked screen.',
    photos: [],
    filedAt: '2030-06-07T10:00:00.000Z',
    filedBy: 'Grace Hopper',
    respondBy: '2030-06-21T10:00:00.000Z',
    answer: null,
    decision: null,
    chargeAmount: null,
    chargedAt: null,
    nextAttemptAt: null,
    withdrawnAt: null,
    ...overrides,
  };
}
