// The keyword box above the results (the filter's `query`), applied on Enter or Search.
import { useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX } from '@pavilion/domain';
import { Button, SearchIcon, TextField } from '@pavilion/ui';

export interface KeywordSearchProps {
  query: string | undefined;
  onSearch: (query: string | undefined) => void;
}

export function KeywordSearch({ query, onSearch }: KeywordSearchProps) {
  const [text, setText] = useState(query ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };
  return (
    <form className="pv-keyword" role="search" aria-label="Search events by keyword" onSubmit={submit}>
      <TextField
        label="Keyword"
        type="search"
        placeholder="Event name, topic or organiser"
        maxLength={SEARCH_QUERY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        wrapperClassName="pv-keyword__field"
      />
      <Button type="submit" iconStart={<SearchIcon size={18} />}>
        Search
      </Button>
    </form>
  );
}
