/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';

import { inLanguage, testEventReviewsPage, testPublicReview } from '@pavilion/domain/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { EventReviews } from './event-reviews';

const review = testPublicReview;
const reviewsPage = testEventReviewsPage;

const renderReviews = (path = '/events/5') =>
  renderRoutes([{ path: '/events/:id', element: <EventReviews eventId={5} /> }], path);

describe('EventReviews', () => {
  it('shows the average, the count, the subscores given and each review with its reply', async () => {
    mockApi({
      'GET /events/5/reviews': answer(
        reviewsPage({
          items: [
            review(),
            review({
              id: 2,
              score: 6,
              subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
              text: 'Too crowded at lunch.',
              reviewerName: 'Ben K.',
              submittedAt: '2029-03-04T10:00:00.000Z',
              edition: {
                eventId: 4,
                name: 'FinTech Summit 2029',
                startDateTime: '2029-03-01T09:00:00.000Z',
                isEarlier: true,
              },
              reply: { text: 'We have booked a bigger hall.', repliedAt: '2029-03-10T10:00:00.000Z' },
            }),
          ],
          total: 2,
          count: 2,
          average: 7.5,
          rating: 4,
        }),
      ),
    });
    renderReviews();
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText(/average \(4 of 5 stars\) from 2 reviews/)).toHaveTextContent(
      '7.5/10 average (4 of 5 stars) from 2 reviews',
    );
    // Only the subscores some review gave are listed.
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Venue', 'Content', 'Value for money']);
    expect(within(section).getByText('Venue').nextElementSibling).toHaveTextContent('8/10');

    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('9/10 · Ada L. · March 2, 2030');
    expect(first).toHaveTextContent('Sharp talks and a good crowd.');
    expect(first).toHaveTextContent('Venue 8/10 · Content 10/10 · Value for money 7/10');
    expect(first).not.toHaveTextContent('about');
    expect(first).not.toHaveTextContent('The organiser replied');

    expect(second).toHaveTextContent('6/10 · Ben K. · March 4, 2029 · about FinTech Summit 2029');
    expect(second).not.toHaveTextContent('Venue');
    expect(within(second).getByText('The organiser replied')).toBeInTheDocument();
    expect(second).toHaveTextContent('March 10, 2029');
    expect(second).toHaveTextContent('We have booked a bigger hall.');
  });

  it('says "review" for a single review', async () => {
    mockApi({ 'GET /events/5/reviews': answer(reviewsPage()) });
    renderReviews();
    expect(await screen.findByText(/from 1 review$/)).toHaveTextContent('9/10 average (4.5 of 5 stars) from 1 review');
  });

  it('asks for the next page of reviews and shows it', async () => {
    const api = mockApi({
      'GET /events/5/reviews': (call) =>
        answer(
          call.path.includes('page=2')
            ? reviewsPage({ items: [review({ id: 11, text: 'Second page review' })], page: 2, total: 11, count: 11 })
            : reviewsPage({ items: [review({ text: 'First page review' })], page: 1, total: 11, count: 11 }),
        ),
    });
    const { router } = renderReviews();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('First page review')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 11 reviews')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Second page review')).toBeInTheDocument();
    expect(screen.queryByText('First page review')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path).filter((p) => p.startsWith('/events/'))).toEqual([
      '/events/5/reviews',
      '/events/5/reviews?page=2',
    ]);
    expect(router.state.location.search).toBe('?reviews.page=2');
  });

  it('opens at the page of reviews its link names', async () => {
    const api = mockApi({
      'GET /events/5/reviews': (call) =>
        answer(
          call.path.includes('page=2')
            ? reviewsPage({ items: [review({ id: 11, text: 'Second page review' })], page: 2, total: 11, count: 11 })
            : reviewsPage({ items: [review({ text: 'First page review' })], page: 1, total: 11, count: 11 }),
        ),
    });
    renderReviews('/events/5?reviews.page=2');
    expect(await screen.findByText('Second page review')).toBeInTheDocument();
    expect(screen.getByText('Showing 11-11 of 11 reviews')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path).filter((p) => p.startsWith('/events/'))).toEqual(['/events/5/reviews?page=2']);
  });

  it('says when there are no reviews yet', async () => {
    mockApi({
      'GET /events/5/reviews': answer(
        reviewsPage({
          items: [],
          total: 0,
          count: 0,
          average: null,
          rating: null,
          subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
        }),
      ),
    });
    renderReviews();
    expect(await screen.findByText('No reviews yet. Attendees review an event after it ends.')).toBeInTheDocument();
    expect(screen.queryByText(/average/)).not.toBeInTheDocument();
  });

  it('says so when the reviews could not be loaded', async () => {
    mockApi({ 'GET /events/5/reviews': answer({ error: 'Event not found', code: 'NOT_FOUND' }, 404) });
    renderReviews();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reviews could not be loaded');
    expect(alert).toHaveTextContent('Event not found');
    await waitFor(() => expect(screen.queryByText(/average/)).not.toBeInTheDocument());
  });
});

describe('reporting a review', () => {
  it('lets a signed-in attendee report a review once, with a reason from the list, in a labelled dialog', async () => {
    const api = mockApi({
      'GET /events/5/reviews': answer(reviewsPage()),
      'GET /session': answer(sessionOf('attendee')),
      'POST /reviews/1/reports': answer(
        {
          reviewId: 1,
          reason: 'ADVERTISING',
          message: 'Thank you: a moderator will read the review and decide whether it stays.',
        },
        201,
      ),
    });
    renderReviews();
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Report the review by Ada L.' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'What is wrong with it?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Offensive or abusive',
      'False or not a real experience',
      'Advertising or spam',
      'Personal information',
      'Something else against the guidelines',
    ]);
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/Choose a reason/)).toBeInTheDocument();
    expect(api.callsTo('POST /reviews/1/reports')).toHaveLength(0);
    await user.click(within(reasons).getByRole('radio', { name: 'Advertising or spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/a moderator will read the review/)).toBeInTheDocument();
    expect(api.callsTo('POST /reviews/1/reports')[0]!.body).toEqual({ reason: 'ADVERTISING' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByRole('button', { name: 'Report the review by Ada L.' })).toBeDisabled();
  });

  it('shows no Report button to a visitor', async () => {
    mockApi({ 'GET /events/5/reviews': answer(reviewsPage()), 'GET /session': answer(sessionOf('visitor')) });
    renderReviews();
    expect(await screen.findByText('Sharp talks and a good crowd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});

describe('EventReviews in German', () => {
  inLanguage('de');

  it('sums up the reviews and dates them in German', async () => {
    mockApi({
      'GET /events/5/reviews': answer(
        reviewsPage({
          items: [
            review({
              reply: { text: 'We have booked a bigger hall.', repliedAt: '2029-03-10T10:00:00.000Z' },
            }),
          ],
          total: 1,
          count: 1,
          average: 9,
          rating: 4.5,
        }),
      ),
    });
    renderReviews();
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(await within(section).findByText(/aus 1 Bewertung$/)).toHaveTextContent(
      '9/10 im Durchschnitt (4,5 von 5 Sternen) aus 1 Bewertung',
    );
    const [first] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('9/10 · Ada L. · 2. März 2030');
    expect(within(first!).getByText('Antwort des Veranstalters')).toBeInTheDocument();
  });
});
