// The console's legal documents: every version published, and publishing the version this release holds.
import {
  API_PATHS,
  LEGAL_MESSAGES as M,
  LEGAL_NOTICE_DAYS,
  ZAdminLegalVersions,
  ZLegalDocumentVersion,
  ZPublishLegalVersionBody,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { actorOf } from '../../../platform/audit';
import { apiModule } from '../../../platform/route';
import { LegalDocuments } from '../../legal';

export function adminLegalModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Legal documents', access: 'admin' });
  const legal = () => new LegalDocuments(db, now);

  m.get(
    API_PATHS.adminLegalVersions,
    {
      summary: 'Every published version of the legal documents, and the version of each this release holds',
      response: ZAdminLegalVersions,
    },
    () => legal().adminList(),
  );

  m.post(
    API_PATHS.adminLegalVersions,
    {
      summary: 'Publishes the version of a legal document this release holds',
      description: `Body: \`{ document, significant, appliesFrom }\`. The version and its day are the ones this release's text carries (GET shows them as \`inCode\`). \`appliesFrom\` is not in the past; a significant version applies at least ${LEGAL_NOTICE_DAYS.accounts} days ahead (${LEGAL_NOTICE_DAYS.partners} for the partner contract), and every account holder (every partner owner for the partner contract) is emailed \`legal-change-notice\` before then, in their language, once. After it applies, the person is asked to accept it at their next sign-in or order. Written to the audit log (\`legal.published\`). A version published already answers 409.`,
      status: 201,
      body: ZPublishLegalVersionBody,
      response: ZLegalDocumentVersion,
      errors: {
        400: `${M.appliesFromPast}; ${M.noticeTooShort({ days: 14, earliest: '…' })}`,
        409: M.alreadyPublished({ version: '…' }),
      },
    },
    ({ auth, body }) => db.transaction((tx) => new LegalDocuments(tx, now).publish(body, actorOf(auth), tx)),
  );
  return m;
}
