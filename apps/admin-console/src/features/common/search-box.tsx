// A list's search field: the text becomes the list's `q` 300 ms after typing stops, or at once with Enter.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIST_QUERY_MAX } from '@pavilion/domain';
import { TextField } from '@pavilion/ui';

export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value?.trim() || undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if ((value?.trim() || undefined) !== sent.current) {
      sent.current = value?.trim() || undefined;
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (next: string) => {
    clearTimeout(timer.current);
    const q = next.trim() || undefined;
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        send(text);
      }}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={LIST_QUERY_MAX}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), 300);
        }}
      />
    </form>
  );
}
