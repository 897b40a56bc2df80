// The keyword box above the results (the filter's `query`), applied on Enter or Search.
import { useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX } from '@pavilion/domain';
import { Button, SearchIcon, TextField } from '@pavilion/ui';
import { SEARCH_TEXT } from './messages';

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
    <form className="pv-keyword" role="search" aria-label={SEARCH_TEXT.byKeyword} onSubmit={submit}>
      <TextField
        label={SEARCH_TEXT.keyword}
        type="search"
        placeholder={SEARCH_TEXT.keywordPlaceholder}
        maxLength={SEARCH_QUERY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        wrapperClassName="pv-keyword__field"
      />
      <Button type="submit" iconStart={<SearchIcon size={18} />}>
        {SEARCH_TEXT.search}
      </Button>
    </form>
  );
}
