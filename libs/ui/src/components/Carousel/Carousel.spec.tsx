import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';

const slides = [
  { src: '/banner-1.jpg', alt: 'Main hall' },
  { src: '/banner-2.jpg', alt: 'Keynote stage' },
  { src: '/banner-3.jpg', alt: 'Networking area' },
];

const visibleImage = () => screen.getByRole('img');
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });

function mockReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Carousel', () => {
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('is a labelled carousel of labelled slides, showing one at a time', () => {
    render(<Carousel label="Event photos" slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Event photos' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('advances every intervalMs (default 5000) and wraps around', () => {
    render(<Carousel label="Event photos" slides={slides} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleImage()).toHaveAttribute('alt', 'Networking area');
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
  });

  it('honours a custom interval', () => {
    render(<Carousel label="Event photos" slides={slides} intervalMs={2000} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
  });

  it('pauses while the pointer is over it', async () => {
    render(<Carousel label="Event photos" slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Event photos' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
  });

  it('pauses while focus is inside it and resumes when focus leaves', async () => {
    render(
      <>
        <Carousel label="Event photos" slides={slides} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => dot(3).focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
  });

  it('moves with the previous/next buttons and the dots', async () => {
    const u = user();
    render(<Carousel label="Event photos" slides={slides} />);
    await u.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleImage()).toHaveAttribute('alt', 'Networking area');
    await u.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    await u.click(dot(2));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the left and right arrow keys when focused', async () => {
    const u = user();
    render(<Carousel label="Event photos" slides={slides} />);
    act(() => dot(1).focus());
    await u.keyboard('{ArrowRight}');
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
    await u.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleImage()).toHaveAttribute('alt', 'Networking area');
  });

  it('can be stopped and restarted with the rotation button', async () => {
    const u = user();
    render(<Carousel label="Event photos" slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Event photos' });
    // Clicking also hovers and focuses; leave the carousel so only the button decides.
    const leave = async () => {
      await u.unhover(carousel);
      act(() => (document.activeElement as HTMLElement).blur());
    };
    await u.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    await leave();
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    await u.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    await leave();
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleImage()).toHaveAttribute('alt', 'Keynote stage');
  });

  it('does not auto-play when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Event photos" slides={slides} />);
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows a single slide without controls and nothing for no slides', () => {
    const { rerender, container } = render(<Carousel label="Event photos" slides={slides.slice(0, 1)} />);
    expect(visibleImage()).toHaveAttribute('alt', 'Main hall');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Carousel label="Event photos" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Carousel with its controls below the slides', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
  });

  it('puts every button in the bar under the slides, in reading order, and they still work', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Carousel label="Event photos" controls="below" autoPlay={false} slides={slides} />);
    const viewport = container.querySelector('.pv-carousel__viewport')!;
    const bar = container.querySelector('.pv-carousel__bar')!;
    expect(container.querySelector('.pv-carousel')).toHaveClass('pv-carousel--controls-below');
    for (const button of screen.getAllByRole('button')) {
      expect(bar).toContainElement(button);
      expect(viewport).not.toContainElement(button);
    }
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Next slide',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Keynote stage');
  });
});
