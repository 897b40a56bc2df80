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

/** One column of the footer: its heading names the navigation, then its links. */
function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="pv-footer__title">{title}</h2>
      <ul className="pv-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <ProductLink to={link.to}>{link.label}</ProductLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="pv-footer">
      <Container>
        <div className="pv-footer__grid">
          <FooterLinks
            title={SHELL_TEXT.footerPavilion}
            links={[
              { to: paths.aboutUs, label: SHELL_TEXT.aboutUs },
              { to: paths.events, label: SHELL_TEXT.browseEvents },
              { to: paths.partnerWelcome, label: SHELL_TEXT.listYourEventFooter },
              { to: paths.howWeWork, label: SHELL_TEXT.howWeWork },
            ]}
          />
          <FooterLinks
            title={SHELL_TEXT.legal}
            links={[
              { to: paths.privacy, label: SHELL_TEXT.privacy },
              { to: paths.customerTerms, label: SHELL_TEXT.customerTerms },
              { to: paths.contentGuidelines, label: SHELL_TEXT.contentGuidelines },
            ]}
          />
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
