// An order's event for the buyer's calendar: the calendar file (the API's .ics, which a changed or
// cancelled event's emails update) and Google Calendar's and Outlook's pages with the event filled in.
import { API_PATHS, googleCalendarLink, orderCalendarEntry, outlookCalendarLink, type TOrder } from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { config } from '../../config/env';
import { apiAssetUrl } from './api-asset-url';
import { REGISTRATIONS_TEXT as T } from './messages';

export function AddToCalendar({ order }: { order: TOrder }) {
  const entry = orderCalendarEntry(order, new URL(paths.event(order.event.id), window.location.origin).toString());
  const file = apiAssetUrl(`/api${API_PATHS.orderCalendar({ orderId: order.id })}`, config.apiUrl);
  return (
    <nav className="pv-order__calendar" aria-label={T.addToCalendarOf({ event: order.event.name })}>
      <span aria-hidden="true">{T.addToCalendar}</span>
      <a href={file} download>
        {T.calendarFile}
      </a>
      <a href={googleCalendarLink(entry)} target="_blank" rel="noopener noreferrer">
        {T.googleCalendar}
      </a>
      <a href={outlookCalendarLink(entry)} target="_blank" rel="noopener noreferrer">
        {T.outlookCalendar}
      </a>
    </nav>
  );
}
