// Which fields of a row the partner changed (react-hook-form's dirtyFields), so a PATCH sends only
// those. Fields that belong together (a sales window's start and end) go together.
export function changedFields(dirty: Partial<Record<string, unknown>>, together: readonly string[] = []): string[] {
  const changed = Object.keys(dirty).filter((key) => Boolean(dirty[key]));
  if (together.some((key) => changed.includes(key))) {
    for (const key of together) if (!changed.includes(key)) changed.push(key);
  }
  return changed;
}

/** The part of a row's body the partner changed: what its PATCH sends. */
export function changedPart<TBody extends object>(
  body: TBody,
  dirty: Partial<Record<string, unknown>>,
  together: readonly string[] = [],
): Partial<TBody> {
  const changed = changedFields(dirty, together);
  return Object.fromEntries(Object.entries(body).filter(([key]) => changed.includes(key))) as Partial<TBody>;
}
