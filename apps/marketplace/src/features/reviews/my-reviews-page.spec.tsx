/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer } from '@pavilion/api-client/testing';
import {
  REVIEW_MESSAGES,
  type TMyReview,
  type TMyReviewsPage,
  type TReviewableEvent,
  type TStrike,
} from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import MyReviewsPage from './my-reviews-page';

jest.setTimeout(30_000);

const myReview = (over: Partial<TMyReview> = {}): TMyReview => ({
  id: 40,
  eventId: 5,
  status: 'PUBLISHED',
  score: 8,
  subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
  text: 'Great speakers.',
  submittedAt: '2030-03-05T10:00:00.000Z',
  decisionReason: null,
  message: REVIEW_MESSAGES.published,
  ...over,
});

const pastEvent = (over: Partial<TReviewableEvent> = {}): TReviewableEvent => ({
  eventId: 5,
  eventName: 'FinTech Summit',
  startDateTime: '2030-03-01T09:00:00.000Z',
  endDateTime: '2030-03-02T17:00:00.000Z',
  reviewableUntil: '2030-06-02T17:00:00.000Z',
  canReview: false,
  reason: null,
  review: null,
  ...over,
});

const strike = (over: Partial<TStrike> = {}): TStrike => ({
  id: 3,
  reviewId: 41,
  content: 'REVIEW',
  eventName: 'Logistics Expo',
  at: '2030-02-10T10:00:00.000Z',
  reason: 'Insults another attendee',
  egregious: false,
  appeal: null,
  ...over,
});

const mine = (over: Partial<TMyReviewsPage> = {}): TMyReviewsPage => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  standing: { state: 'ACTIVE', suspendedUntil: null, strikes: [] },
  ...over,
});

const renderPage = (path = '/user/reviews') =>
  renderRoutes([{ path: '/user/reviews', element: <MyReviewsPage /> }], path);

describe('MyReviewsPage', () => {
  it("lists past events with the review's status, the removal reason and why an event cannot be reviewed", async () => {
    mockApi({
      'GET /reviews/mine': answer(
        mine({
          items: [
            pastEvent({ review: myReview() }),
            pastEvent({
              eventId: 6,
              eventName: 'Retail Forum',
              review: myReview({ id: 42, eventId: 6, status: 'PENDING', score: 5, text: 'Call me on 0207' }),
            }),
            pastEvent({
              eventId: 7,
              eventName: 'Logistics Expo',
              review: myReview({
                id: 41,
                eventId: 7,
                status: 'REMOVED',
                score: 1,
                text: 'Rude words',
                decisionReason: 'Insults another attendee',
              }),
            }),
            pastEvent({ eventId: 8, eventName: 'Old Fair', reason: REVIEW_MESSAGES.windowClosed }),
          ],
          total: 4,
        }),
      ),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Past events' });
    const summit = within(list).getByRole('listitem', { name: 'FinTech Summit' });
    expect(within(summit).getByRole('link', { name: 'FinTech Summit' })).toHaveAttribute('href', '/events/5');
    expect(summit).toHaveTextContent('Ended March 2, 2030');
    expect(summit).toHaveTextContent('Published 8/10 · Great speakers.');

    expect(within(list).getByRole('listitem', { name: 'Retail Forum' })).toHaveTextContent(
      'Waiting for a moderator 5/10 · Call me on 0207',
    );
    const removed = within(list).getByRole('listitem', { name: 'Logistics Expo' });
    expect(removed).toHaveTextContent('Removed 1/10 · Rude words');
    expect(removed).toHaveTextContent('Removed by a moderator: Insults another attendee');

    const old = within(list).getByRole('listitem', { name: 'Old Fair' });
    expect(old).toHaveTextContent(REVIEW_MESSAGES.windowClosed);
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('writes a review of an event that can be reviewed and shows what the server said', async () => {
    let reviewed = false;
    const api = mockApi({
      'GET /reviews/mine': () =>
        answer(
          mine({
            items: [pastEvent({ canReview: !reviewed, review: reviewed ? myReview({ status: 'PENDING' }) : null })],
            total: 1,
          }),
        ),
      'POST /events/5/reviews': () => {
        reviewed = true;
        return answer(myReview({ status: 'PENDING', message: REVIEW_MESSAGES.pending }), 201);
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const item = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(item).toHaveTextContent('reviews open until June 2, 2030');
    const write = within(item).getByRole('button', { name: 'Write a review' });
    expect(write).toHaveAccessibleDescription('FinTech Summit');
    await user.click(write);

    const form = within(item).getByRole('form', { name: 'Review of FinTech Summit' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Overall score/ }), '8');
    await user.type(within(form).getByRole('textbox', { name: /Your review/ }), 'Great speakers.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(item).findByRole('status')).toHaveTextContent(REVIEW_MESSAGES.pending);
    await waitFor(() => expect(item).toHaveTextContent('Waiting for a moderator 8/10 · Great speakers.'));
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(api.callsTo('POST /events/5/reviews')[0]!.body).toMatchObject({ score: 8, text: 'Great speakers.' });
    expect(api.callsTo('GET /reviews/mine')).toHaveLength(2);
  });

  it('shows the standing and the strikes, and sends an appeal against one', async () => {
    let appealed = false;
    const api = mockApi({
      'GET /reviews/mine': () =>
        answer(
          mine({
            standing: {
              state: 'SUSPENDED',
              suspendedUntil: '2030-02-24T10:00:00.000Z',
              strikes: [
                strike({
                  appeal: appealed
                    ? {
                        text: 'It was a joke',
                        at: '2030-02-11T10:00:00.000Z',
                        status: 'PENDING',
                        reason: null,
                        decidedAt: null,
                      }
                    : null,
                }),
                strike({
                  id: 2,
                  eventName: 'Retail Forum',
                  appeal: {
                    text: 'Please',
                    at: '2030-01-11T10:00:00.000Z',
                    status: 'REFUSED',
                    reason: 'The review named a person',
                    decidedAt: '2030-01-12T10:00:00.000Z',
                  },
                }),
              ],
            },
          }),
        ),
      'POST /reviews/strikes/3/appeal': () => {
        appealed = true;
        return answer(strike());
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const standing = await screen.findByRole('region', { name: 'Removed reviews' });
    expect(within(standing).getByRole('alert')).toHaveTextContent(
      'Your standing as a reviewerYour reviewing is suspended until February 24, 2030.',
    );
    expect(standing).toHaveTextContent('Logistics Expo, removed February 10, 2030: Insults another attendee');
    expect(standing).toHaveTextContent('Appeal refused: The review named a person');

    const form = within(standing).getByRole('form', {
      name: 'Appeal the removal of your review of Logistics Expo',
    });
    expect(within(standing).getAllByRole('form')).toHaveLength(1);
    await user.type(
      within(form).getByRole('textbox', { name: /Why should the removal be taken back\?/ }),
      'It was a joke',
    );
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));

    await waitFor(() => expect(standing).toHaveTextContent('Appeal waiting for a decision'));
    expect(api.callsTo('POST /reviews/strikes/3/appeal')[0]!.body).toEqual({ text: 'It was a joke' });
    expect(within(standing).queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for the reason of an appeal before sending it', async () => {
    const api = mockApi({
      'GET /reviews/mine': answer(mine({ standing: { state: 'WARNED', suspendedUntil: null, strikes: [strike()] } })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const standing = await screen.findByRole('region', { name: 'Removed reviews' });
    expect(within(standing).getByRole('status')).toHaveTextContent(
      'A review of yours was removed. A second removal within 90 days suspends reviewing for two weeks.',
    );
    await user.click(within(standing).getByRole('button', { name: 'Send appeal' }));
    const text = within(standing).getByRole('textbox', { name: /Why should the removal be taken back\?/ });
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription(REVIEW_MESSAGES.appealRequired);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of an appeal and clears it when the appeal is sent again", async () => {
    let release: (value: MockAnswer) => void = () => undefined;
    let attempts = 0;
    const api = mockApi({
      'GET /reviews/mine': answer(mine({ standing: { state: 'WARNED', suspendedUntil: null, strikes: [strike()] } })),
      'POST /reviews/strikes/3/appeal': () => {
        attempts += 1;
        if (attempts === 1)
          return answer({ error: 'Too many requests, try again in a minute', code: 'RATE_LIMITED' }, 429);
        return new Promise<MockAnswer>((resolve) => {
          release = resolve;
        });
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Appeal the removal of your review of Logistics Expo' });
    await user.type(within(form).getByRole('textbox', { name: /Why should the removal be taken back\?/ }), 'Please');
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your appeal was not sent');
    expect(alert).toHaveTextContent('Too many requests, try again in a minute');

    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send appeal' })).toBeDisabled());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /reviews/strikes/3/appeal')).toHaveLength(2);
    release(answer({ error: REVIEW_MESSAGES.alreadyAppealed, code: 'CONFLICT' }, 409));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyAppealed);
  });

  it('keeps the page in the URL and asks for it', async () => {
    const api = mockApi({
      'GET /reviews/mine': (call) =>
        answer(
          call.path.includes('page=2')
            ? mine({ items: [pastEvent({ eventId: 9, eventName: 'Page two event' })], total: 11, page: 2 })
            : mine({ items: [pastEvent()], total: 11, page: 1 }),
        ),
    });
    const { router } = renderPage();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('listitem', { name: 'FinTech Summit' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Past event pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await screen.findByRole('listitem', { name: 'Page two event' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /reviews/mine?page=2')).toHaveLength(1);
  });

  it('says when there are no past events yet', async () => {
    mockApi({ 'GET /reviews/mine': answer(mine()) });
    renderPage();
    expect(await screen.findByText('No past events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/events');
  });
});
