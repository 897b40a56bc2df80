// Long text cut at the spec's 150 characters with a Read more / Read less toggle.
import { useId, useState } from 'react';
import { DESCRIPTION_TRUNCATE, isTruncated, truncate } from '@pavilion/domain';
import { Button } from '@pavilion/ui';
import { EVENT_TEXT as T } from './messages';

export function ReadMore({ text, max = DESCRIPTION_TRUNCATE }: { text: string; max?: number }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!isTruncated(text, max)) return <p className="pv-read-more">{text}</p>;
  return (
    <div className="pv-read-more">
      <p id={id}>{expanded ? text : truncate(text, max)}</p>
      <Button
        variant="link"
        size="sm"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? T.readLess : T.readMore}
      </Button>
    </div>
  );
}
