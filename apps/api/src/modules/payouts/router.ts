// The partner's money: GET /api/partner/finances, the payouts with their statements (JSON, CSV, PDF:
// `?format=` or the statement.csv and statement.pdf links), the listing plans and PUT /api/partner/plan
// (owner only). Every read is built with the session's partner id, so another partner's payout answers 404.
// A paid payout's PDF is laid out once and kept (statement.ts).
import {
  FINANCE_MESSAGES as M,
  ZFinances,
  ZListingPlans,
  ZPartnerPlan,
  ZPayoutDetail,
  ZPayoutDetailQuery,
  ZPayoutIdParams,
  ZPayoutListQuery,
  ZPayoutPage,
  ZPlanChangeBody,
  type TPayoutDetail,
  API_PATHS,
} from '@pavilion/domain';
import type { Response } from 'express';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { listPlans, PartnerPlan } from './plans';
import { PartnerFinances } from './read-model';
import { statementCsv, StatementPdfs } from './statement';

export function financesModule(ctx: ModuleContext) {
  const { db, now, storage } = ctx;
  const m = apiModule(ctx, { tag: 'Partner finances', access: 'partner' });
  const finances = (partnerId: number) => new PartnerFinances(db, partnerId, now);

  m.get(
    API_PATHS.partnerFinances,
    {
      summary: 'Your balances, upcoming payouts, plan, fee and what blocks payouts',
      description:
        'Per currency: `pending` (sales of events whose money is not yet payable, less their refunds and fees), `available` (payable and not yet in a payout; negative when refunds after a payout exceed new money, taken from the next payout), `inPayouts` (scheduled, processing or failed payouts) and `total`. Money becomes payable on the third business day (Monday to Friday, UTC) after the day its event ends. `upcoming` groups what becomes payable by day; `openPayouts` are payouts not yet paid. `blocks` says what stops payouts (a hold, approval, the verified address, the signed contract, a payout account). Team members read it too.',
      response: ZFinances,
    },
    ({ auth }) => finances(auth.partnerId!).finances(),
  );

  m.get(
    API_PATHS.partnerPayouts,
    {
      summary: 'Your payouts, newest first',
      description: 'The list pattern: `page`, `pageSize`, `sort` (createdAt, amount), `direction` and `status`.',
      query: ZPayoutListQuery,
      response: ZPayoutPage,
    },
    ({ auth, query }) => finances(auth.partnerId!).list(query),
  );

  // A statement as a download: CSV, or a PDF headed with the partner's name.
  const sendCsv = (payout: TPayoutDetail, res: Response) =>
    res
      .type('text/csv')
      .setHeader('Content-Disposition', `attachment; filename="payout-${payout.id.slice(0, 8)}.csv"`)
      .send(statementCsv(payout));
  const sendPdf = async (payoutId: string, partnerId: number, res: Response) => {
    const pdf = await new StatementPdfs(db, storage, partnerId, now).pdf(payoutId);
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="payout-${payoutId.slice(0, 8)}.pdf"`)
      .send(pdf);
  };

  m.get(
    API_PATHS.partnerPayout,
    {
      summary: 'One payout with its statement',
      description:
        'The statement lines, per event its ticket sales, refunds and platform fees, then listing plan fees and anything carried from earlier (a refund after a payout): signed amounts that sum to the payout. `format=csv` or `format=pdf` answers the statement as a download instead (the same as `statement.csv` and `statement.pdf`).',
      params: ZPayoutIdParams,
      query: ZPayoutDetailQuery,
      response: ZPayoutDetail,
      produces: ['text/csv', 'application/pdf'],
      errors: { 400: M.statementFormat, 404: M.payoutNotFound },
    },
    async ({ auth, params, query, res }) => {
      if (query.format === 'pdf') await sendPdf(params.id, auth.partnerId!, res);
      else {
        const payout = await finances(auth.partnerId!).detail(params.id);
        if (query.format === 'json') return payout;
        sendCsv(payout, res);
      }
      // Answered: the helper sends nothing more once the download is out.
      return undefined as never;
    },
  );

  m.get(
    API_PATHS.partnerPayoutStatementCsv,
    {
      summary: 'A payout statement as CSV',
      params: ZPayoutIdParams,
      produces: 'text/csv',
      errors: { 404: M.payoutNotFound },
    },
    async ({ auth, params, res }) => {
      sendCsv(await finances(auth.partnerId!).detail(params.id), res);
    },
  );

  m.get(
    API_PATHS.partnerPayoutStatementPdf,
    {
      summary: 'A payout statement as PDF',
      params: ZPayoutIdParams,
      produces: 'application/pdf',
      errors: { 404: M.payoutNotFound },
    },
    async ({ auth, params, res }) => {
      await sendPdf(params.id, auth.partnerId!, res);
    },
  );

  m.get(
    API_PATHS.partnerPlans,
    {
      summary: 'The listing plans on offer',
      description: 'Monthly price and how many events each allows live at once (null: no limit).',
      response: ZListingPlans,
    },
    async () => ({ items: await listPlans(db) }),
  );

  m.put(
    API_PATHS.partnerPlan,
    {
      summary: 'Chooses your listing plan (owner only)',
      description:
        'Body `{ plan }`. A first plan applies at once and its first month is charged against your balance; a change applies from the first day of next month (UTC), when its fee is charged. Choosing the current plan again while a change is pending keeps the current plan. The limit counts events created and not yet ended or cancelled; a smaller plan does not touch events already created, it only stops new ones beyond its limit.',
      access: 'partnerOwner',
      body: ZPlanChangeBody,
      response: ZPartnerPlan,
      errors: { 400: M.plan, 409: M.planUnchanged },
    },
    ({ auth, body }) => new PartnerPlan(db, auth.partnerId!, now).change(body.plan),
  );
  return m;
}
