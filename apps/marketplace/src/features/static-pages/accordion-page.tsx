// A legal page (content guidelines, privacy and cookies, customer terms): intro, then every section as
// an accordion item, all closed at first, each opening and closing on its own.
import type { ReactNode } from 'react';
import { Accordion, AccordionItem } from '@pavilion/ui';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import type { AccordionPage } from './content';
import { Blocks } from './rich-text';
import './static-pages.css';

export function AccordionContentPage({ page, aside }: { page: AccordionPage; aside?: ReactNode }) {
  useDocumentTitle(page.title);
  return (
    <PageFrame
      as="article"
      className="pv-static"
      aria-labelledby="pv-static-title"
      title={page.title}
      titleId="pv-static-title"
      meta={page.updated && <p className="pv-static__updated">Last updated {page.updated}</p>}
    >
      <div className="pv-static__intro">
        <Blocks blocks={page.intro} />
      </div>
      {aside}
      {/* Subheadings inside a section sit below the section's own h2 button. */}
      <Accordion headingLevel={2} className="pv-static__sections">
        {page.sections.map((section) => (
          <AccordionItem key={section.id} title={section.title}>
            <Blocks blocks={section.blocks} />
          </AccordionItem>
        ))}
      </Accordion>
    </PageFrame>
  );
}
