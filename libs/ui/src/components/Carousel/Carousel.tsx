// Image carousel following the WAI-ARIA APG pattern: auto-rotation that stops for hover, focus,
// reduced motion or the pause button; previous/next and per-slide buttons; arrow keys.
import { useEffect, useId, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/icons';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import './Carousel.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('carousel');

export type CarouselSlide = { src: string; alt: string };

export type CarouselProps = {
  slides: CarouselSlide[];
  /** Accessible name of the carousel, e.g. 'Event photos'. */
  label: string;
  /** Delay between automatic slide changes. */
  intervalMs?: number;
  autoPlay?: boolean;
  /** CSS aspect-ratio of the slides, e.g. '16 / 5' (default). */
  aspectRatio?: string;
  /**
   * Where the buttons sit: over the slides (default), or in a bar below them, for slides whose
   * edges carry text that nothing may cover (event banners with their date and venue).
   */
  controls?: 'overlay' | 'below';
  className?: string;
};

export const CAROUSEL_INTERVAL_MS = 5000;

export function Carousel({
  slides,
  label,
  intervalMs = CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  aspectRatio,
  controls = 'overlay',
  className,
}: CarouselProps) {
  const slidesId = `pv-${useId()}-slides`;
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const index = count === 0 ? 0 : Math.min(current, count - 1);
  const canRotate = autoPlay && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focusWithin;

  // A timeout per shown slide, so a manual change also restarts the countdown.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setCurrent((value) => (value + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, count]);

  if (count === 0) return null;

  const goTo = (target: number) => setCurrent(((target % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  const prev = (
    <IconButton
      className="pv-carousel__nav pv-carousel__nav--prev"
      variant="secondary"
      round
      size={controls === 'below' ? 'sm' : undefined}
      label={T.previousSlide}
      icon={<ChevronLeftIcon />}
      aria-controls={slidesId}
      onClick={() => goTo(index - 1)}
    />
  );
  const next = (
    <IconButton
      className="pv-carousel__nav pv-carousel__nav--next"
      variant="secondary"
      round
      size={controls === 'below' ? 'sm' : undefined}
      label={T.nextSlide}
      icon={<ChevronRightIcon />}
      aria-controls={slidesId}
      onClick={() => goTo(index + 1)}
    />
  );

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      className={cx('pv-carousel', controls === 'below' && 'pv-carousel--controls-below', className)}
      aria-roledescription="carousel"
      aria-label={label}
      style={aspectRatio ? ({ '--pv-carousel-ratio': aspectRatio } as CSSProperties) : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
      onKeyDown={count > 1 ? handleKeyDown : undefined}
    >
      {/* Announce slide changes only when they are not automatic. */}
      <div id={slidesId} className="pv-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={`${slide.src}-${slideIndex}`}
            className="pv-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={T.slideOf({ position: slideIndex + 1, count })}
            hidden={slideIndex !== index}
          >
            <img src={slide.src} alt={slide.alt} loading={slideIndex === 0 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          {controls === 'overlay' && prev}
          {controls === 'overlay' && next}
          <div className="pv-carousel__bar">
            {canRotate && (
              <IconButton
                className="pv-carousel__rotation"
                variant="secondary"
                size="sm"
                round
                label={stopped ? T.startRotation : T.stopRotation}
                icon={stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
                onClick={() => setStopped((value) => !value)}
              />
            )}
            {controls === 'below' && prev}
            <div className="pv-carousel__dots" role="group" aria-label={T.slides}>
              {slides.map((slide, slideIndex) => (
                <button
                  key={`${slide.src}-${slideIndex}`}
                  type="button"
                  className="pv-carousel__dot"
                  aria-label={T.goToSlide({ position: slideIndex + 1 })}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => goTo(slideIndex)}
                />
              ))}
            </div>
            {controls === 'below' && next}
          </div>
        </>
      )}
    </section>
  );
}
