// /partner-welcome: why organisers list their events on Pavilion, the plans, payouts and how to apply.
import type { ReactNode } from 'react';
import { PARTNER_REVIEW_BUSINESS_DAYS, PAYOUT_BUSINESS_DAYS } from '@pavilion/domain';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Button, Container } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { planPrice } from './content/how-we-work';
import { STATIC_TEXT as T, staticKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import './static-pages.css';

const benefits = () => [
  { title: T.reachTitle, text: T.reachText },
  { title: T.analyticsTitle, text: T.analyticsText },
  { title: T.marketingTitle, text: T.marketingText },
  { title: T.managementTitle, text: T.managementText },
];

const strong = { strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

export default function PartnerWelcomePage() {
  useDocumentTitle(T.partnerDocumentTitle);
  return (
    <article aria-labelledby="pv-partner-title">
      <section className="pv-about-hero">
        <Container>
          <h1 id="pv-partner-title">{T.partnerTitle}</h1>
          <p className="pv-about-hero__tagline">{T.partnerTagline}</p>
          <Button as={ProductLink} to={paths.partnerSignup} size="lg" variant="secondary">
            {T.becomePartner}
          </Button>
        </Container>
      </section>
      <Container>
        <section aria-labelledby="pv-partner-why" className="pv-about-section">
          <h2 id="pv-partner-why">{T.whyTitle}</h2>
          <ul className="pv-about-grid">
            {benefits().map((benefit) => (
              <li key={benefit.title} className="pv-about-card">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pv-partner-plans" className="pv-about-section">
          <h2 id="pv-partner-plans">{T.plansTitle}</h2>
          <dl className="pv-about-stats">
            <div className="pv-about-stats__item">
              <dt>{T.plansFrom}</dt>
              <dd>{T.perMonth({ price: planPrice() })}</dd>
            </div>
            <div className="pv-about-stats__item">
              <dt>{T.payoutsAfter}</dt>
              <dd>{T.businessDays({ days: PAYOUT_BUSINESS_DAYS })}</dd>
            </div>
            <div className="pv-about-stats__item">
              <dt>{T.applicationReview}</dt>
              <dd>{T.businessDays({ days: PARTNER_REVIEW_BUSINESS_DAYS })}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="pv-partner-how" className="pv-about-section">
          <h2 id="pv-partner-how">{T.howTitle}</h2>
          <ol className="pv-steps">
            <li>{richMessage(staticKey('stepApply'), strong)}</li>
            <li>{richMessage(staticKey('stepVetted'), strong, { days: PARTNER_REVIEW_BUSINESS_DAYS })}</li>
            <li>{richMessage(staticKey('stepList'), strong)}</li>
            <li>{richMessage(staticKey('stepPaid'), strong, { days: PAYOUT_BUSINESS_DAYS })}</li>
          </ol>
        </section>
        <section aria-labelledby="pv-partner-cta" className="pv-about-section pv-about-contact">
          <h2 id="pv-partner-cta">{T.ctaTitle}</h2>
          <p>
            {richMessage(staticKey('ctaText'), {
              link: (chunks) => <ProductLink to={paths.login}>{chunks}</ProductLink>,
            })}
          </p>
          <Button as={ProductLink} to={paths.partnerSignup}>
            {T.applyPartner}
          </Button>
        </section>
      </Container>
    </article>
  );
}
