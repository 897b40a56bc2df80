import { Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { NewsletterForm } from './newsletter-form';
import { paths } from './paths';

export function Footer() {
  return (
    <footer className="pv-footer">
      <Container>
        <div className="pv-footer__grid">
          <nav aria-label="Pavilion">
            <h2 className="pv-footer__title">Pavilion</h2>
            <ul className="pv-footer__links">
              <li><ProductLink to={paths.aboutUs}>About us</ProductLink></li>
              <li><ProductLink to={paths.events}>Browse events</ProductLink></li>
              <li><ProductLink to={paths.partnerWelcome}>List your event</ProductLink></li>
              <li><ProductLink to={paths.howWeWork}>How we work</ProductLink></li>
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className="pv-footer__title">Legal</h2>
            <ul className="pv-footer__links">
              <li><ProductLink to={paths.privacy}>Privacy and cookies</ProductLink></li>
              <li><ProductLink to={paths.customerTerms}>Customer terms of service</ProductLink></li>
              <li><ProductLink to={paths.contentGuidelines}>Content guidelines</ProductLink></li>
            </ul>
          </nav>
          <section aria-labelledby="pv-newsletter-title">
            <h2 className="pv-footer__title" id="pv-newsletter-title">Stay in the loop</h2>
            <NewsletterForm />
          </section>
        </div>
        <p className="pv-footer__legal">© {new Date().getFullYear()} Pavilion Events Ltd, London, United Kingdom.</p>
      </Container>
    </footer>
  );
}
