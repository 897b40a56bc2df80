// Admin edits to option lists: POST (add) and DELETE (remove) /api/admin/options/{listName}.
import { z } from 'zod';
import '../common/zod-messages';
import { TEXT_LIMITS } from '../constants';
import { ZId } from '../common/ids';
import { zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { OPTION_NAMES_TEXT } from './option-names.messages';

/** A value's name in one language: trimmed, required, at most 120 characters. */
const zName = (language: 'en' | 'es' | 'fr' | 'de') =>
  zRequiredText(() => OPTION_NAMES_TEXT.nameRequired({ language }), {
    max: TEXT_LIMITS.optionValue,
    maxMessage: () => OPTION_NAMES_TEXT.nameLong({ max: TEXT_LIMITS.optionValue }),
  });

/** The value is trimmed; blank is refused (the Add button is disabled for it). */
export const ZAdminOptionAddBody = z.object({
  value: zRequiredText(() => MESSAGES.optionValueRequired, { max: TEXT_LIMITS.optionValue }),
  /** The value's Spanish, French and German names; left out, the value reads in English until given them. */
  translations: z.object({ es: zName('es'), fr: zName('fr'), de: zName('de') }).optional(),
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

/** The item of `items` that `value` already is, whatever its case and surrounding spaces, if any. */
export function duplicateOptionValue<TItem extends { name: string }>(
  items: readonly TItem[],
  value: string,
): TItem | undefined {
  const needle = value.trim().toLowerCase();
  return items.find((item) => item.name.trim().toLowerCase() === needle);
}

// The value's names in the four languages -----------------------------------------------------------

/** A value's name in each language: `en` is its name, the others its translations (all required). */
export const ZOptionValueNames = z.object({ en: zName('en'), es: zName('es'), fr: zName('fr'), de: zName('de') });
export type TOptionValueNames = z.output<typeof ZOptionValueNames>;

/** One value of a list as the console edits it: GET /api/admin/options/{listName}. Blank: not translated yet. */
export const ZAdminOptionValue = z.object({
  id: ZId,
  names: z.object({ en: z.string(), es: z.string(), fr: z.string(), de: z.string() }),
});
export type TAdminOptionValue = z.output<typeof ZAdminOptionValue>;
export const ZAdminOptionValues = z.array(ZAdminOptionValue);

/** PUT /api/admin/options/{listName}/{id}: the value's names in the four languages. */
export const ZAdminOptionNamesBody = z.object({ names: ZOptionValueNames });
export type TAdminOptionNamesBody = z.output<typeof ZAdminOptionNamesBody>;
