// The email to a partner's owners when Pavilion turns off an endpoint whose delivery failed for good,
// each in its reader's language, through the mail outbox in the transaction that turns it off.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { partnerMembers, personSettings, persons } from '../../db/schema';
import { enqueueEmails } from '../../platform/mail';
import { inLanguage, recipientLanguage, recipientLanguageColumns } from '../../platform/mail/languages';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/templates/layout';
import { WEBHOOK_EMAIL_TEXT as T } from './messages';

export async function emailEndpointDisabled(
  db: DbOrTx,
  config: Pick<Config, 'partnerPortalUrl'>,
  endpoint: { partnerId: number; url: string },
  failure: { eventType: string; attempts: number; lastResult: string | null },
): Promise<void> {
  const owners = await db
    .select({ email: persons.email, firstName: persons.firstName, ...recipientLanguageColumns })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(and(eq(partnerMembers.partnerId, endpoint.partnerId), eq(partnerMembers.role, 'owner')));
  const url = `${config.partnerPortalUrl}/settings?tab=developers`;
  const emails = owners.map((owner): OutgoingEmail =>
    inLanguage(recipientLanguage(owner.language, owner.hasAccount), () => ({
      to: owner.email,
      template: 'webhook-endpoint-disabled',
      subject: T.disabledSubject({ url: endpoint.url }),
      ...renderEmail({
        preview: T.disabledPreview,
        heading: T.disabledHeading,
        paragraphs: [
          T.hello({ firstName: owner.firstName }),
          T.disabledBody({
            eventType: failure.eventType,
            url: endpoint.url,
            attempts: failure.attempts,
            lastResult: failure.lastResult ?? T.noAnswer,
          }),
          T.disabledNext,
        ],
        action: { label: T.openDevelopers, url },
      }),
    })),
  );
  await enqueueEmails(db, emails);
}
