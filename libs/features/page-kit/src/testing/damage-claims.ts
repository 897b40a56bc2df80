// A damage claim as the API answers it, for the tests of the pages that show one (buyer, partner, console):
// the domain's sample claim under the names these tests use.
import { TEST_CLAIM_ID, TEST_ORDER_ID, testDamageClaim } from '@pavilion/domain/testing';

export { TEST_CLAIM_ID };
export const TEST_CLAIM_ORDER_ID = TEST_ORDER_ID;

/** Filed by the partner on a buyer's order of the FinTech Summit; not answered, decided or charged. */
export const damageClaimOf = testDamageClaim;
