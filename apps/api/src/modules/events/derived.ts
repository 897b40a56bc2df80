// Values kept on the events row so search is a single indexed scan: minimum price, free cancellation,
// size rank, the venue's city, country and time zone, and the full-text document. Run after any write
// that touches an event, its ticket types, its venue, its partner's name or a cancellation policy.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The rules themselves live in libs/domain; re-exported for the writers of events.
export { eventDurationIdFor as durationIdFor, offersFreeCancellation } from '@pavilion/domain';

export async function refreshEventDerived(db: DbOrTx, eventIds: number[] | 'all'): Promise<void> {
  const where =
    eventIds === 'all'
      ? sql`true`
      : sql`e.id = any(${sql.raw(`ARRAY[${eventIds.map((n) => Math.trunc(n)).join(',') || 'NULL'}]::int[]`)})`;
  await db.execute(sql`
    update events e set
      min_ticket_price_minor = (select min(t.price_minor) from ticket_types t where t.event_id = e.id),
      free_cancellation = exists (
        select 1 from ticket_types t join cancellation_policies p on p.id = t.cancellation_policy_id
        where t.event_id = e.id and p.free_cancellation),
      size_rank = coalesce((select o.position + 1 from option_items o where o.id = e.event_size_id), 0),
      city_id = (select coalesce(v.city_id, case when v.kind = 'city' then v.id end) from places v where v.id = e.venue_id),
      country_id = (select v.country_id from places v where v.id = e.venue_id),
      time_zone = z.tz,
      -- Calendar days where the event happens, first and last included (1, 2, 3 = 3+).
      duration_id = least(3, greatest(1, (e.end_at at time zone z.tz)::date - (e.start_at at time zone z.tz)::date + 1)),
      search_vector =
        setweight(to_tsvector('english', coalesce(e.name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(e.tagline, '')), 'B') ||
        setweight(to_tsvector('english', coalesce((select p.name from partners p where p.id = e.partner_id), '')), 'B') ||
        setweight(to_tsvector('english', coalesce((select v.name || ' ' || coalesce(c.name, '') from places v left join places c on c.id = v.city_id where v.id = e.venue_id), '')), 'B') ||
        setweight(to_tsvector('english', coalesce(e.description, '')), 'C'),
      updated_at = now()
    from (select e2.id, coalesce((select v.time_zone from places v where v.id = e2.venue_id), e2.time_zone) as tz
          from events e2) z
    where z.id = e.id and ${where}
  `);
}
