// The company an order is bought for: its country must be on the marketplace's country list, and with
// the VIES check on (VIES_CHECK) an EU or Northern Irish VAT number must be registered there. VIES
// saying it is not refuses the order in words; VIES not answering takes it, the number marked
// `unavailable` (not checked). Runs before anything of the order is counted or held.
import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, type TCompanyDetails, type TVatNumberCheck } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { viesChecks, type VatNumberChecker } from '../../platform/vies';
import type { CompanyColumns } from './service';

const NO_COMPANY: CompanyColumns = {
  companyName: null,
  companyAddress: null,
  companyCountryCode: null,
  companyVatNumber: null,
  companyReference: null,
  companyVatCheck: null,
};

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [`company.${field}`]: message });

/** The order's company columns, or a refusal naming the field. `checker` null: the VIES check is off. */
export async function orderCompanyColumns(
  db: Database,
  checker: VatNumberChecker | null,
  company: TCompanyDetails | null,
): Promise<CompanyColumns> {
  if (!company) return NO_COMPANY;
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, company.countryCode))
    .limit(1);
  if (!country) throw refuse('countryCode', COMPANY_MESSAGES.countryUnknown);
  let check: TVatNumberCheck | null = null;
  if (company.vatNumber !== null) {
    if (!checker || !viesChecks(company.vatNumber)) check = 'not_checked';
    else {
      const verdict = await checker.check(company.vatNumber);
      if (verdict === 'invalid') throw refuse('vatNumber', COMPANY_MESSAGES.vatNumberRejected);
      check = verdict;
    }
  }
  return {
    companyName: company.name,
    companyAddress: company.address,
    companyCountryCode: company.countryCode,
    companyVatNumber: company.vatNumber,
    companyReference: company.reference,
    companyVatCheck: check,
  };
}
