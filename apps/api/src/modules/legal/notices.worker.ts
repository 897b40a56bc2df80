// The notice of a significant new version of a legal document (Customer terms A18; the partner contract
// likewise): every account holder (for the partner contract, every partner owner) is emailed before the
// version applies, in their language, once. Each person's notice is claimed by its legal_notices row in
// the transaction that writes the email, so two API instances running the round send it once.
import { and, asc, eq, gt, isNotNull, notLike, sql } from 'drizzle-orm';
import { CLOSED_ACCOUNT_EMAIL_DOMAIN, formatIsoDay, LEGAL_DOCUMENT_AUDIENCE, legalDocumentKey } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { legalDocumentVersions, legalNotices, partnerMembers, persons } from '../../db/schema';
import { scheduledWorker } from '../../platform/jobs';
import { enqueueEmail, inLanguage, renderEmail } from '../../platform/mail';
import { emailRecipients } from '../notifications';
import { LEGAL_EMAIL_TEXT as E } from './messages';

export const LEGAL_NOTICE_TEMPLATE = 'legal-change-notice' as const;
export const LEGAL_NOTICE_EVERY_MS = 10 * 60_000;

const DOCUMENT_PAGES = {
  'customer-terms': '/customer-terms-of-service',
  'privacy-notice': '/privacy-and-cookies',
  'content-guidelines': '/content-guidelines',
} as const;

/**
 * Sends the notices due at `now`, at most `limit` people a round; answers how many were sent. A notice is
 * due for each significant version not yet in force, to each account holder (or partner owner) not yet
 * told of it. Closed accounts (no password, an anonymous address) are not written to.
 */
export async function sendLegalNotices(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>,
  now: Date,
  limit = 500,
): Promise<number> {
  const due = await db
    .select()
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.significant, true), gt(legalDocumentVersions.appliesFrom, now)))
    .orderBy(asc(legalDocumentVersions.appliesFrom), asc(legalDocumentVersions.id));
  let sent = 0;
  for (const version of due) {
    if (sent >= limit) break;
    const partners = LEGAL_DOCUMENT_AUDIENCE[version.document] === 'partners';
    const notTold = sql`not exists (select 1 from ${legalNotices} n where n.version_id = ${version.id} and n.person_id = ${persons.id})`;
    const open = and(isNotNull(persons.passwordHash), notLike(persons.email, `%@${CLOSED_ACCOUNT_EMAIL_DOMAIN}`));
    const people = partners
      ? await db
          .select({ id: persons.id })
          .from(persons)
          .innerJoin(partnerMembers, eq(partnerMembers.personId, persons.id))
          .where(and(eq(partnerMembers.role, 'owner'), open, notTold))
          .orderBy(asc(persons.id))
          .limit(limit - sent)
      : await db
          .select({ id: persons.id })
          .from(persons)
          .where(and(open, notTold))
          .orderBy(asc(persons.id))
          .limit(limit - sent);
    const url = partners
      ? `${config.partnerPortalUrl}/contract-agreement`
      : `${config.publicUrl}${DOCUMENT_PAGES[version.document as keyof typeof DOCUMENT_PAGES]}`;
    for (const person of people) {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(legalNotices)
          .values({ versionId: version.id, personId: person.id, sentAt: now })
          .onConflictDoNothing()
          .returning({ personId: legalNotices.personId });
        if (!claimed) return;
        const [to] = await emailRecipients(tx, [person.id]);
        if (!to) return;
        await enqueueEmail(
          tx,
          inLanguage(to.language, () => {
            const v = {
              name: E.documentName({ document: legalDocumentKey(version.document) }),
              day: formatIsoDay(version.appliesFrom.toISOString().slice(0, 10)),
              version: version.version,
            };
            return {
              to: to.email,
              subject: E.noticeSubject(v),
              template: LEGAL_NOTICE_TEMPLATE,
              ...renderEmail({
                preview: E.noticePreview(v),
                heading: E.noticeHeading(v),
                paragraphs: [
                  E.hello({ firstName: to.firstName }),
                  E.noticeBody(v),
                  partners ? E.noticePartner(v) : E.noticeAccept(v),
                ],
                action: { label: E.noticeAction, url },
                notes: [E.noticeWhy],
              }),
            };
          }),
        );
        sent += 1;
      });
    }
  }
  return sent;
}

export const legalNoticeWorkerFactory = scheduledWorker({
  worker: 'legal-notices',
  everyMs: LEGAL_NOTICE_EVERY_MS,
  round: async ({ db, config }, at) => {
    const sent = await sendLegalNotices(db, config, at);
    return sent ? { told: sent } : null;
  },
  done: 'account holders told of a new version of a legal document',
  failed: 'legal notices round failed',
});
