// The partner contract and the customer terms: their state, the contract as a PDF, and signing.
import { z } from 'zod';
import {
  ZAgreementParams,
  ZPartnerAgreement,
  ZPartnerAgreements,
  ZSignAgreementBody,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { clientIp } from '../../platform/http';
import { apiModule, type ApiModule } from '../../platform/route';
import { PartnerAgreements } from './agreements.service';
import { partnerOf } from './session-partner';

export function partnerAgreementsModule(ctx: ModuleContext): ApiModule {
  const { db, now } = ctx;
  const agreements = apiModule(ctx, { tag: 'Agreements', access: 'partner' });
  const agreementsOf = (auth: AuthContext) => new PartnerAgreements(db, partnerOf(auth), now);

  agreements.get(
    API_PATHS.partnerAgreements,
    {
      summary: 'The partner contract and the customer terms: agreed (with when, by whom, from where) or pending',
      response: ZPartnerAgreements,
    },
    ({ auth }) => agreementsOf(auth).list(),
  );

  agreements.get(
    API_PATHS.partnerContractDocument,
    {
      summary: 'The partner contract as a PDF, with the company name, the version and the signature',
      description: 'Add `?download=1` to save it as a file.',
      query: z.object({ download: z.enum(['0', '1']).optional() }),
      produces: 'application/pdf',
    },
    async ({ auth, query, res }) => {
      const { pdf, version } = await agreementsOf(auth).contractPdf();
      const filename = `pavilion-partner-agreement-${version}.pdf`;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `${query.download === '1' ? 'attachment' : 'inline'}; filename="${filename}"`,
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(pdf);
      return undefined;
    },
  );

  agreements.post(
    API_PATHS.partnerAgreement,
    {
      summary: 'Signs the partner contract or accepts the customer terms',
      description:
        'Records the version, the time, the person and the address the request came from (behind a proxy, as TRUST_PROXY allows). One-way; signing the same version again answers the first signature. A version that is not the one in force: 409 with `currentVersion`.',
      params: ZAgreementParams,
      body: ZSignAgreementBody,
      response: ZPartnerAgreement,
      errors: { 409: M.agreementOutdated({ agreement: 'partnerContract', current: '…' }) },
    },
    ({ params, body, auth, req }) =>
      agreementsOf(auth).sign(params.kind, body.version, { personId: auth.personId, ipAddress: clientIp(req) || null }),
  );

  return agreements;
}
