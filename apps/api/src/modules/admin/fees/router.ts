// The platform fee the admin sets: GET/PUT /api/admin/platform-fees (the default) and PUT/DELETE
// /api/admin/partners/{id}/platform-fee (a partner's own rate). New sales take the rate of the day;
// sales already made keep theirs in the ledger. Every change is audited.
import { PLATFORM_FEE_MESSAGES as M, ZIdParam, ZPlatformFeeRate, ZPlatformFees, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { PlatformFees } from './service';

export function adminFeesModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: platform fees', access: 'admin' });
  const fees = () => new PlatformFees(db, now);
  const rules =
    'A rate is `{ percent, fixedPerTicket }`: the percentage (0-100, 2 decimals) of what each paid ticket paid (its price and extras) plus a fixed amount in the ticket’s currency (major units, 2 decimals; yen round to whole yen), never more than the ticket paid. Applies to sales from now on.';

  m.get(
    API_PATHS.adminPlatformFees,
    { summary: 'The default platform fee and every partner’s own rate', response: ZPlatformFees },
    () => fees().read(),
  );

  m.put(
    API_PATHS.adminPlatformFees,
    {
      summary: 'Sets the default platform fee',
      description: rules,
      body: ZPlatformFeeRate,
      response: ZPlatformFees,
      errors: { 400: `${M.percent}; ${M.fixed}` },
    },
    ({ body, auth }) => fees().setDefault(body, actorOf(auth)),
  );

  m.put(
    API_PATHS.adminPartnerPlatformFee,
    {
      summary: 'Gives a partner its own platform fee',
      description: rules,
      params: ZIdParam,
      body: ZPlatformFeeRate,
      response: ZPlatformFees,
      errors: { 400: `${M.percent}; ${M.fixed}`, 404: 'No such partner' },
    },
    ({ params, body, auth }) => fees().setForPartner(params.id, body, actorOf(auth)),
  );

  m.delete(
    API_PATHS.adminPartnerPlatformFee,
    {
      summary: 'Puts a partner back on the default platform fee',
      params: ZIdParam,
      response: ZPlatformFees,
      errors: { 404: `No such partner; ${M.noPartnerRate}` },
    },
    ({ params, auth }) => fees().removeForPartner(params.id, actorOf(auth)),
  );
  return m;
}
