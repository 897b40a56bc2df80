// POST /api/partner/events/{id}/messages (write to every attendee) and GET /api/partner/messages (the history).
import {
  MESSAGES_PER_EVENT_PER_DAY,
  ZEventMessage,
  ZEventMessageBody,
  ZEventMessagesPage,
  ZEventMessagesQuery,
  ZIdParam,
  API_PATHS,
  NOT_FOUND,
  PARTNER_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PartnerCommunications } from './service';

export function partnerCommunicationsModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Partner communications', access: 'partner' });
  const comms = (auth: { partnerId: number | null; personId: number }) =>
    new PartnerCommunications(db, auth.partnerId!, auth.personId, { now, config });

  m.post(
    API_PATHS.partnerEventMessages,
    {
      summary: 'Writes to every attendee of the event: an email each and a notification in their bell',
      description: `At most ${MESSAGES_PER_EVENT_PER_DAY} messages per event and UTC day (429 with Retry-After).`,
      params: ZIdParam,
      body: ZEventMessageBody,
      response: ZEventMessage,
      status: 201,
      errors: {
        404: NOT_FOUND.event,
        409: M.messageNoAttendees,
        429: M.messageLimit({ perDay: MESSAGES_PER_EVENT_PER_DAY }),
      },
    },
    ({ auth, params, body }) => comms(auth).send(params.id, body),
  );

  m.get(
    API_PATHS.partnerMessages,
    {
      summary: 'What the partner wrote to attendees, newest first',
      query: ZEventMessagesQuery,
      response: ZEventMessagesPage,
    },
    ({ auth, query }) => comms(auth).list(query),
  );
  return m;
}
