// An event's damage policy: the most a damage claim may charge one order of the event (major units of
// its ticket currency) and a short text the buyer reads on the event page and at checkout. Without a
// policy no claim may be filed. The per-currency ceilings bound what a policy may set. docs/decisions/0278-each-event-may-have-a-damage-policy-which-caps.md,
// "Each event may have a damage policy".
import { z } from 'zod';
import '../common/zod-messages';
import type { TCurrencyCode } from '../constants';
import { zNumberInput } from '../common/numbers';
import { zRequiredText } from '../common/text';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { fitsCurrency, formatAmount, fromMinor, toMinor } from '../money-format';
import { DAMAGE_POLICY_MESSAGES } from '../messages';
import { DAMAGE_POLICY_TEXT_MAX } from '../constants';

/** The most a policy may set per order, per currency (major units): an absolute ceiling. */
export const DAMAGE_POLICY_CEILINGS = {
  USD: 5000,
  EUR: 5000,
  GBP: 4000,
  JPY: 750_000,
  AUD: 7500,
  CAD: 7000,
  NOK: 50_000,
} as const satisfies Record<TCurrencyCode, number>;

/** The policy in the event's bodies (create, update) and the version snapshot: null when the event has none. */
export const ZDamagePolicyBody = z.object({
  maxAmount: zNumberInput({
    required: () => DAMAGE_POLICY_MESSAGES.maxRequired,
    invalid: () => DAMAGE_POLICY_MESSAGES.maxInvalid,
    min: 0,
    max: 1_000_000_000,
  }).refine((n) => n > 0, { error: () => DAMAGE_POLICY_MESSAGES.maxInvalid }),
  text: zRequiredText(() => DAMAGE_POLICY_MESSAGES.textRequired, {
    max: DAMAGE_POLICY_TEXT_MAX,
    maxMessage: () => DAMAGE_POLICY_MESSAGES.textLong,
  }),
});
export type TDamagePolicyBody = z.output<typeof ZDamagePolicyBody>;
export type TDamagePolicyInput = z.input<typeof ZDamagePolicyBody>;

/** The event's field: a policy, or null (none); left out means none. */
export const zEventDamagePolicy = () => ZDamagePolicyBody.nullable().default(null);

/** The policy as buyers read it (event page, checkout, orders). */
export const ZDamagePolicy = z.object({
  maxAmount: ZMajorAmount,
  currency: ZCurrencyCode,
  text: z.string(),
});
export type TDamagePolicy = z.infer<typeof ZDamagePolicy>;

/** Why a policy's maximum does not fit its currency (decimals, ceiling), or null. */
export function damagePolicyMaxProblem(maxAmount: number, currency: TCurrencyCode): string | null {
  if (!fitsCurrency(maxAmount, currency)) return DAMAGE_POLICY_MESSAGES.maxDecimals;
  const ceiling = DAMAGE_POLICY_CEILINGS[currency];
  if (maxAmount > ceiling) return DAMAGE_POLICY_MESSAGES.maxTooHigh({ ceiling: formatAmount(ceiling, currency) });
  return null;
}

/** Checks a form's or body's policy against its currency; the message goes to `damagePolicy.maxAmount`. */
export function checkDamagePolicy<T>(
  ctx: z.core.$RefinementCtx<T>,
  policy: unknown,
  currency: unknown,
  path: PropertyKey[] = ['damagePolicy', 'maxAmount'],
): void {
  const amount = (policy as { maxAmount?: unknown } | null | undefined)?.maxAmount;
  const code = ZCurrencyCode.safeParse(currency);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || !code.success) return;
  const problem = damagePolicyMaxProblem(amount, code.data);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path });
}

/** The policy's columns (minor units), null for none. */
export function damagePolicyColumns(
  policy: TDamagePolicyBody | null | undefined,
  currency: TCurrencyCode,
): { damageMaxMinor: number | null; damagePolicyText: string | null } {
  return policy
    ? { damageMaxMinor: toMinor(policy.maxAmount, currency), damagePolicyText: policy.text }
    : { damageMaxMinor: null, damagePolicyText: null };
}

/** The policy from its columns, as bodies and snapshots carry it. */
export function damagePolicyOfColumns(
  row: { damageMaxMinor: number | null; damagePolicyText: string | null },
  currency: TCurrencyCode,
): TDamagePolicyBody | null {
  return row.damageMaxMinor === null || row.damagePolicyText === null
    ? null
    : { maxAmount: fromMinor(row.damageMaxMinor, currency), text: row.damagePolicyText };
}

/** "Damage policy: up to €500.00 per order." followed by the partner's text. */
export function damagePolicyWords(policy: TDamagePolicy): string {
  return `Damage policy: up to ${formatAmount(policy.maxAmount, policy.currency)} per order. ${policy.text}`;
}

/** The consent checkbox's label at checkout, naming the maximum. */
export function damageConsentLabel(policy: Pick<TDamagePolicy, 'maxAmount' | 'currency'>): string {
  return `Keep my payment method for a possible damage payment of up to ${formatAmount(policy.maxAmount, policy.currency)}, charged only if I agree to a claim`;
}
