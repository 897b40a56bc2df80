import { lazy, Suspense } from 'react';
import { Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { LanguageSwitch } from './language-switch';
import { paths } from './paths';
import './shell.css';
import { SHELL_TEXT } from './messages';

// The form brings react-hook-form and the domain's schemas: loaded after the page, not with it.
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** Holds the form's place (same height) while its code loads, so the footer does not jump. */
function NewsletterPlaceholder() {
  return (
    <div
      className="pv-newsletter-placeholder"
      aria-busy="true"
      aria-label={SHELL_TEXT.loadingNewsletter}
      role="status"
    />
  );
}

export function Footer() {
  return (
    <footer className="pv-footer">
      <Container>
        <div className="pv-footer__grid">
          <nav aria-label={SHELL_TEXT.footerPavilion}>
            <h2 className="pv-footer__title">{SHELL_TEXT.footerPavilion}</h2>
            <ul className="pv-footer__links">
              <li>
                <ProductLink to={paths.aboutUs}>{SHELL_TEXT.aboutUs}</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.events}>{SHELL_TEXT.browseEvents}</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.partnerWelcome}>{SHELL_TEXT.listYourEventFooter}</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.howWeWork}>{SHELL_TEXT.howWeWork}</ProductLink>
              </li>
            </ul>
          </nav>
          <nav aria-label={SHELL_TEXT.legal}>
            <h2 className="pv-footer__title">{SHELL_TEXT.legal}</h2>
            <ul className="pv-footer__links">
              <li>
                <ProductLink to={paths.privacy}>{SHELL_TEXT.privacy}</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.customerTerms}>{SHELL_TEXT.customerTerms}</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.contentGuidelines}>{SHELL_TEXT.contentGuidelines}</ProductLink>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="pv-newsletter-title">
            <h2 className="pv-footer__title" id="pv-newsletter-title">
              {SHELL_TEXT.stayInTheLoop}
            </h2>
            <Suspense fallback={<NewsletterPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          </section>
        </div>
        <div className="pv-footer__bottom">
          <p className="pv-footer__legal">{SHELL_TEXT.copyright({ year: new Date().getFullYear() })}</p>
          <LanguageSwitch />
        </div>
      </Container>
    </footer>
  );
}
