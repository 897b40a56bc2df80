// /partner-welcome: why organisers list their events on Pavilion, the plans, payouts and how to apply.
import { PARTNER_PLAN_FROM_USD, PARTNER_REVIEW_BUSINESS_DAYS, PAYOUT_BUSINESS_DAYS } from '@pavilion/domain';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Button, Container } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import './static-pages.css';

const PARTNER_SIGNUP = '/partner/signup';

const BENEFITS = [
  {
    title: 'Global reach',
    text: 'Your conference or trade show sits beside events from organisers all over the world, in front of corporate buyers who search by sector, location, dates and audience.',
  },
  {
    title: 'Analytics',
    text: 'See how your events perform: views, registrations, ticket sales and revenue per event, so you know what works and where to put your effort.',
  },
  {
    title: 'Automated marketing',
    text: 'Approved events appear in search, on the home page and in our newsletters, and every attendee gets their confirmation and tickets by email without you lifting a finger.',
  },
  {
    title: 'Easy management',
    text: 'Create events, ticket types, agendas, optional extras and cancellation policies in one dashboard, and see every order and attendee as they come in.',
  },
];

export default function PartnerWelcomePage() {
  useDocumentTitle('List your event');
  return (
    <article aria-labelledby="pv-partner-title">
      <section className="pv-about-hero">
        <Container>
          <h1 id="pv-partner-title">List your events on Pavilion</h1>
          <p className="pv-about-hero__tagline">Sell more tickets to the right corporate audience, with less work.</p>
          <Button as={ProductLink} to={PARTNER_SIGNUP} size="lg" variant="secondary">
            Become a partner
          </Button>
        </Container>
      </section>
      <Container>
        <section aria-labelledby="pv-partner-why" className="pv-about-section">
          <h2 id="pv-partner-why">Why organisers choose Pavilion</h2>
          <ul className="pv-about-grid">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="pv-about-card">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pv-partner-plans" className="pv-about-section">
          <h2 id="pv-partner-plans">Plans and payouts</h2>
          <dl className="pv-about-stats">
            <div className="pv-about-stats__item">
              <dt>Plans from</dt>
              <dd>${PARTNER_PLAN_FROM_USD}/month</dd>
            </div>
            <div className="pv-about-stats__item">
              <dt>Payouts after your event</dt>
              <dd>{PAYOUT_BUSINESS_DAYS} business days</dd>
            </div>
            <div className="pv-about-stats__item">
              <dt>Application review</dt>
              <dd>{PARTNER_REVIEW_BUSINESS_DAYS} business days</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="pv-partner-how" className="pv-about-section">
          <h2 id="pv-partner-how">How it works</h2>
          <ol className="pv-steps">
            <li>
              <strong>Apply.</strong> Tell us about your organisation and the events you run.
            </li>
            <li>
              <strong>Get vetted.</strong> We review every application within {PARTNER_REVIEW_BUSINESS_DAYS} business
              days and confirm your email and agreement.
            </li>
            <li>
              <strong>List your events.</strong> Each event is checked before it goes live, so buyers can trust what
              they book.
            </li>
            <li>
              <strong>Get paid.</strong> Ticket revenue is paid out {PAYOUT_BUSINESS_DAYS} business days after each
              event.
            </li>
          </ol>
        </section>
        <section aria-labelledby="pv-partner-cta" className="pv-about-section pv-about-contact">
          <h2 id="pv-partner-cta">Ready to reach more attendees?</h2>
          <p>
            Apply in a few minutes. Already a partner? <ProductLink to={paths.login}>Log in</ProductLink> to your
            dashboard.
          </p>
          <Button as={ProductLink} to={PARTNER_SIGNUP}>
            Apply to become a partner
          </Button>
        </section>
      </Container>
    </article>
  );
}
