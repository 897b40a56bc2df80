/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import {
  REVIEW_MESSAGES,
  type TPartnerEventDetail,
  type TPartnerReview,
  type TPreviousEditionAnswer,
} from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventReviewsPage } from './event-reviews-page';
import { testPartnerEvent } from '../../testing/partner-event';

jest.setTimeout(30_000);

function partnerEvent(): TPartnerEventDetail {
  return testPartnerEvent({ ticketTypes: [], subEvents: [], vettingStatusUpdates: [], isPublic: true });
}

const review = (over: Partial<TPartnerReview> = {}): TPartnerReview => ({
  id: 1,
  score: 9,
  subscores: { venue: 8, content: null, networking: 7, staff: null, valueForMoney: null },
  text: 'Sharp talks and a good crowd.',
  reviewerName: 'Ada L.',
  submittedAt: '2030-03-02T10:00:00.000Z',
  edition: { eventId: 10, name: 'FinTech Summit', startDateTime: '2030-03-01T09:00:00.000Z', isEarlier: false },
  event: { id: 10, name: 'FinTech Summit' },
  reply: null,
  canReply: true,
  ...over,
});

const series = (over: Partial<TPreviousEditionAnswer> = {}): TPreviousEditionAnswer => ({
  eventId: 10,
  previousEditionId: null,
  candidates: [{ id: 8, name: 'FinTech Summit 2029', startDateTime: '2029-03-01T09:00:00.000Z' }],
  ...over,
});

function mockPage(routes: Record<string, MockHandler | MockAnswer> = {}) {
  return mockApi({
    'GET /partner/events/10': answer(partnerEvent()),
    'GET /partner/events/10/previous-edition': answer(series()),
    ...routes,
  });
}

const renderPage = (path = '/event-details/10/reviews') =>
  renderPartnerPage([{ path: '/event-details/:id/reviews', element: <EventReviewsPage /> }], path);

const reviewsList = async () => {
  const section = await screen.findByRole('region', { name: 'What attendees said' });
  return within(section);
};

describe('EventReviewsPage', () => {
  it("lists the event's reviews with their scores, subscores and the reply written", async () => {
    const api = mockPage({
      'GET /partner/reviews': answer(
        paged([
          review(),
          review({
            id: 2,
            score: 4,
            subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
            text: 'Too crowded at lunch.',
            reviewerName: 'Ben K.',
            reply: { text: 'We have booked a bigger hall.', status: 'PENDING', repliedAt: '2030-03-04T10:00:00.000Z' },
            canReply: false,
          }),
        ]),
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of FinTech Summit' })).toBeInTheDocument();
    const list = await reviewsList();
    const ada = await list.findByRole('listitem', { name: '9/10 from Ada L.' });
    expect(ada).toHaveTextContent(formatEventDateTime('2030-03-02T10:00:00.000Z', 'Europe/London'));
    expect(ada).toHaveTextContent('Sharp talks and a good crowd.');
    expect(ada).toHaveTextContent('Venue 8/10 · Networking 7/10');
    expect(within(ada).getByRole('form', { name: 'Reply to Ada L.' })).toBeInTheDocument();

    const ben = list.getByRole('listitem', { name: '4/10 from Ben K.' });
    expect(ben).toHaveTextContent('Reply waiting for a moderator');
    expect(ben).toHaveTextContent('We have booked a bigger hall.');
    expect(within(ben).queryByRole('form')).not.toBeInTheDocument();
    expect(api.callsTo('GET /partner/reviews?eventId=10')).toHaveLength(1);
  });

  it('sends one reply and then shows it instead of the form', async () => {
    let replied = false;
    const api = mockPage({
      'GET /partner/reviews': () =>
        answer(
          paged([
            review(
              replied
                ? {
                    reply: { text: 'Thank you, Ada!', status: 'PUBLISHED', repliedAt: '2030-03-04T10:00:00.000Z' },
                    canReply: false,
                  }
                : {},
            ),
          ]),
        ),
      'POST /partner/reviews/1/reply': () => {
        replied = true;
        return answer(
          {
            reviewId: 1,
            reply: { text: 'Thank you, Ada!', status: 'PUBLISHED', repliedAt: '2030-03-04T10:00:00.000Z' },
            message: REVIEW_MESSAGES.replyPublished,
          },
          201,
        );
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const list = await reviewsList();
    const form = await list.findByRole('form', { name: 'Reply to Ada L.' });
    await user.type(within(form).getByRole('textbox', { name: /Your reply to Ada L\./ }), '  Thank you, Ada!  ');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    const ada = list.getByRole('listitem', { name: '9/10 from Ada L.' });
    await waitFor(() => expect(ada).toHaveTextContent('Reply published'));
    expect(ada).toHaveTextContent('Thank you, Ada!');
    expect(within(ada).queryByRole('form')).not.toBeInTheDocument();
    expect(api.callsTo('POST /partner/reviews/1/reply').map((c) => c.body)).toEqual([{ text: 'Thank you, Ada!' }]);
  });

  it('asks for the reply text before sending', async () => {
    const api = mockPage({ 'GET /partner/reviews': answer(paged([review()])) });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await (await reviewsList()).findByRole('form', { name: 'Reply to Ada L.' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    const text = within(form).getByRole('textbox', { name: /Your reply to Ada L\./ });
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.replyRequired));
    expect(api.callsTo('POST /partner/reviews/1/reply')).toHaveLength(0);
  });

  it("blocks the button while the reply is sent and shows the server's refusal in words", async () => {
    let release: (value: MockAnswer) => void = () => undefined;
    mockPage({
      'GET /partner/reviews': answer(paged([review()])),
      'POST /partner/reviews/1/reply': () =>
        new Promise<MockAnswer>((resolve) => {
          release = resolve;
        }),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await (await reviewsList()).findByRole('form', { name: 'Reply to Ada L.' });
    await user.type(within(form).getByRole('textbox', { name: /Your reply to Ada L\./ }), 'Thanks');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send reply' })).toBeDisabled());

    release(answer({ error: REVIEW_MESSAGES.alreadyReplied, code: 'CONFLICT' }, 409));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your reply was not sent');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.alreadyReplied);
    expect(within(form).getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });

  it('asks for the next page of reviews', async () => {
    const api = mockPage({
      'GET /partner/reviews': (call) =>
        answer(
          call.path.includes('page=2')
            ? paged([review({ id: 21, reviewerName: 'Page Two' })], { total: 21, page: 2 })
            : paged([review()], { total: 21, page: 1 }),
        ),
    });
    const { router } = renderPage();
    const user = userEvent.setup({ delay: null });
    const list = await reviewsList();
    await list.findByRole('listitem', { name: '9/10 from Ada L.' });
    await user.click(
      within(list.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await list.findByRole('listitem', { name: '9/10 from Page Two' })).toBeInTheDocument();
    expect(api.callsTo('GET /partner/reviews?page=2&eventId=10')).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens at the page of its link, asking for that page of this event alone', async () => {
    const api = mockPage({
      'GET /partner/reviews': (call) =>
        answer(
          call.path.includes('page=2')
            ? paged([review({ id: 21, reviewerName: 'Page Two' })], { total: 21, page: 2 })
            : paged([review()], { total: 21, page: 1 }),
        ),
    });
    // An event id in the query does not turn the list to another event's reviews.
    renderPage('/event-details/10/reviews?page=2&eventId=99');
    const list = await reviewsList();
    expect(await list.findByRole('listitem', { name: '9/10 from Page Two' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/partner/reviews')).map((c) => c.path)).toEqual([
      '/partner/reviews?page=2&eventId=10',
    ]);
    expect(screen.getByText('Showing 21-21 of 21 reviews')).toBeInTheDocument();
  });

  it('says when the event has no reviews yet', async () => {
    mockPage({ 'GET /partner/reviews': answer(paged([])) });
    renderPage();
    expect(
      await screen.findByText('No reviews yet. Attendees who were checked in are asked for one when the event ends.'),
    ).toBeInTheDocument();
  });

  it('marks the event as a new edition of an earlier one', async () => {
    const api = mockPage({
      'GET /partner/reviews': answer(paged([])),
      'PUT /partner/events/10/previous-edition': answer(series({ previousEditionId: 8 })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Series' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'New edition of' }), '8');
    await user.click(within(form).getByRole('button', { name: 'Save series' }));
    await waitFor(() => expect(api.callsTo('PUT /partner/events/10/previous-edition')).toHaveLength(1));
    expect(api.callsTo('PUT /partner/events/10/previous-edition')[0]!.body).toEqual({ previousEditionId: 8 });
    expect(await screen.findByText('Series saved')).toBeInTheDocument();
  });

  describe('in German', () => {
    inLanguage('de');

    it("lists the event's reviews with their reply's state", async () => {
      const reply = { text: 'Danke!', status: 'PENDING', repliedAt: '2030-03-04T10:00:00.000Z' } as const;
      mockPage({ 'GET /partner/reviews': answer(paged([review({ reply, canReply: false })])) });
      renderPage();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bewertungen von FinTech Summit' }),
      ).toBeInTheDocument();
      const section = await screen.findByRole('region', { name: 'Was Teilnehmer sagen' });
      const ada = await within(section).findByRole('listitem', { name: '9/10 von Ada L.' });
      expect(ada).toHaveTextContent('Antwort wartet auf Moderation');
      expect(await screen.findByRole('button', { name: 'Reihe speichern' })).toBeInTheDocument();
    });
  });
});
