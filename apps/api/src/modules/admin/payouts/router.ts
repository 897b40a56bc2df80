// The admin's payouts and revenue: GET /api/admin/payouts (due, held, failed), holding and releasing
// a partner's payouts (audited, in the same transaction), GET /api/admin/revenue and GET
// /api/admin/finances (the revenue with what waits: payouts due, held and failed, refunds, claims).
import {
  FINANCE_MESSAGES as M,
  ZAdminFinances,
  ZAdminPayoutPage,
  ZAdminPayoutsQuery,
  ZIdParam,
  ZPayoutHold,
  ZPayoutHoldBody,
  ZPayoutHoldChangeBody,
  ZRevenue,
  ZRevenueQuery,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { adminFinances, adminPayouts, platformRevenue } from '../../payouts';
import { PayoutHolds } from './service';

export function adminPayoutsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: payouts', access: 'admin' });
  const holds = () => new PayoutHolds(db, now);

  m.get(
    API_PATHS.adminPayouts,
    {
      summary: 'Payouts due, held, failed or paid',
      description:
        '`status`: `due` (scheduled or processing, partner not held; the default), `held` (not yet paid, partner held by an administrator or suspended), `failed` (with the provider’s words; tried again once the partner changes its payout account), `paid` or `all`. Each not-yet-paid payout lists what blocks it.',
      query: ZAdminPayoutsQuery,
      response: ZAdminPayoutPage,
    },
    ({ query }) => adminPayouts(db, query),
  );

  m.post(
    API_PATHS.adminPartnerPayoutsHold,
    {
      summary: "Holds a partner's payouts",
      description:
        'Body `{ reason }` (5 to 500 characters, shown to the partner). No payout of the partner is sent until released; money keeps gathering. Audited as `payout.held`.',
      params: ZIdParam,
      body: ZPayoutHoldBody,
      response: ZPayoutHold,
      errors: { 400: M.holdReason, 404: NOT_FOUND.partner, 409: M.alreadyHeld },
    },
    ({ params, body, auth }) => holds().hold(params.id, body.reason, actorOf(auth)),
  );

  m.post(
    API_PATHS.adminPartnerPayoutsRelease,
    {
      summary: "Releases a partner's held payouts",
      description:
        'The next payout run sends what is due. A suspended partner stays held until approved again. Audited as `payout.released`.',
      params: ZIdParam,
      response: ZPayoutHold,
      errors: { 404: NOT_FOUND.partner, 409: M.notHeld },
    },
    ({ params, auth }) => holds().release(params.id, actorOf(auth)),
  );

  m.post(
    API_PATHS.adminPartnerPayoutHold,
    {
      summary: "Holds or releases a partner's payouts",
      description:
        'Body `{ held: true, reason }` holds (reason of 5 to 500 characters, shown to the partner; audited as `payout.held`), `{ held: false }` releases (audited as `payout.released`): the same as `payouts/hold` and `payouts/release`. Answers the hold as it now is.',
      params: ZIdParam,
      body: ZPayoutHoldChangeBody,
      response: ZPayoutHold,
      errors: {
        400: `${M.holdHeld}; ${M.holdReason}`,
        404: NOT_FOUND.partner,
        409: `${M.alreadyHeld}; ${M.notHeld}`,
      },
    },
    ({ params, body, auth }) =>
      body.held ? holds().hold(params.id, body.reason!, actorOf(auth)) : holds().release(params.id, actorOf(auth)),
  );

  m.get(
    API_PATHS.adminFinances,
    {
      summary: 'Platform revenue for a period, and the payouts, refunds and damage claims waiting',
      description:
        '`from` and `to` as for `/admin/revenue`. `revenue` is that answer; `waiting` counts, as the lists count them now, the payouts due, held and failed, the refunds not yet paid back (requested or failed) and the disputed damage claims waiting for a decision.',
      query: ZRevenueQuery,
      response: ZAdminFinances,
      errors: { 400: `${M.revenueFrom}; ${M.revenueTo}; ${M.revenueRange}` },
    },
    ({ query }) => adminFinances(db, query),
  );

  m.get(
    API_PATHS.adminRevenue,
    {
      summary: 'Platform revenue per month and currency',
      description:
        '`from` and `to` (YYYY-MM-DD, both included, UTC, at most 5 years apart): per month and currency the commissions (net of those given back by refunds) and the listing plan fees, from the ledger.',
      query: ZRevenueQuery,
      response: ZRevenue,
      errors: { 400: `${M.revenueFrom}; ${M.revenueTo}; ${M.revenueRange}` },
    },
    ({ query }) => platformRevenue(db, query),
  );
  return m;
}
