// GET /api/legal/documents (each document's version in force and the next), GET and POST
// /api/legal/acceptances (the signed-in person's). The console publishes versions (modules/admin/legal).
import {
  API_PATHS,
  LEGAL_MESSAGES as M,
  ZLegalAcceptanceBody,
  ZLegalAcceptances,
  ZLegalDocuments,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { LegalDocuments } from './service';

export function legalModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Legal documents', access: 'public' });
  const legal = () => new LegalDocuments(db, now);

  m.get(
    API_PATHS.legalDocuments,
    {
      summary: 'Each legal document’s version in force, and the next one published',
      description:
        'Documents: `customer-terms`, `privacy-notice`, `content-guidelines`, `partner-contract`. `current` is the version in force now (its `version` is what an acceptance names), `upcoming` the next version published with the day it applies from (`appliesFrom`), or null. `significant: true` marks a version every account holder is emailed about before it applies and asked to accept after.',
      response: ZLegalDocuments,
    },
    () => legal().statuses(),
  );

  m.get(
    API_PATHS.legalAcceptances,
    {
      summary: 'What the signed-in person accepted, and what they must still accept',
      description:
        '`accepted`: every version the person accepted, newest first, with when and where (`sign-up`, `checkout`, `sign-in`). `pending`: for each document, the latest significant version in force that the person has not accepted (nor any version in force after it); while the customer terms are pending, POST /api/orders/ without `acceptTerms: true` answers 409 `TERMS_NOT_ACCEPTED`.',
      access: 'signedIn',
      response: ZLegalAcceptances,
    },
    ({ auth }) => legal().acceptancesOf(auth.personId),
  );

  m.post(
    API_PATHS.legalAcceptances,
    {
      summary: 'Accepts the version in force of a document',
      description:
        'Body: `{ document, version, accept: true }`, the version as GET /api/legal/documents names it. Another version than the one in force answers 409 with `current`; accepting a version twice changes nothing. The partner contract is signed in the partner portal instead (POST /api/partner/agreements/partner-contract). Answers as GET /api/legal/acceptances.',
      access: 'signedIn',
      body: ZLegalAcceptanceBody,
      response: ZLegalAcceptances,
      errors: { 400: `${M.acceptanceRequired}; ${M.partnerContractOnly}`, 409: M.versionOutdated },
    },
    ({ auth, body }) => legal().accept(auth.personId, body.document, body.version, 'sign-in'),
  );

  return m;
}
