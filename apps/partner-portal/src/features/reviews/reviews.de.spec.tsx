/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { loadCatalogues, setLocaleSource, type TPartnerEventDetail, type TPartnerReview } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventReviewsPage } from './event-reviews-page';

jest.setTimeout(30_000);

function partnerEvent(): TPartnerEventDetail {
  return {
    ...testEventDetail(),
    ticketTypes: [],
    subEvents: [],
    vettingStatusUpdates: [],
    versions: [],
    hasPendingChanges: false,
    isPublic: true,
  };
}

const review: TPartnerReview = {
  id: 1,
  score: 9,
  subscores: { venue: 8, content: null, networking: null, staff: null, valueForMoney: null },
  text: 'Sharp talks and a good crowd.',
  reviewerName: 'Ada L.',
  submittedAt: '2030-03-02T10:00:00.000Z',
  reply: { text: 'Danke!', status: 'PENDING', repliedAt: '2030-03-04T10:00:00.000Z' },
  canReply: false,
  edition: { eventId: 10, name: 'FinTech Summit', startDateTime: '2030-03-01T09:00:00.000Z', isEarlier: false },
  event: { id: 10, name: 'FinTech Summit' },
};

describe('the reviews in German', () => {
  beforeEach(async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
  });
  afterEach(() => setLocaleSource(() => 'en'));

  it("lists the event's reviews with their reply's state", async () => {
    mockApi({
      'GET /partner/events/10': answer(partnerEvent()),
      'GET /partner/events/10/previous-edition': answer({ eventId: 10, previousEditionId: null, candidates: [] }),
      'GET /partner/reviews': answer(paged([review])),
    });
    renderPartnerPage(
      [{ path: '/event-details/:id/reviews', element: <EventReviewsPage /> }],
      '/event-details/10/reviews',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bewertungen von FinTech Summit' }),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Was Teilnehmer sagen' });
    const ada = await within(section).findByRole('listitem', { name: '9/10 von Ada L.' });
    expect(ada).toHaveTextContent('Antwort wartet auf Moderation');
    expect(await screen.findByRole('button', { name: 'Reihe speichern' })).toBeInTheDocument();
  });
});
