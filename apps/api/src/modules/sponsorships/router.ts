// The partner's sponsorships of one of its events: GET/POST /api/partner/events/{id}/sponsorships, and what
// buying costs (GET /api/partner/events/{id}/sponsorship-offer).
import {
  SPONSORSHIP_MAX_DAYS,
  SPONSORSHIP_MESSAGES as M,
  ZIdParam,
  ZPartnerSponsorshipsQuery,
  ZSponsorship,
  ZSponsorshipBody,
  ZSponsorshipOffer,
  ZSponsorshipPage,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PartnerSponsorships } from './service';

export function sponsorshipsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Sponsorships', access: 'partner' });
  const of = (partnerId: number | null) => new PartnerSponsorships(db, partnerId!, now);
  // Another partner's event answers as one that does not exist.
  const ownedEvent = { 404: NOT_FOUND.event };

  m.get(
    API_PATHS.partnerEventSponsorshipOffer,
    {
      summary: 'What buying sponsorship of the event costs, and the days it may be sponsored in',
      description:
        '`price` (the price per day) is null until the platform sets one. `today` and `eventLastDay` are UTC days: a new sponsorship starts no earlier than the first and ends no later than the second.',
      params: ZIdParam,
      response: ZSponsorshipOffer,
      errors: ownedEvent,
    },
    ({ auth, params }) => of(auth.partnerId).offer(params.id),
  );

  m.get(
    API_PATHS.partnerEventSponsorships,
    {
      summary: "The event's sponsorships, a page at a time",
      description:
        'Newest days first by default (`sort`: firstDay, createdAt, amount); `status` narrows to those scheduled, active, ended or ended early today (UTC), `all` by default. There is no search (`q` is not read): they are all of one event. Answers the list envelope (`items`, `total`, `page`, `pageSize`).',
      params: ZIdParam,
      query: ZPartnerSponsorshipsQuery,
      response: ZSponsorshipPage,
      errors: ownedEvent,
    },
    ({ auth, params, query }) => of(auth.partnerId).list(params.id, query),
  );

  m.post(
    API_PATHS.partnerEventSponsorships,
    {
      summary: 'Buys sponsorship of the event for a range of days',
      description: `Body \`{ firstDay, lastDay }\`: UTC days (YYYY-MM-DD), both included, at most ${SPONSORSHIP_MAX_DAYS} days, from today to the event's last day. While sponsored, the event may take the sponsored place of the search. The charge (days x the price per day) is taken from the partner's balance in the price's currency at once, as the listing plan's fee is.`,
      params: ZIdParam,
      body: ZSponsorshipBody,
      response: ZSponsorship,
      status: 201,
      errors: {
        400: `${M.firstDayInvalid}; ${M.lastBeforeFirst}; ${M.tooLong}; ${M.firstDayPast({ today: '2030-06-01' })}; ${M.afterEventEnd({ lastDay: '2030-06-10' })}`,
        ...ownedEvent,
        409: `${M.eventNotPublic}; ${M.eventCancelled}; ${M.eventOver}; ${M.noPrice}; ${M.overlap({ firstDay: '2030-06-01', lastDay: '2030-06-05' })}`,
      },
    },
    ({ auth, params, body }) => of(auth.partnerId).buy(params.id, body, auth.personId),
  );
  return m;
}
