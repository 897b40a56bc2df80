// Checking a VAT number against the EU's VIES service (VAT Information Exchange System), behind an
// interface so checkout does not depend on it: `valid` (registered), `invalid` (VIES says it is not)
// or `unavailable` (VIES or the member state's service did not answer, or answered something else).
// Off by default (VIES_CHECK): docs/decisions/0105-buying-for-a-company-details-at-checkout-vat.md, "Buying for a company".
import { z } from 'zod';

export type TVatNumberVerdict = 'valid' | 'invalid' | 'unavailable';

export interface VatNumberChecker {
  /** `vatNumber` with its prefix ('DE123456789', 'EL094014201', 'XI123456782'). */
  check(vatNumber: string): Promise<TVatNumberVerdict>;
}

/** The prefixes VIES answers for: the EU's member states (Greece is EL) and Northern Ireland (XI). */
const VIES_PREFIXES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'EL',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'XI',
]);

/** Whether VIES can check a number with this prefix (GB numbers and other countries' cannot be). */
export const viesChecks = (vatNumber: string): boolean => VIES_PREFIXES.has(vatNumber.slice(0, 2));

/** What the REST API's GET /ms/{country}/vat/{number} answers (the fields read here). */
const ZViesAnswer = z.object({ isValid: z.boolean(), userError: z.string().optional() });

/**
 * VIES's REST API through global fetch (GET {url}/ms/{country}/vat/{number}). `isValid: false` with
 * `userError` INVALID is a number VIES does not know; any other error (MS_UNAVAILABLE, TIMEOUT,
 * SERVICE_UNAVAILABLE, the concurrency limits), a status other than 200, a timeout or an answer of
 * another shape is `unavailable`.
 */
export class ViesChecker implements VatNumberChecker {
  constructor(
    private readonly options: { url: string; timeoutMs: number },
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  async check(vatNumber: string): Promise<TVatNumberVerdict> {
    if (!viesChecks(vatNumber)) return 'unavailable';
    const country = vatNumber.slice(0, 2);
    const number = vatNumber.slice(2);
    const url = `${this.options.url.replace(/\/$/, '')}/ms/${country}/vat/${encodeURIComponent(number)}`;
    try {
      const res = await this.fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!res.ok) return 'unavailable';
      const answer = ZViesAnswer.safeParse(await res.json());
      if (!answer.success) return 'unavailable';
      if (answer.data.isValid) return 'valid';
      return answer.data.userError === undefined || answer.data.userError === 'INVALID' ? 'invalid' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  }
}
