// Whether a partner may put tickets on sale: How We Work promises that partners verify their company
// address and sign the partner agreement (its current version) before they sell tickets.
import { and, eq } from 'drizzle-orm';
import { PARTNER_MESSAGES as M, sellingStepsLeft, SELLING_STEPS, type TSellingStep } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { partnerAgreements, partners } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { currentAgreementVersions } from './contract';

/** The steps still to do before the partner's tickets may go on sale, in checklist order. */
export async function missingSellingSteps(db: DbOrTx, partnerId: number): Promise<TSellingStep[]> {
  const [row] = await db
    .select({ addressVerifiedAt: partners.addressVerifiedAt, contractSignedAt: partnerAgreements.signedAt })
    .from(partners)
    .leftJoin(
      partnerAgreements,
      and(
        eq(partnerAgreements.partnerId, partners.id),
        eq(partnerAgreements.kind, 'partner-contract'),
        eq(partnerAgreements.version, currentAgreementVersions()['partner-contract']),
      ),
    )
    .where(eq(partners.id, partnerId))
    .limit(1);
  const done: Record<TSellingStep, boolean> = {
    'address-verified': row?.addressVerifiedAt != null,
    'contract-signed': row?.contractSignedAt != null,
  };
  return SELLING_STEPS.filter((step) => !done[step]);
}

/**
 * Refuses (409, `reason: 'not-ready-to-sell'` and `missing`, the steps to do) while the address is not
 * verified or the agreement not signed.
 */
export async function assertReadyToSell(db: DbOrTx, partnerId: number): Promise<void> {
  const missing = await missingSellingSteps(db, partnerId);
  if (missing.length)
    throw conflict(M.notReadyToSell({ missing: sellingStepsLeft(missing) }), undefined, {
      reason: 'not-ready-to-sell',
      missing,
    });
}
