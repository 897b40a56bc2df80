/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TMyReviewsPage } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import MyReviewsPage from './my-reviews-page';
import { inLanguage } from '@pavilion/domain/testing';

jest.setTimeout(30_000);

const PAGE: TMyReviewsPage = {
  items: [
    {
      eventId: 5,
      eventName: 'FinTech Summit',
      startDateTime: '2030-03-01T09:00:00.000Z',
      endDateTime: '2030-03-02T17:00:00.000Z',
      reviewableUntil: '2030-06-02T17:00:00.000Z',
      canReview: true,
      reason: null,
      review: {
        id: 40,
        eventId: 5,
        status: 'PUBLISHED',
        score: 8,
        subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
        text: 'Great speakers.',
        submittedAt: '2030-03-05T10:00:00.000Z',
        decisionReason: null,
        message: 'Published',
      },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  standing: {
    state: 'WARNED',
    suspendedUntil: null,
    strikes: [
      {
        id: 3,
        reviewId: 41,
        eventName: 'Logistics Expo',
        at: '2030-02-10T10:00:00.000Z',
        reason: 'Insults another attendee',
        egregious: false,
        appeal: { status: 'REFUSED', reason: 'The review named a person' },
      },
    ],
  },
} as TMyReviewsPage;

describe('MyReviewsPage in German', () => {
  inLanguage('de');

  it('shows past events, reviews and removed reviews in German', async () => {
    mockApi({ 'GET /reviews/mine': answer(PAGE) });
    renderRoutes([{ path: '/user/reviews', element: <MyReviewsPage /> }], '/user/reviews');
    const list = await screen.findByRole('list', { name: 'Vergangene Veranstaltungen' });
    const summit = within(list).getByRole('listitem', { name: 'FinTech Summit' });
    expect(summit).toHaveTextContent('Beendet am 2. März 2030 · Bewertungen möglich bis 2. Juni 2030');
    expect(summit).toHaveTextContent('Veröffentlicht 8/10 · Great speakers.');
    expect(within(summit).getByRole('button', { name: 'Neue Bewertung schreiben' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entfernte Bewertungen' })).toBeInTheDocument();
    expect(
      screen.getByText('Logistics Expo, entfernt am 10. Februar 2030: Insults another attendee'),
    ).toBeInTheDocument();
    expect(screen.getByText('Einspruch abgelehnt: The review named a person')).toBeInTheDocument();
  });
});
