// The calendar file as an email attachment, made at delivery from the order as it is then: the ticket
// email adds the event to the calendar, a change of date or venue updates the entry (same UID, higher
// SEQUENCE), the event's cancellation removes it (METHOD:CANCEL).
import type { OutboxAttachment } from '../../db/schema';
import { inLanguage, languageOf, registerAttachmentGenerator } from '../../platform/mail';
import { currentLanguage } from '@pavilion/domain';
import { orderCalendar } from './service';

export const ORDER_CALENDAR_GENERATOR = 'order-calendar';

registerAttachmentGenerator(ORDER_CALENDAR_GENERATOR, async (params, { db, config }) => {
  if (typeof params.orderId !== 'string') throw new Error('calendar attachment without an orderId');
  const orderId = params.orderId;
  // In the language of the email it goes with, named when the email was written.
  const file = await inLanguage(languageOf(params.language as string | undefined), () =>
    orderCalendar(db, config, orderId, { now: new Date() }),
  );
  return Buffer.from(file.ics, 'utf8');
});

/**
 * The attachment an email about a paid order carries, in the language the email is being written in.
 * Only for an order that was paid: the file of any other cannot be made, and its email would not go.
 */
export function orderCalendarAttachment(orderId: string): OutboxAttachment {
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8',
    generator: ORDER_CALENDAR_GENERATOR,
    params: { orderId, language: currentLanguage() },
  };
}
