// The platform fee the admin sets: GET/PUT /api/admin/platform-fees (the default) and PUT/DELETE
// /api/admin/partners/{id}/platform-fee (a partner's own rate). New sales take the rate of the day;
// sales already made keep theirs in the ledger. A change applies at once or from a moment announced ahead;
// a raise needs the notice the partner agreement promises. Every change is audited and emailed.
import {
  PLATFORM_FEE_MESSAGES as M,
  PLATFORM_FEE_NOTICE_DAYS,
  ZIdParam,
  ZPlatformFeeChangeBody,
  ZPlatformFeeRemovalQuery,
  ZPlatformFees,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { PlatformFees } from './service';

export function adminFeesModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: platform fees', access: 'admin' });
  const fees = () => new PlatformFees(db, now, config);
  const rules = `A rate is \`{ percent, fixedPerTicket }\`: the percentage (0-100, 2 decimals) of what each paid ticket paid (its price and extras) plus a fixed amount in the ticket’s currency (major units, 2 decimals; yen round to whole yen), never more than the ticket paid. \`appliesFrom\` (ISO date-time, optional): when it applies; absent, at once. A rate that takes more from any ticket than the one in force (a higher percentage or fixed amount) applies no sooner than ${PLATFORM_FEE_NOTICE_DAYS} days ahead, as the partner agreement promises; the owners of the partners concerned are emailed \`platform-fee-change\` in their language, in the change's transaction. A change announced ahead replaces one not yet due for the same rate, and the fee-changes round writes it into the rates within a minute of its moment; sales already made keep their fee.`;

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
      body: ZPlatformFeeChangeBody,
      response: ZPlatformFees,
      errors: { 400: `${M.percent}; ${M.fixed}; ${M.appliesFromPast}` },
    },
    ({ body, auth }) => fees().setDefault(body, body.appliesFrom, actorOf(auth)),
  );

  m.put(
    API_PATHS.adminPartnerPlatformFee,
    {
      summary: 'Gives a partner its own platform fee',
      description: rules,
      params: ZIdParam,
      body: ZPlatformFeeChangeBody,
      response: ZPlatformFees,
      errors: { 400: `${M.percent}; ${M.fixed}; ${M.appliesFromPast}`, 404: NOT_FOUND.partner },
    },
    ({ params, body, auth }) => fees().setForPartner(params.id, body, body.appliesFrom, actorOf(auth)),
  );

  m.delete(
    API_PATHS.adminPartnerPlatformFee,
    {
      summary: 'Puts a partner back on the default platform fee',
      description: `Now, or from \`?appliesFrom=\` (ISO date-time). When the default takes more than the partner's own rate, that is a raise: ${PLATFORM_FEE_NOTICE_DAYS} days' notice, and its owners are emailed.`,
      params: ZIdParam,
      query: ZPlatformFeeRemovalQuery,
      response: ZPlatformFees,
      errors: { 404: `${NOT_FOUND.partner}; ${M.noPartnerRate}` },
    },
    ({ params, query, auth }) => fees().removeForPartner(params.id, query.appliesFrom, actorOf(auth)),
  );
  return m;
}
