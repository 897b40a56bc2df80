// Renders the content modules' plain-text blocks; product paths in the prose (/how-we-work) become links.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block } from './content';

const PRODUCT_PATH =
  /(\/(?:about-us|privacy-and-cookies|content-guidelines|customer-terms-of-service|how-we-work|events|partner-welcome)\b)/g;

export function linkifyPaths(text: string): ReactNode {
  const parts = text.split(PRODUCT_PATH);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part}>
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

export function Blocks({ blocks, subheadingLevel = 3 }: { blocks: readonly Block[]; subheadingLevel?: 3 | 4 }) {
  const Subheading = `h${subheadingLevel}` as const;
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'p':
            return <p key={index}>{linkifyPaths(block.text)}</p>;
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{linkifyPaths(item)}</li>
                ))}
              </ul>
            );
          case 'h3':
            return <Subheading key={index}>{block.text}</Subheading>;
        }
      })}
    </>
  );
}
