import { setKitLanguage } from '../../i18n/kit-text';
import { render, screen } from '@testing-library/react';
import { StarRating, roundToHalf } from './StarRating';

describe('StarRating', () => {
  it('is announced as "Rated X out of 5"', () => {
    render(<StarRating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });

  it('draws full, half and empty stars', () => {
    const { container } = render(<StarRating value={3.5} />);
    const fills = Array.from(container.querySelectorAll('.pv-star')).map((star) =>
      star.className.replace('pv-star pv-star--', ''),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('rounds to the nearest half and clamps to 0..5', () => {
    expect(roundToHalf(4.26)).toBe(4.5);
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
    render(<StarRating value={4.8} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
  });

  it('can show the number without repeating it to screen readers', () => {
    render(<StarRating value={4} showValue />);
    expect(screen.getByText('4.0')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 4 out of 5');
  });

  it('writes the number as the language does, as its label says it', () => {
    setKitLanguage({
      translate: (key, values) => `${key} ${new Intl.NumberFormat('de-DE').format(Number(values?.value))}`,
      formatLocale: () => 'de-DE',
    });
    try {
      render(<StarRating value={4.5} showValue />);
      expect(screen.getByText('4,5')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('img')).toHaveAccessibleName('ui.starRating.rated 4,5');
    } finally {
      setKitLanguage(undefined);
    }
  });
});
