// What a field group is handed: the react-hook-form of the page that shows it (its control, register
// and errors), and the names its fields have in that form: each form keeps its own schema and names.
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export interface FieldGroupProps<TValues extends FieldValues, TOutput = TValues> {
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'control' | 'register' | 'formState'>;
}

/**
 * The names of a group's fields in the form: each field the form names as the group does (`city`)
 * may be left out; the others must be given (`city: 'companyCity'`).
 */
export type FieldNamesProp<TKey extends string, TValues extends FieldValues> = [Exclude<TKey, keyof TValues>] extends [
  never,
]
  ? { names?: Partial<Record<TKey, Path<TValues>>> }
  : { names: Record<Exclude<TKey, keyof TValues>, Path<TValues>> & Partial<Record<TKey, Path<TValues>>> };

/** The names in effect: the group's own, with the form's where it gave them. */
export function fieldNames<TKey extends string, TValues extends FieldValues>(
  keys: readonly TKey[],
  names: Partial<Record<TKey, string>> | undefined,
): Record<TKey, Path<TValues>> {
  // The types (FieldNamesProp) hold a name back only where the form has a field of the key's name.
  return Object.fromEntries(keys.map((key) => [key, names?.[key] ?? key])) as Record<TKey, Path<TValues>>;
}

/** The message of a field, nested names ('ticketTypes.0.name') too. */
export function messageOf<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  name: Path<TValues>,
): string | undefined {
  const error = get<FieldErrors<TValues>, { message?: unknown } | undefined>(errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A list of { id, name } as a select's options (ids as text, as the forms keep them). */
export function optionsOf(items: readonly { id: number; name: string }[] | undefined) {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}
