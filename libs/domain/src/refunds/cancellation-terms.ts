// A cancellation policy's periods in words, as a buyer reads them before paying (the event page and
// checkout): "100% back from 60 until 30 days before the event, 50% until 15 days, then nothing".
// Built from refundSchedule, so the words say what a cancellation on each day refunds: outside every
// period nothing comes back, including further ahead than the furthest period starts.
import { refundSchedule } from '../partner/cancellation-policy';

type TPeriodNumbers = Parameters<typeof refundSchedule>[0][number];

export const NO_REFUND_TERMS = 'No refund if you cancel';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The first refund: where it starts and until when, in full words. */
function firstTier(percent: number, from: number, to: number): string {
  if (from === to)
    return to === 0 ? `${percent}% back on the day of the event` : `${percent}% back ${days(to)} before the event`;
  if (to === 0) return `${percent}% back from ${days(from)} before until the day of the event`;
  return `${percent}% back from ${from} until ${days(to)} before the event`;
}

/** A later refund (or none) after the previous one: until when, shortly. */
function laterTier(percent: number, from: number, to: number): string {
  const amount = percent === 0 ? 'nothing' : `${percent}%`;
  if (from === to) return to === 0 ? `${amount} on the day of the event` : `${amount} ${days(to)} before`;
  return `${amount} until ${to === 0 ? 'the day of the event' : days(to)}`;
}

/** The periods in words; NO_REFUND_TERMS when no cancellation gives anything back. */
export function cancellationTermsInWords(periods: readonly TPeriodNumbers[]): string {
  const rows = refundSchedule(periods);
  const first = rows.findIndex((row) => row.percentageRefund > 0);
  if (first === -1) return NO_REFUND_TERMS;
  let last = rows.length - 1;
  while (rows[last]!.percentageRefund === 0) last--;
  const words = rows
    .slice(first, last + 1)
    .map((row, i) =>
      i === 0
        ? firstTier(row.percentageRefund, row.fromDays, row.toDays)
        : laterTier(row.percentageRefund, row.fromDays, row.toDays),
    );
  if (last < rows.length - 1) words.push('then nothing');
  return words.join(', ');
}

/** A ticket type's line before paying: the policy's name and its terms; without a policy, no refund. */
export function cancellationLine(policy: { name: string; periods: readonly TPeriodNumbers[] } | null): string {
  if (!policy) return `Cancellation: ${NO_REFUND_TERMS}.`;
  return `Cancellation (${policy.name}): ${cancellationTermsInWords(policy.periods)}.`;
}
