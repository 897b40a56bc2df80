// GET /api/orders/{orderId}/calendar.ics: the buyer's order's event for their calendar.
import { API_PATHS, NOT_FOUND, ZOrderIdParams } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { orderCalendar } from './service';

export function calendarModule(ctx: ModuleContext) {
  const { db, config, now } = ctx;
  const m = apiModule(ctx, { tag: 'Orders', access: 'attendee' });

  m.get(
    API_PATHS.orderCalendar,
    {
      summary: "An order's event as a calendar file",
      description:
        "The event of one of the buyer's paid orders as an iCalendar file (RFC 5545): its start and end in the event's time zone (with that zone's VTIMEZONE), the venue's name and address (the event page for an event without a venue), the event page's link, and the order. The entry's UID stays the same for the order and its SEQUENCE rises with each approved change of the event, so a calendar that imported it takes a later file as an update; once the event or every ticket of the order is cancelled the file cancels the entry (METHOD:CANCEL, STATUS:CANCELLED). The ticket email, a change of date or venue and the event's cancellation attach the same file. Another person's order, or one never paid, answers 404.",
      params: ZOrderIdParams,
      produces: 'text/calendar',
      errors: { 404: NOT_FOUND.order },
    },
    async ({ auth, params, res }) => {
      const file = await orderCalendar(db, config, params.orderId, { personId: auth.personId, now: now() });
      res
        .type('text/calendar; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.ics);
    },
  );
  return m;
}
