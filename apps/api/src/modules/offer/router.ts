// The home's offer: GET /api/offer (public: the offer in force, or null) and GET/PUT /api/admin/offer.
import { OFFER_MESSAGES as M, ZActiveOffer, ZAdminOffer, ZOfferBody, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { actorOf } from '../../platform/audit';
import { MarketplaceOffer } from './service';

export function offerModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Offer', access: 'admin' });
  const offer = () => new MarketplaceOffer(db, now);

  m.get(
    API_PATHS.offer,
    {
      access: 'public',
      summary: "The marketplace's offer in force (the home banner), or `{ offer: null }`",
      description:
        'Answers the percentage, the headline (in the request’s language, English where the administrator gave none) and the end while the offer is active and not past its end. The saving comes from the partners’ promo codes entered at checkout; the offer is not a discount of its own.',
      response: ZActiveOffer,
    },
    () => offer().active(),
  );

  m.get(API_PATHS.adminOffer, { summary: 'The offer as stored (or null)', response: ZAdminOffer }, () =>
    offer().read(),
  );

  m.put(
    API_PATHS.adminOffer,
    {
      summary:
        'Sets the offer: percentage, headline in English and its translations, end (or null) and whether it is on',
      description:
        'The headline is the English; `headlineTranslations` gives it in Spanish, French and German (each required when given; left out, every language reads the English). Audited as offer.changed with the values before and after.',
      body: ZOfferBody,
      response: ZAdminOffer,
      errors: { 400: `${M.percentageRange}; ${M.headlineRequired}; ${M.headlineInRequired({ language: 'de' })}` },
    },
    ({ body, auth }) => offer().set(body, actorOf(auth)),
  );
  return m;
}
