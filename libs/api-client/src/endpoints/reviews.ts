// Reviews: the event page's reviews, the attendee's past registrations with their reviews and strikes,
// the partner's reviews, replies and series link, and the administrators' moderation and support's edits.
import type {
  TAdminReply,
  TAdminReview,
  TAdminReviewsPage,
  TAdminStrike,
  TAppealBody,
  TAppealDecisionBody,
  TEventReviewsPage,
  TMyReview,
  TMyReviewsPage,
  TPaged,
  TPartnerReviewsPage,
  TPreviousEditionAnswer,
  TReviewBody,
  TReviewDecisionBodyInput,
  TReviewEditBodyInput,
  TStrike,
  TAdminRepliesQueryInput,
  TAdminReviewsQueryInput,
  TAdminStrikesQueryInput,
  TEventReviewsQueryInput,
  TMyReviewsQueryInput,
  TPartnerReviewsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventReviews: build.query<TEventReviewsPage, { eventId: number } & TEventReviewsQueryInput>({
      query: ({ eventId, ...params }) => ({ url: `/events/${eventId}/reviews`, params }),
      providesTags: (_r, _e, { eventId }) => [{ type: 'Review', id: `EVENT-${eventId}` }],
    }),
    getMyReviews: build.query<TMyReviewsPage, TMyReviewsQueryInput>({
      query: (params) => ({ url: '/reviews/mine', params }),
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    writeReview: build.mutation<TMyReview, { eventId: number; body: TReviewBody }>({
      query: ({ eventId, body }) => ({ url: `/events/${eventId}/reviews`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'Review', id: 'MINE' },
        { type: 'Review', id: `EVENT-${eventId}` },
        { type: 'Event', id: eventId },
      ],
    }),
    appealStrike: build.mutation<TStrike, { strikeId: number; body: TAppealBody }>({
      query: ({ strikeId, body }) => ({ url: `/reviews/strikes/${strikeId}/appeal`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    getPartnerReviews: build.query<TPartnerReviewsPage, TPartnerReviewsQueryInput>({
      query: (params) => ({ url: '/partner/reviews', params }),
      providesTags: [{ type: 'Review', id: 'PARTNER' }],
    }),
    replyToReview: build.mutation<unknown, { reviewId: number; text: string }>({
      query: ({ reviewId, text }) => ({ url: `/partner/reviews/${reviewId}/reply`, method: 'POST', body: { text } }),
      invalidatesTags: [{ type: 'Review', id: 'PARTNER' }],
    }),
    getPreviousEdition: build.query<TPreviousEditionAnswer, number>({
      query: (eventId) => `/partner/events/${eventId}/previous-edition`,
      providesTags: (_r, _e, eventId) => [{ type: 'Review', id: `SERIES-${eventId}` }],
    }),
    setPreviousEdition: build.mutation<TPreviousEditionAnswer, { eventId: number; previousEditionId: number | null }>({
      query: ({ eventId, previousEditionId }) => ({
        url: `/partner/events/${eventId}/previous-edition`,
        method: 'PUT',
        body: { previousEditionId },
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Review', id: `SERIES-${eventId}` }],
    }),
    getAdminReviews: build.query<TAdminReviewsPage, TAdminReviewsQueryInput>({
      query: (params) => ({ url: '/admin/reviews', params }),
      providesTags: [{ type: 'Review', id: 'ADMIN' }],
    }),
    decideReview: build.mutation<TAdminReview, { reviewId: number; body: TReviewDecisionBodyInput }>({
      query: ({ reviewId, body }) => ({ url: `/admin/reviews/${reviewId}/decision`, method: 'POST', body }),
      invalidatesTags: [
        { type: 'Review', id: 'ADMIN' },
        { type: 'Review', id: 'STRIKES' },
      ],
    }),
    editReview: build.mutation<TAdminReview, { reviewId: number; body: TReviewEditBodyInput }>({
      query: ({ reviewId, body }) => ({ url: `/admin/reviews/${reviewId}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Review', id: 'ADMIN' }],
    }),
    getAdminReplies: build.query<TPaged<TAdminReply>, TAdminRepliesQueryInput>({
      query: (params) => ({ url: '/admin/review-replies', params }),
      providesTags: [{ type: 'Review', id: 'ADMIN-REPLIES' }],
    }),
    decideReply: build.mutation<TAdminReply, { reviewId: number; body: TReviewDecisionBodyInput }>({
      query: ({ reviewId, body }) => ({ url: `/admin/review-replies/${reviewId}/decision`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'ADMIN-REPLIES' }],
    }),
    getAdminStrikes: build.query<TPaged<TAdminStrike>, TAdminStrikesQueryInput>({
      query: (params) => ({ url: '/admin/review-strikes', params }),
      providesTags: [{ type: 'Review', id: 'STRIKES' }],
    }),
    decideAppeal: build.mutation<TAdminStrike, { strikeId: number; body: TAppealDecisionBody }>({
      query: ({ strikeId, body }) => ({
        url: `/admin/review-strikes/${strikeId}/appeal-decision`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Review', id: 'STRIKES' }],
    }),
  }),
});

export const {
  useGetEventReviewsQuery,
  useGetMyReviewsQuery,
  useWriteReviewMutation,
  useAppealStrikeMutation,
  useGetPartnerReviewsQuery,
  useReplyToReviewMutation,
  useGetPreviousEditionQuery,
  useSetPreviousEditionMutation,
  useGetAdminReviewsQuery,
  useDecideReviewMutation,
  useEditReviewMutation,
  useGetAdminRepliesQuery,
  useDecideReplyMutation,
  useGetAdminStrikesQuery,
  useDecideAppealMutation,
} = reviewsApi;
