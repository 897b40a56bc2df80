// Promo codes. The partner's: GET/POST /api/partner/events/{id}/promo-codes, PATCH/DELETE
// .../promo-codes/{codeId}. The buyer's check at checkout: GET /api/events/{id}/promo-codes/{code}.
// Orders take `promoCode` (modules/orders).
import {
  PROMO_MESSAGES as M,
  ZIdParam,
  ZPromoCode,
  ZPromoCodeBody,
  ZPromoCodeCheck,
  ZPromoCodeCheckParams,
  ZPromoCodeCheckQuery,
  ZPromoCodeList,
  ZPromoCodeParams,
  ZPromoCodePatchBody,
  ZPromoCodesQuery,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { checkPromoCode } from './check';
import { PartnerPromoCodes } from './service';

const RULES =
  '`kind` percentage (`value` a whole number 1-100) or fixed (`value` in major units of the event’s currency with at most its decimals, never more than a ticket’s price: 0.004 or 10.005 USD, or 1500.5 JPY, answer 400 with the words at `value`); `ticketTypeIds` the ticket types it takes off (empty: all); `startsAt`/`endsAt` UTC instants or null; `usageLimit` the number of orders that may use it (null: no limit). Codes are 3-40 letters, digits, hyphens or underscores, stored upper case and unique per event whatever the case.';
const REFUSALS = `404 ${M.unknown({ code: 'CODE' })}; 409 ${M.inactive({ code: 'CODE' })}, ${M.notYetValid({ code: 'CODE' })}, ${M.expired({ code: 'CODE' })}, ${M.usedUp({ code: 'CODE' })} or ${M.notForTicketTypes({ code: 'CODE' })}. The error body's \`reason\` names the case: unknown, inactive, notYetValid, expired, usedUp, notForTicketTypes.`;

export function promoCodesModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Promo codes', access: 'partner' });
  const codes = (partnerId: number | null) => new PartnerPromoCodes(db, partnerId!, now);
  // Another partner's event or code answers as one that does not exist.
  const ownedEvent = { 404: NOT_FOUND.event };
  const ownedCode = { 404: `${NOT_FOUND.event}; ${M.promoCodeNotFound}` };

  m.get(
    API_PATHS.partnerEventPromoCodes,
    {
      summary: "The event's promo codes, a page at a time, each with its uses",
      description:
        'Newest first (`sort=createdAt`, the default) or by code (`sort=code`); `q` finds the codes that contain it, whatever its case. Answers the list envelope (`items`, `total`, `page`, `pageSize`).',
      params: ZIdParam,
      query: ZPromoCodesQuery,
      response: ZPromoCodeList,
      errors: ownedEvent,
    },
    ({ auth, params, query }) => codes(auth.partnerId).list(params.id, query),
  );

  m.post(
    API_PATHS.partnerEventPromoCodes,
    {
      summary: 'Creates a promo code for the event',
      description: RULES,
      params: ZIdParam,
      body: ZPromoCodeBody,
      response: ZPromoCode,
      status: 201,
      errors: { ...ownedEvent, 409: M.duplicate({ code: 'CODE' }) },
    },
    ({ auth, params, body }) => codes(auth.partnerId).create(params.id, body),
  );

  m.patch(
    API_PATHS.partnerEventPromoCode,
    {
      summary: 'Changes a promo code (any field; `{ active: true }` switches it on again)',
      description: `${RULES} Orders already placed keep their discount. The usage limit cannot go below the uses counted (409).`,
      params: ZPromoCodeParams,
      body: ZPromoCodePatchBody,
      response: ZPromoCode,
      errors: { ...ownedCode, 409: `${M.duplicate({ code: 'CODE' })}; ${M.usageBelowUsed({ used: 3 })}` },
    },
    ({ auth, params, body }) => codes(auth.partnerId).update(params.id, params.codeId, body),
  );

  m.delete(
    API_PATHS.partnerEventPromoCode,
    {
      summary: 'Deactivates a promo code',
      description:
        'Buyers can no longer use it; orders that used it keep their discount. The code stays listed (with its uses) and can be switched on again with PATCH.',
      params: ZPromoCodeParams,
      response: ZPromoCode,
      errors: ownedCode,
    },
    ({ auth, params }) => codes(auth.partnerId).deactivate(params.id, params.codeId),
  );

  m.get(
    API_PATHS.eventPromoCode,
    {
      access: 'attendee',
      summary: 'Checks a promo code for the event at checkout: what it takes off one ticket of each ticket type',
      description: `The code in any case. \`ticketTypeIds=1,2\` (the ticket types chosen) answers only those and refuses a code that takes nothing off them. The order checks the code again when it is placed. ${REFUSALS}`,
      params: ZPromoCodeCheckParams,
      query: ZPromoCodeCheckQuery,
      response: ZPromoCodeCheck,
      errors: {
        404: `${NOT_FOUND.event}; ${M.unknown({ code: 'CODE' })}`,
        409: `${M.inactive({ code: 'CODE' })}; ${M.notYetValid({ code: 'CODE' })}; ${M.expired({ code: 'CODE' })}; ${M.usedUp({ code: 'CODE' })}; ${M.notForTicketTypes({ code: 'CODE' })}`,
      },
    },
    ({ params, query }) => checkPromoCode(db, params.id, params.code, query.ticketTypeIds, now()),
  );
  return m;
}
