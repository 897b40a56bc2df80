// A select that filters a list by one field of its query, kept in the URL by useListParams: it shows
// the field's value, and a choice sets it (back to page 1). With a placeholder ('All statuses'),
// choosing the placeholder lifts the filter.
import { Select, type SelectProps } from '@pavilion/ui';

export type ListFilterSelectProps<K extends string> = Omit<SelectProps, 'name' | 'value' | 'onChange'> & {
  /** The list it filters: `list` from useListParams. */
  list: {
    query: { [key in K]?: unknown };
    // A method, so that a list whose field takes only its own values ('paid' | 'pending') fits.
    setFilters(patch: { [key in K]?: string }): void;
  };
  /** The query's field: 'status'. */
  name: K;
};

export function ListFilterSelect<K extends string>({ list, name, ...props }: ListFilterSelectProps<K>) {
  const value = list.query[name];
  return (
    <Select
      {...props}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => list.setFilters({ [name]: event.target.value || undefined } as { [key in K]?: string })}
    />
  );
}
