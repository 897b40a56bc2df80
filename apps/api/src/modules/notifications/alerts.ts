// Instant alerts: each member of a partner who has them on gets an email for each new registration of
// the partner's events, written in the transaction that records the paid order (the outbox applies
// each member's Email notifications and Instant alerts switches).
import { eq } from 'drizzle-orm';
import { formatAmount, formatInTimeZone, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { events, partnerMembers } from '../../db/schema';
import { enqueueEmails, inLanguage, renderEmail } from '../../platform/mail';
import { NOTIFICATION_EMAIL_TEXT as T } from './messages';
import { emailRecipients } from './recipients';

export const INSTANT_ALERT_TEMPLATE = 'instant-alert' as const;

export interface NewRegistration {
  orderId: string;
  eventId: number;
  eventName: string;
  buyerName: string;
  ticketCount: number;
  /** The order's total, written in each member's language ('$120.00', '120,00 $'). */
  total: { major: number; currency: TCurrencyCode };
  paidAt: Date;
}

/** One email to each member of the event's partner; answers how many were written. */
export async function alertPartnerOfRegistration(
  tx: DbOrTx,
  r: NewRegistration,
  config: Pick<Config, 'partnerPortalUrl'>,
): Promise<number> {
  const members = await tx
    .select({ personId: partnerMembers.personId })
    .from(events)
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, events.partnerId))
    .where(eq(events.id, r.eventId));
  const recipients = await emailRecipients(
    tx,
    members.map((m) => m.personId),
  );
  const ids = await enqueueEmails(
    tx,
    recipients.map((to) =>
      inLanguage(to.language, () => {
        const v = {
          buyer: r.buyerName,
          event: r.eventName,
          count: r.ticketCount,
          total: formatAmount(r.total.major, r.total.currency),
          paidAt: formatInTimeZone(r.paidAt.toISOString(), to.zone),
        };
        return {
          to: to.email,
          personId: to.personId,
          template: INSTANT_ALERT_TEMPLATE,
          subject: T.alertSubject(v),
          ...renderEmail({
            preview: T.alertPreview(v),
            heading: T.alertHeading(v),
            paragraphs: [T.hello({ firstName: to.firstName }), T.alertBody(v)],
            action: { label: T.seeOrder, url: `${config.partnerPortalUrl}/order-details/${r.orderId}` },
          }),
        };
      }),
    ),
  );
  return ids.filter((id) => id !== null).length;
}
