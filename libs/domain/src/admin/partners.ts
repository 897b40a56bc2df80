// The admin's partners list (GET /api/admin/partners/) and partner detail (GET /api/admin/partners/{id}).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { zListQuery, zPaged } from '../common/list';
import { ZAdminPartner as ZAdminPartnerBase, ZPartnerSummary } from '../partner/partner';
import { ZId } from '../common/ids';
import { ZContactPreferences } from './people';
import { ZPartnerVettingStatus } from './vetting';

export const ADMIN_PARTNER_SORTS = ['appliedAt', 'name'] as const;

/** Search by name, email or city (q), filter by status; newest applications first. */
export const ZAdminPartnersQuery = zListQuery({
  sorts: ADMIN_PARTNER_SORTS,
  defaultSort: 'appliedAt',
  defaultDirection: 'desc',
  filters: { status: ZPartnerVettingStatus.optional() },
});
export type TAdminPartnersQuery = z.output<typeof ZAdminPartnersQuery>;
export type TAdminPartnersQueryInput = z.input<typeof ZAdminPartnersQuery>;

/** A card: the spec's fields, plus when the partner applied. */
export const ZAdminPartnerCard = ZPartnerSummary.extend({ appliedAt: ZIsoDateTime });
export type TAdminPartnerCard = z.infer<typeof ZAdminPartnerCard>;

export const ZAdminPartnersPage = zPaged(ZAdminPartnerCard);
export type TAdminPartnersPage = z.infer<typeof ZAdminPartnersPage>;

/** The detail: every field of the spec's partner, the admin's history, and how its events stand. */
export const ZAdminPartnerDetail = ZAdminPartnerBase.extend({
  registeredCompanyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  appliedAt: ZIsoDateTime,
  events: z.object({
    total: z.number().int().nonnegative(),
    /** Shown in the marketplace now. */
    public: z.number().int().nonnegative(),
    /** With a version waiting for review. */
    waiting: z.number().int().nonnegative(),
  }),
  /** An administrator's hold on the partner's payouts: why, since when and by whom; null when none. */
  payoutHold: z
    .object({
      reason: z.string(),
      heldAt: ZIsoDateTime,
      /** The administrator who held them; null once that account is gone. */
      heldBy: z.string().nullable(),
    })
    .nullable(),
  /** How each member of the team (`persons`) asked to be contacted, by person id. */
  teamContact: z.array(z.object({ personId: ZId, phoneNumber: z.string().nullable(), contact: ZContactPreferences })),
});
export type TAdminPartnerDetail = z.infer<typeof ZAdminPartnerDetail>;
