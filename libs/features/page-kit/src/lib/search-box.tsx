// The search box of a list: what is typed becomes the list's `q` after a pause (debounced), or at
// once with Enter. It follows the URL when Back or Forward changes the search.
import './page-kit.css';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { LIST_QUERY_MAX } from '@pavilion/domain';
import { TextField } from '@pavilion/ui';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The visible label: 'Search orders'. */
  label: string;
  /** The list's current search (useListParams().query.q). */
  value: string | undefined;
  /** Called with the trimmed text, undefined when blank (useListParams().setSearch). */
  onSearch: (q: string | undefined) => void;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}

const normalise = (text: string | undefined) => text?.trim() || undefined;

export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(normalise(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/Forward (or another control) changed the search: show it.
  useEffect(() => {
    if (normalise(value) !== sent.current) {
      sent.current = normalise(value);
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    const q = normalise(next);
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={['pv-search-form', className].filter(Boolean).join(' ')}
      // The field widens to show its placeholder whole (page-kit.css, .pv-search-box).
      style={{ '--pv-search-chars': placeholder?.length ?? 0 } as CSSProperties}
    >
      <TextField
        wrapperClassName="pv-search-box"
        label={label}
        type="search"
        placeholder={placeholder}
        maxLength={LIST_QUERY_MAX}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), delayMs);
        }}
      />
    </form>
  );
}

export type ListSearchBoxProps = Omit<SearchBoxProps, 'value' | 'onSearch'> & {
  /** The list the box searches: `list` from useListParams (its `q`, and setSearch). */
  list: { query: { q?: string }; setSearch: (q: string | undefined) => void };
};

/** The search box of a list kept in the URL by useListParams. */
export function ListSearchBox({ list, ...props }: ListSearchBoxProps) {
  return <SearchBox {...props} value={list.query.q} onSearch={list.setSearch} />;
}
