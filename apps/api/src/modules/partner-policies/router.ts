// GET/POST /api/partner/cancellation-policies/, GET/PATCH /api/partner/cancellation-policies/{id}.
import {
  ZCancellationPoliciesPage,
  ZCancellationPoliciesQuery,
  ZCancellationPolicyBody,
  ZCancellationPolicyDetail,
  ZCancellationPolicyPatchBody,
  ZCancellationPolicyRow,
  ZIdParam,
  API_PATHS,
  PARTNER_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PartnerPolicies } from './service';

export function partnerPoliciesModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Partner cancellation policies', access: 'partner' });
  const policies = (partnerId: number | null) => new PartnerPolicies(db, partnerId!, now);
  // Another partner's policy answers as one that does not exist.
  const owned = { 404: M.policyNotFound };

  m.get(
    API_PATHS.partnerCancellationPolicies,
    {
      summary: "The partner's cancellation policies, newest first",
      description:
        '`active=true` lists only those a ticket type may choose. Each row says how many ticket types use it and whether sold tickets rely on it.',
      query: ZCancellationPoliciesQuery,
      response: ZCancellationPoliciesPage,
    },
    ({ auth, query }) => policies(auth.partnerId).list(query),
  );

  m.post(
    API_PATHS.partnerCancellationPolicies,
    {
      summary: 'Creates a policy',
      description: "Name required, at least one period, each refund 0-100 and each period's start at least its end.",
      body: ZCancellationPolicyBody,
      response: ZCancellationPolicyRow,
      status: 201,
    },
    ({ auth, body }) => policies(auth.partnerId).create(body),
  );

  m.get(
    API_PATHS.partnerCancellationPolicy,
    {
      summary: 'One policy: its refund periods and the ticket types that use it',
      params: ZIdParam,
      response: ZCancellationPolicyDetail,
      errors: owned,
    },
    ({ auth, params }) => policies(auth.partnerId).detail(params.id),
  );

  m.patch(
    API_PATHS.partnerCancellationPolicy,
    {
      summary: 'Switches a policy on or off (`{ active }`), or changes its name, description or periods',
      description:
        'Periods cannot change once sold tickets rely on them (409). New periods apply to tickets ordered after the change; tickets already ordered keep the periods they were ordered under.',
      params: ZIdParam,
      body: ZCancellationPolicyPatchBody,
      response: ZCancellationPolicyDetail,
      errors: { ...owned, 409: M.policyPeriodsLocked },
    },
    ({ auth, params, body }) => policies(auth.partnerId).patch(params.id, body),
  );
  return m;
}
