// Admin edits to option lists: POST (add) and DELETE (remove) /api/admin/options/{listName}.
import { z } from 'zod';
import '../common/zod-messages';
import { TEXT_LIMITS } from '../constants';
import { ZId } from '../common/ids';
import { zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';

/** The value is trimmed; blank is refused (the Add button is disabled for it). */
export const ZAdminOptionAddBody = z.object({
  value: zRequiredText(() => MESSAGES.optionValueRequired, { max: TEXT_LIMITS.optionValue }),
});
export type TAdminOptionAddBody = z.output<typeof ZAdminOptionAddBody>;

export const ZAdminOptionDeleteBody = z.object({ id: ZId });
export type TAdminOptionDeleteBody = z.output<typeof ZAdminOptionDeleteBody>;

export function canAddOptionValue(value: string): boolean {
  return value.trim().length > 0;
}

/** What POST /api/admin/options/{listName} answers: the item, and whether an archived one came back. */
export const ZAdminOptionAddAnswer = z.object({
  id: ZId,
  name: z.string(),
  /** True when the value had been removed before and is now offered again (same id). */
  restored: z.boolean(),
});
export type TAdminOptionAddAnswer = z.infer<typeof ZAdminOptionAddAnswer>;

/** True when `value` is already among `items`, whatever its case and surrounding spaces. */
export function isDuplicateOptionValue(items: readonly { name: string }[], value: string): boolean {
  const needle = value.trim().toLowerCase();
  return items.some((item) => item.name.trim().toLowerCase() === needle);
}
