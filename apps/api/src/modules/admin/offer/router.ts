// The console's offer: GET/PUT /api/admin/offer (the home banner's percentage, headline and end).
import { OFFER_MESSAGES as M, ZAdminOffer, ZOfferBody, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { actorOf } from '../../../platform/audit';
import { apiModule } from '../../../platform/route';
import { MarketplaceOffer } from '../../offer';

export function adminOfferModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Offer', access: 'admin' });
  const offer = () => new MarketplaceOffer(db, now);

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
