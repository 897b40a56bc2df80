// The home hero: headline, the 10% saving promise and the event search (location, sector, Search).
// The search widgets (Headless UI comboboxes) load as their own chunk; a placeholder of the same size
// holds their place so the page does not move when they arrive.
import { lazy, Suspense } from 'react';
import { TICKET_SAVING_PERCENT } from '@pavilion/domain';
import { Container } from '@pavilion/ui';

const HeroSearchForm = lazy(() => import('./hero-search-form'));

function HeroSearchPlaceholder() {
  return (
    <div className="pv-hero__form" role="status" aria-busy="true" aria-label="Loading the event search">
      {['Location', 'Sector'].map((label) => (
        <div key={label} className="pv-field" aria-hidden="true">
          <span className="pv-field__label">{label}</span>
          <span className="pv-input pv-hero__placeholder-input" />
        </div>
      ))}
      <span className="pv-button pv-button--primary pv-button--lg pv-hero__placeholder-button" aria-hidden="true">
        Search
      </span>
    </div>
  );
}

export function SearchHero() {
  return (
    <section className="pv-hero" aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title">Find the conferences and trade shows that move your business</h1>
        <p>
          Search events from every organiser in one place, and save {TICKET_SAVING_PERCENT}% on tickets booked through
          Pavilion.
        </p>
        <Suspense fallback={<HeroSearchPlaceholder />}>
          <HeroSearchForm />
        </Suspense>
      </Container>
    </section>
  );
}
