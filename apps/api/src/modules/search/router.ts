// POST /api/events/filtered: the marketplace's event search, open to visitors and attendees alike; and
// GET /api/events/top/{count}, the home page's events: the first of the recommended sort.
import { ZEventFilter, ZEventSearchResponse, ZTopEventsParams, ZTopEventsResponse, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule, JsonText } from '../../platform/route';
import { projectionCopyOf } from './in-memory';
import { EventSearch } from './read-model';
import { personSearch } from './person-defaults';

export function searchModule(ctx: ModuleContext) {
  // Search may read a replica (DATABASE_READ_URL): a card may lag the primary by a moment.
  const { readDb, now, config, logger } = ctx;
  const m = apiModule(ctx, { tag: 'Event search', access: 'public' });
  // The projection's copy in memory answers what it can (in-memory.ts); SQL answers the rest. The server
  // starts its background loop (server.ts); tests load and refresh it at each search.
  const copy = config.searchInMemory
    ? projectionCopyOf(readDb, {
        ...config.searchCopy,
        onError: (error, failures) =>
          logger.warn(
            { err: error, failures },
            'the search copy could not be refreshed: retrying, SQL answers meanwhile',
          ),
      })
    : null;

  m.post(
    API_PATHS.eventSearch,
    {
      summary: 'Searches the public events with filters and a sort',
      description:
        'Every key of the body is optional: the keyword box (`query`), the date range, attendance type, event type, duration, number of attendees, event size and its metric, number of exhibitors, price range and ticket currency, attendee and exhibitor countries, location, sectors and subtypes, attendee job titles, exhibitor types, attendee classes, audiences and cancellation policies (`free-cancellation`), then `sortCriteria` (recommended, date, size, price, relevance, rating) and `sortDirection`, default date ascending: the soonest first. `recommended` orders by the ranking, the best ranked first when ascending (docs/search.md, Ranking; for a signed-in visitor, events in the sectors and for attendees of the country of their profile rank higher). Only approved, published events that have not started are found. Unknown keys are refused. `minPrice` and `maxPrice` are major units of `ticketCurrency` (12.5 is $12.50), as the cards’ `minTicketPrice` is. `minDate` and `maxDate` take `YYYY-MM-DD` or an ISO date-time (read as its UTC day), within 2000-01-01 to 2199-12-31. A signed-in visitor’s Events per page and Default currency settings are the `pageSize` and `ticketCurrency` when the body does not give them (20 and USD otherwise). The answer is one page of event cards with the total: exact up to a threshold (100 by default), estimated above it from the first matches, when `totalIsEstimate` is true. Every sort is paged within its first 10,000 results: `page` × `pageSize` must be at most 10,000 (page 1-10,000); a deeper page is refused with 400 on `page`.',
      body: ZEventFilter,
      response: ZEventSearchResponse,
    },
    // PostgreSQL writes the whole answer (cards included) as JSON text; it is sent as it comes.
    async ({ body, req }) => {
      const personId = req.auth?.personId ?? null;
      const { filter, taste } =
        personId === null ? { filter: body, taste: null } : await personSearch(readDb, personId, body, req.body);
      return new JsonText(await new EventSearch(readDb, now, personId, config.search, copy).answer(filter, { taste }));
    },
  );

  m.get(
    API_PATHS.topEvents,
    {
      summary: 'Upcoming events for the home page, as event cards',
      description:
        'The first approved, published events that have not started in the recommended order (the search’s `recommended` sort: the best ranked first, personal for a signed-in reader; no sponsored place), as many as asked (the home page asks for 4; at most 12). `isFavourited` is set for a signed-in reader; `minTicketPrice` is in major units of `ticketPriceCurrency` (295.5 for $295.50).',
      params: ZTopEventsParams,
      response: ZTopEventsResponse,
    },
    async ({ params, req }) => {
      const personId = req.auth?.personId ?? null;
      const filter = ZEventFilter.parse({ sortCriteria: 'recommended', pageSize: params.count });
      const answer = await new EventSearch(readDb, now, personId, config.search, copy).answer(filter, {
        sponsoredPlace: false,
      });
      return new JsonText(JSON.stringify((JSON.parse(answer) as { events: unknown[] }).events));
    },
  );
  return m;
}
