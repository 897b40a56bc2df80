// The admin's partners: GET /api/admin/partners/, GET /api/admin/partners/{id} and the vetting
// decision POST /api/admin/vetting-status/partners/{partnerId}.
import {
  ZAdminPartnerDetail,
  ZAdminPartnersPage,
  ZAdminPartnersQuery,
  ZIdParam,
  ZPartnerVettingParams,
  ZPartnerVettingUpdateBody,
  API_PATHS,
  NOT_FOUND,
  VETTING_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { AdminPartners } from './read-model';
import { AdminPartnerVetting } from './vetting';

export function adminPartnersModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: partners', access: 'admin' });

  m.get(
    API_PATHS.adminPartners,
    {
      summary: 'Every partner as a card, a page at a time',
      description:
        'Search by name, email or city (`q`), filter by `status` (PENDING, APPROVED, REJECTED, SUSPENDED); newest applications first unless sorted by `name`.',
      query: ZAdminPartnersQuery,
      response: ZAdminPartnersPage,
    },
    ({ query }) => new AdminPartners(db, config.listExactTotalUpTo).list(query),
  );

  m.get(
    API_PATHS.adminPartner,
    {
      summary: 'One partner with every field, team, bank accounts (masked), documents and vetting history',
      params: ZIdParam,
      response: ZAdminPartnerDetail,
      errors: { 404: NOT_FOUND.partner },
    },
    ({ params }) => new AdminPartners(db).get(params.id),
  );

  m.post(
    API_PATHS.adminPartnerVettingStatus,
    {
      summary: 'Records a decision about a partner: APPROVED, REJECTED or SUSPENDED',
      description:
        "The comment is emailed to the partner and shown on their dashboard; the notes stay internal. Approving lets the partner's approved events go public and posts the address verification letter when the address is not verified yet; rejecting or suspending takes them out of the marketplace (orders already made stay valid). Only an approved partner can be suspended; a decision equal to the current status is refused (409). Answers the partner as reloaded.",
      params: ZPartnerVettingParams,
      body: ZPartnerVettingUpdateBody,
      response: ZAdminPartnerDetail,
      errors: {
        404: NOT_FOUND.partner,
        409: `${VETTING_MESSAGES.partnerAlready({ status: 'APPROVED' })}; ${VETTING_MESSAGES.suspendOnlyApproved}`,
      },
    },
    async ({ params, body, auth }) => {
      await new AdminPartnerVetting(db, actorOf(auth), now, config).decide(params.partnerId, body);
      return new AdminPartners(db).get(params.partnerId);
    },
  );
  return m;
}
