// The home hero: headline, the marketplace's offer when one is in force (GET /api/offer, set by an
// administrator) and the event search (location, sector, Search).
// The search widgets (Headless UI comboboxes) load as their own chunk; a placeholder of the same size
// holds their place so the page does not move when they arrive.
import { lazy, Suspense } from 'react';
import { dateTimeFormat } from '@pavilion/domain';
import { useGetActiveOfferQuery } from '@pavilion/api-client';
import { Container } from '@pavilion/ui';
import { HOME_TEXT } from './messages';

const HeroSearchForm = lazy(() => import('./hero-search-form'));

function HeroSearchPlaceholder() {
  return (
    <div className="pv-hero__form" role="status" aria-busy="true" aria-label={HOME_TEXT.loadingSearch}>
      {[HOME_TEXT.location, HOME_TEXT.sector].map((label) => (
        <div key={label} className="pv-field" aria-hidden="true">
          <span className="pv-field__label">{label}</span>
          <span className="pv-input pv-hero__placeholder-input" />
        </div>
      ))}
      <span className="pv-button pv-button--primary pv-button--lg pv-hero__placeholder-button" aria-hidden="true">
        {HOME_TEXT.search}
      </span>
    </div>
  );
}

/** The offer's last day, as the administrator set it (a UTC date). */
const offerEnd = (iso: string) =>
  dateTimeFormat({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

/** The offer's banner: its headline and end; nothing while no offer is in force (or while it loads). */
export function OfferBanner() {
  const { data } = useGetActiveOfferQuery();
  const offer = data?.offer;
  if (!offer) return null;
  return (
    <p className="pv-hero__offer" data-testid="home-offer">
      <strong>{offer.headline}</strong>
      {offer.validUntil && (
        <>
          {' '}
          <time dateTime={offer.validUntil}>{HOME_TEXT.offerUntil({ date: offerEnd(offer.validUntil) })}</time>
        </>
      )}
    </p>
  );
}

export function SearchHero() {
  return (
    <section className="pv-hero" aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title">{HOME_TEXT.heroTitle}</h1>
        <p>{HOME_TEXT.heroText}</p>
        <OfferBanner />
        <Suspense fallback={<HeroSearchPlaceholder />}>
          <HeroSearchForm />
        </Suspense>
      </Container>
    </section>
  );
}
