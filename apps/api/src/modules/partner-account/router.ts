// The partner's way in and company account: the application, the company profile and logo, address
// verification, agreements, bank accounts, the team and documents, one router per topic. Every partner
// route builds its data access with the session's partner id; another partner's ids answer 404. See
// docs/api/areas.md, "Partner account".
import type { ModuleContext } from '../../platform/context';
import type { ApiModule } from '../../platform/route';
import { addressVerificationModule } from './address-verification.router';
import { partnerAgreementsModule } from './agreements.router';
import { partnerBankAccountsModule } from './bank-accounts.router';
import { partnerCompanyModule } from './company.router';
import { partnerDocumentsModule } from './documents.router';
import { partnerSignUpModule } from './sign-up.router';
import { partnerTeamModule } from './team.router';

export { PARTNER_SIGN_UP_LIMIT } from './sign-up.router';

/** The partner account's routers, in the order they are asked. */
export function partnerAccountModules(ctx: ModuleContext): ApiModule[] {
  return [
    partnerSignUpModule(ctx),
    partnerCompanyModule(ctx),
    addressVerificationModule(ctx),
    partnerAgreementsModule(ctx),
    partnerBankAccountsModule(ctx),
    partnerTeamModule(ctx),
    partnerDocumentsModule(ctx),
  ];
}
