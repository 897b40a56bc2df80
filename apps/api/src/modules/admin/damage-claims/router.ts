// Support's damage claims: GET /api/admin/damage-claims (those waiting for a decision first), one
// claim, and the decision on a disputed claim. See docs/api/areas.md, "Damage claims".
import {
  DAMAGE_CLAIM_MESSAGES as M,
  ZAdminDamageClaimsQuery,
  ZDamageClaim,
  ZDamageClaimDecisionBody,
  ZDamageClaimPage,
  ZDamageClaimParams,
  API_PATHS,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { adminDamageClaims, DamageClaims } from '../../damage-claims';

export function adminDamageClaimsModule(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway } = ctx;
  const deps = { db, gateway: paymentGateway, now, logger, config };
  const admin = apiModule(ctx, { tag: 'Admin: damage claims', access: 'admin' });

  admin.get(
    API_PATHS.adminDamageClaims,
    {
      summary: 'Damage claims, those waiting for a decision first',
      description:
        'The list pattern: `state` disputed (waiting for support: the default), waiting (filed, disputed or charge failed), filed, agreed, upheld, rejected, charged, charge_failed, withdrawn or all; sort by `filedAt` (oldest first by default) or `amount`; `q` finds an event, a partner or a buyer email.',
      query: ZAdminDamageClaimsQuery,
      response: ZDamageClaimPage,
    },
    ({ query }) => adminDamageClaims(db, query),
  );

  admin.get(
    API_PATHS.adminDamageClaim,
    {
      summary: 'One damage claim with its photos, the answer and the decision',
      params: ZDamageClaimParams,
      response: ZDamageClaim,
      errors: { 404: M.claimNotFound },
    },
    ({ auth, params }) => new DamageClaims(deps, { kind: 'admin', auth }).read(params.claimId),
  );

  admin.post(
    API_PATHS.adminDamageClaimDecision,
    {
      summary: 'Decides a disputed claim: uphold (possibly for less) or reject, with a reason',
      description:
        'Body `{ decision: uphold|reject, amount?, reason }`: `amount` (major units) upholds less than claimed, blank or left out the whole claim; the reason (10 to 1000 characters) is emailed to the partner and the buyer. An upheld claim is never charged by the decision (the buyer did not agree): the buyer is emailed a payment link and the claim is charged when they pay (`paidWith: payment_link`). Written to the audit log (`damage-claim.decided`) in the same transaction.',
      params: ZDamageClaimParams,
      body: ZDamageClaimDecisionBody,
      response: ZDamageClaim,
      errors: {
        400: `${M.decisionRequired}; ${M.reasonShort}; ${M.amountInvalid}`,
        404: M.claimNotFound,
        409: `${M.notDisputed}; ${M.upheldTooHigh({ claimed: '$500.00' })}`,
      },
    },
    ({ auth, params, body }) => new DamageClaims(deps, { kind: 'admin', auth }).decide(params.claimId, body),
  );

  return admin;
}
