import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewsApi, type AppStore } from '@pavilion/api-client';
import type { TEventReviewsPage, TPublicReview } from '@pavilion/domain';
import { testEventDetail, testEventReviewsPage, testPublicReview } from '@pavilion/domain/testing';
import { EventReviews } from './event-reviews';

const event = testEventDetail();

/** The sample review (@pavilion/domain/testing), of this story's event. */
const review = (over: Partial<TPublicReview> = {}): TPublicReview =>
  testPublicReview({
    submittedAt: '2025-09-03T10:00:00.000Z',
    edition: { eventId: event.id, name: event.name, startDateTime: event.startDateTime, isEarlier: false },
    ...over,
  });

const reviewsPage = (items: TPublicReview[]): TEventReviewsPage =>
  testEventReviewsPage({
    items,
    total: items.length,
    average: items.length ? 8.5 : 0,
    rating: items.length ? 4.5 : 0,
    count: items.length,
    subscores: { venue: 8, content: 9, networking: 7, staff: null, valueForMoney: 7 },
  });

/** The page of reviews the event page asks for, put in the store before the story renders. */
const answered = (page: TEventReviewsPage) => (store: AppStore) => {
  void store.dispatch(reviewsApi.util.upsertQueryData('getEventReviews', { eventId: event.id, page: 1 }, page));
};

const meta = {
  title: 'Product/Event reviews',
  component: EventReviews,
  args: { eventId: event.id },
  // A store and a router for each story (decorators); each story puts its own answer in the store.
  parameters: { providers: {} },
} satisfies Meta<typeof EventReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two reviews, one about an earlier edition, one with the organiser's reply. */
export const Default: Story = {
  parameters: {
    providers: {
      seed: answered(
        reviewsPage([
          review({
            reply: { text: 'Thank you, see you next year.', repliedAt: '2025-09-04T10:00:00.000Z' },
          }),
          review({
            id: 2,
            score: 8,
            reviewerName: 'Charles B.',
            text: 'Good venue, the second day ran late.',
            edition: {
              eventId: 3,
              name: 'FinTech Summit 2024',
              startDateTime: '2024-09-01T08:00:00.000Z',
              isEarlier: true,
            },
          }),
        ]),
      ),
    },
  },
};

export const NoReviewsYet: Story = { parameters: { providers: { seed: answered(reviewsPage([])) } } };

/** Nothing in the store and no API behind Storybook: the request fails and the section says so. */
export const LoadFailed: Story = { parameters: { providers: {} } };

export const LongText: Story = {
  parameters: {
    providers: {
      seed: answered(
        reviewsPage([
          review({
            reviewerName: 'Maximiliana Josefina Montgomery-Featherstonehaugh',
            text: 'The programme was ambitious and mostly delivered: the morning keynotes were excellent, the workshops were oversubscribed (arrive early), and the networking app actually worked. The only letdown was the catering queue at lunch on the second day, which took most of the break. '.repeat(
              3,
            ),
            reply: {
              text: 'Thank you for the detailed feedback: we are adding two more serving points for lunch next year and will open workshop registration a week earlier.',
              repliedAt: '2025-09-04T10:00:00.000Z',
            },
          }),
        ]),
      ),
    },
  },
};

export const Narrow: Story = { parameters: { narrow: true, providers: LongText.parameters!['providers'] } };
