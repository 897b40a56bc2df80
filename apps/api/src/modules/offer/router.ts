// The home's offer: GET /api/offer (public: the offer in force, or null). The console sets it
// (modules/admin/offer).
import { ZActiveOffer, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { MarketplaceOffer } from './service';

export function offerModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Offer', access: 'public' });
  const offer = () => new MarketplaceOffer(db, now);

  m.get(
    API_PATHS.offer,
    {
      summary: "The marketplace's offer in force (the home banner), or `{ offer: null }`",
      description:
        'Answers the percentage, the headline (in the request’s language, English where the administrator gave none) and the end while the offer is active and not past its end. The saving comes from the partners’ promo codes entered at checkout; the offer is not a discount of its own.',
      response: ZActiveOffer,
    },
    () => offer().active(),
  );

  return m;
}
