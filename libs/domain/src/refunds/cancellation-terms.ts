// A cancellation policy's periods in words, as a buyer reads them before paying (the event page and
// checkout): "100% back from 60 until 30 days before the event, 50% until 15 days, then nothing".
// Built from refundSchedule, so the words say what a cancellation on each day refunds: outside every
// period nothing comes back, including further ahead than the furthest period starts.
import { formatLocale } from '../i18n/formats';
import { CANCELLATION_TERMS_TEXT as T } from '../messages/refunds';
import { refundSchedule } from '../partner/cancellation-policy';

type TPeriodNumbers = Parameters<typeof refundSchedule>[0][number];

/** The words without a refund, in the English of the binding customer terms (the pages say T.noRefund). */
export const NO_REFUND_TERMS = 'No refund if you cancel';

/** The first refund: where it starts and until when, in full words. */
function firstTier(percent: number, from: number, to: number): string {
  if (from === to) return to === 0 ? T.firstOnTheDay({ percent }) : T.firstDaysBefore({ percent, to });
  if (to === 0) return T.firstUntilTheDay({ percent, from });
  return T.firstFromUntil({ percent, from, to });
}

/** A later refund (or none, `percent` 0) after the previous one: until when, shortly. */
function laterTier(percent: number, from: number, to: number): string {
  if (from === to) return to === 0 ? T.laterOnTheDay({ percent }) : T.laterDaysBefore({ percent, to });
  return to === 0 ? T.laterUntilTheDay({ percent }) : T.laterUntil({ percent, to });
}

/** The periods in words; 'No refund if you cancel' when no cancellation gives anything back. */
export function cancellationTermsInWords(periods: readonly TPeriodNumbers[]): string {
  const rows = refundSchedule(periods);
  const first = rows.findIndex((row) => row.percentageRefund > 0);
  if (first === -1) return T.noRefund;
  let last = rows.length - 1;
  while (rows[last]!.percentageRefund === 0) last--;
  const words = rows
    .slice(first, last + 1)
    .map((row, i) =>
      i === 0
        ? firstTier(row.percentageRefund, row.fromDays, row.toDays)
        : laterTier(row.percentageRefund, row.fromDays, row.toDays),
    );
  if (last < rows.length - 1) words.push(T.thenNothing);
  // Clauses one after the other, as the language lists units ('a, b, c'; 'a, b y c' in Spanish).
  return new Intl.ListFormat(formatLocale(), { type: 'unit', style: 'long' }).format(words);
}

/** A ticket type's line before paying: the policy's name and its terms; without a policy, no refund. */
export function cancellationLine(policy: { name: string; periods: readonly TPeriodNumbers[] } | null): string {
  if (!policy) return T.lineNoPolicy({ terms: T.noRefund });
  return T.line({ policy: policy.name, terms: cancellationTermsInWords(policy.periods) });
}
