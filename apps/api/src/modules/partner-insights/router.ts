// GET /api/partner/insights (per event or all events, over a range of days) and GET /api/partner/dashboard.
import { ZInsights, ZInsightsQuery, ZPartnerDashboard, API_PATHS, NOT_FOUND } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PartnerInsights } from './read-model';

export function partnerInsightsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Partner insights', access: 'partner' });
  const insights = (partnerId: number | null) => new PartnerInsights(db, partnerId!);

  m.get(
    API_PATHS.partnerInsights,
    {
      summary: 'Tickets sold, revenue, orders and page views per day, by ticket type (or top events), and sell-through',
      description:
        "`from` and `to` are UTC days (both included, at most 366 days); `eventId` narrows to one of the partner's events. Revenue is per currency in major units; sell-through is all time against the tickets offered.",
      query: ZInsightsQuery,
      response: ZInsights,
      errors: { 404: NOT_FOUND.event },
    },
    ({ auth, query }) => insights(auth.partnerId).insights(query),
  );

  m.get(
    API_PATHS.partnerDashboard,
    {
      summary: "The dashboard summary: the partner's own figures",
      description:
        'Upcoming events, events by status, versions waiting for review, the last 30 days of sales per currency, the latest orders and the latest review decisions with their comments (never the notes).',
      response: ZPartnerDashboard,
    },
    ({ auth }) => insights(auth.partnerId).dashboard(now()),
  );
  return m;
}
