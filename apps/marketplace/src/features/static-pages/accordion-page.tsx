// A legal page (content guidelines, privacy and cookies, customer terms): intro, then every section as
// an accordion item, all closed at first, each opening and closing on its own.
import type { ReactNode } from 'react';
import { Accordion, AccordionItem, Alert } from '@pavilion/ui';
import { currentLanguage, formatIsoDay } from '@pavilion/domain';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import type { AccordionPage } from './content';
import { Blocks } from './rich-text';
import { STATIC_TEXT } from './messages';
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
      meta={
        page.updated && (
          <p className="pv-static__updated">{STATIC_TEXT.lastUpdated({ date: formatIsoDay(page.updated) })}</p>
        )
      }
    >
      {/* The legal text is in English, its binding version; another language says so first. */}
      {currentLanguage() !== 'en' && (
        <Alert tone="info" role="none" className="pv-static__binding">
          {STATIC_TEXT.englishBinding}
        </Alert>
      )}
      <div className="pv-static__intro" lang={currentLanguage() !== 'en' ? 'en' : undefined}>
        <Blocks blocks={page.intro} />
      </div>
      {aside}
      {/* Subheadings inside a section sit below the section's own h2 button. */}
      <Accordion headingLevel={2} className="pv-static__sections">
        {page.sections.map((section) => (
          <AccordionItem key={section.id} title={section.title}>
            <div lang={currentLanguage() !== 'en' ? 'en' : undefined}>
              <Blocks blocks={section.blocks} />
            </div>
          </AccordionItem>
        ))}
      </Accordion>
    </PageFrame>
  );
}
