// /how-we-work: a long article, sections one after another with a table of contents.
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { howWeWorkPage } from './content';
import { Blocks } from './rich-text';
import { STATIC_TEXT } from './messages';
import './static-pages.css';

export default function HowWeWorkPage() {
  useDocumentTitle(howWeWorkPage.title);
  return (
    <PageFrame
      as="article"
      className="pv-static"
      aria-labelledby="pv-static-title"
      title={howWeWorkPage.title}
      titleId="pv-static-title"
    >
      <div className="pv-static__intro">
        <Blocks blocks={howWeWorkPage.intro} />
      </div>
      <nav aria-label={STATIC_TEXT.onThisPage} className="pv-static__toc">
        <h2>{STATIC_TEXT.onThisPage}</h2>
        <ul>
          {howWeWorkPage.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {howWeWorkPage.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="pv-static__section"
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </PageFrame>
  );
}
