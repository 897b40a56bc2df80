// What changed in an event version waiting for review against what the public sees now (the last
// approved version), field by field, in words an administrator reads.
import { z } from 'zod';
import '../common/zod-messages';
import { EVENT_FIELD_LABELS } from '../messages/vetting';

export const ZEventVersionChange = z.object({
  /** The snapshot's field ('venueId', 'sectors'). */
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type TEventVersionChange = z.infer<typeof ZEventVersionChange>;

/** 'eventSizeMetric' -> 'Event size metric'. */
export function fieldLabel(field: string): string {
  if (field in EVENT_FIELD_LABELS) return EVENT_FIELD_LABELS[field as keyof typeof EVENT_FIELD_LABELS];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values compare as JSON; lists of ids compare as sets (an order change is not a change). */
function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    Array.isArray(v) && v.every((x) => typeof x === 'number') ? [...v].sort((x, y) => x - y) : v;
  return JSON.stringify(norm(a) ?? null) === JSON.stringify(norm(b) ?? null);
}

/**
 * The fields whose value differs between `before` (null: nothing approved yet) and `after`, in the
 * order of `after`'s fields, each written by `show` (which turns ids into names, dates into words).
 */
export function versionChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  show: (field: string, value: unknown) => string,
): TEventVersionChange[] {
  if (!before) return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: show(field, before[field]),
      after: show(field, after[field]),
    }));
}
