import { lazy, Suspense } from 'react';
import { Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { paths } from './paths';
import './shell.css';

// The form brings react-hook-form and the domain's schemas: loaded after the page, not with it.
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** Holds the form's place (same height) while its code loads, so the footer does not jump. */
function NewsletterPlaceholder() {
  return (
    <div
      className="pv-newsletter-placeholder"
      aria-busy="true"
      aria-label="Loading the newsletter form"
      role="status"
    />
  );
}

export function Footer() {
  return (
    <footer className="pv-footer">
      <Container>
        <div className="pv-footer__grid">
          <nav aria-label="Pavilion">
            <h2 className="pv-footer__title">Pavilion</h2>
            <ul className="pv-footer__links">
              <li>
                <ProductLink to={paths.aboutUs}>About us</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.events}>Browse events</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.partnerWelcome}>List your event</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.howWeWork}>How we work</ProductLink>
              </li>
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className="pv-footer__title">Legal</h2>
            <ul className="pv-footer__links">
              <li>
                <ProductLink to={paths.privacy}>Privacy and cookies</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.customerTerms}>Customer terms of service</ProductLink>
              </li>
              <li>
                <ProductLink to={paths.contentGuidelines}>Content guidelines</ProductLink>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="pv-newsletter-title">
            <h2 className="pv-footer__title" id="pv-newsletter-title">
              Stay in the loop
            </h2>
            <Suspense fallback={<NewsletterPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          </section>
        </div>
        <p className="pv-footer__legal">© {new Date().getFullYear()} Pavilion Events Ltd, London, United Kingdom.</p>
      </Container>
    </footer>
  );
}
