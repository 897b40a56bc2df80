// The console's sponsorships: GET /api/admin/sponsorships (every sponsorship, by status), POST
// /api/admin/sponsorships/{id}/end (ended early with a reason, the unused days credited back) and
// GET/PUT /api/admin/sponsorship-price. Every change is audited.
import {
  SPONSORSHIP_MESSAGES as M,
  ZAdminSponsorshipsQuery,
  ZEndSponsorshipBody,
  ZIdParam,
  ZSponsorship,
  ZSponsorshipPage,
  ZSponsorshipPriceAnswer,
  ZSponsorshipPriceBody,
  API_PATHS,
  SPONSORSHIP_PRICE_MAX,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { actorOf } from '../../../platform/audit';
import { apiModule } from '../../../platform/route';
import { AdminSponsorships } from '../../sponsorships';

export function adminSponsorshipsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: sponsorships', access: 'admin' });
  const admin = () => new AdminSponsorships(db, now);

  m.get(
    API_PATHS.adminSponsorships,
    {
      summary: 'Every sponsorship, newest first by default',
      description:
        '`status`: `all` (the default), `scheduled` (not begun), `active` (sponsored today, UTC), `ended` (its last day passed) or `endedEarly`. `q` searches the event’s and the partner’s names. Sorts: `createdAt`, `firstDay`, `amount`.',
      query: ZAdminSponsorshipsQuery,
      response: ZSponsorshipPage,
      errors: { 400: M.statusInvalid },
    },
    ({ query }) => admin().list(query),
  );

  m.post(
    API_PATHS.adminSponsorshipEnd,
    {
      summary: 'Ends a sponsorship early',
      description:
        'Body `{ reason }`. The event leaves the sponsored place at once. The whole days after today (every day when it had not begun) are credited back to the partner at the price it was bought at, in one ledger transaction. Audited as `sponsorship.ended`.',
      params: ZIdParam,
      body: ZEndSponsorshipBody,
      response: ZSponsorship,
      errors: { 400: M.reasonRequired, 404: M.notFound, 409: `${M.alreadyEndedEarly}; ${M.alreadyOver}` },
    },
    ({ params, body, auth }) => admin().end(params.id, body.reason, actorOf(auth)),
  );

  m.get(
    API_PATHS.adminSponsorshipPrice,
    { summary: 'The price per day of sponsorship (null before one is set)', response: ZSponsorshipPriceAnswer },
    () => admin().price(),
  );

  m.put(
    API_PATHS.adminSponsorshipPrice,
    {
      summary: 'Sets the price per day of sponsorship',
      description:
        'Body `{ pricePerDay }` in major units of the sponsorship currency (USD, as the listing plans). Applies to purchases from now on; sponsorships bought keep their price. Audited as `sponsorship.price-changed`.',
      body: ZSponsorshipPriceBody,
      response: ZSponsorshipPriceAnswer,
      errors: { 400: M.pricePerDay({ max: SPONSORSHIP_PRICE_MAX }) },
    },
    ({ body, auth }) => admin().setPrice(body, actorOf(auth)),
  );
  return m;
}
