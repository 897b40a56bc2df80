// Reviews: the event page's reviews, the attendee's past registrations with their reviews and strikes,
// the partner's reviews, replies and series link, and the administrators' moderation and support's edits.
import { API_PATHS } from '@pavilion/domain';
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
  TReviewReportAnswer,
  TReviewReportBody,
  TReviewerStanding,
  TStrike,
  TAdminRepliesQueryInput,
  TAdminReviewsQueryInput,
  TAdminStrikesQueryInput,
  TEventReviewsQueryInput,
  TMyReviewsQueryInput,
  TPartnerReviewsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

export const reviewsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getEventReviews: build.query<TEventReviewsPage, { eventId: number } & TEventReviewsQueryInput>({
      query: ({ eventId, ...params }) => ({ url: API_PATHS.eventReviews({ id: eventId }), params }),
      providesTags: (_r, _e, { eventId }) => [{ type: 'Review', id: `EVENT-${eventId}` }],
    }),
    getMyReviews: build.query<TMyReviewsPage, TMyReviewsQueryInput>({
      query: (params) => ({ url: API_PATHS.myReviews, params }),
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    writeReview: build.mutation<TMyReview, { eventId: number; body: TReviewBody }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.eventReviews({ id: eventId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'Review', id: 'MINE' },
        { type: 'Review', id: `EVENT-${eventId}` },
        { type: 'Event', id: eventId },
      ],
    }),
    reportReview: build.mutation<TReviewReportAnswer, { reviewId: number; body: TReviewReportBody }>({
      query: ({ reviewId, body }) => ({ url: API_PATHS.reviewReports({ id: reviewId }), method: 'POST', body }),
    }),
    appealStrike: build.mutation<TStrike, { strikeId: number; body: TAppealBody }>({
      query: ({ strikeId, body }) => ({ url: API_PATHS.reviewStrikeAppeal({ id: strikeId }), method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    getPartnerReviews: build.query<TPartnerReviewsPage, TPartnerReviewsQueryInput>({
      query: (params) => ({ url: API_PATHS.partnerReviews, params }),
      providesTags: [{ type: 'Review', id: 'PARTNER' }],
    }),
    replyToReview: build.mutation<unknown, { reviewId: number; text: string }>({
      query: ({ reviewId, text }) => ({
        url: API_PATHS.partnerReviewReply({ id: reviewId }),
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: [{ type: 'Review', id: 'PARTNER' }],
    }),
    getPreviousEdition: build.query<TPreviousEditionAnswer, number>({
      query: (eventId) => API_PATHS.partnerEventPreviousEdition({ id: eventId }),
      providesTags: (_r, _e, eventId) => [{ type: 'Review', id: `SERIES-${eventId}` }],
    }),
    setPreviousEdition: build.mutation<TPreviousEditionAnswer, { eventId: number; previousEditionId: number | null }>({
      query: ({ eventId, previousEditionId }) => ({
        url: API_PATHS.partnerEventPreviousEdition({ id: eventId }),
        method: 'PUT',
        body: { previousEditionId },
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Review', id: `SERIES-${eventId}` }],
    }),
    getPartnerReviewStanding: build.query<TReviewerStanding, void>({
      query: () => ({ url: API_PATHS.partnerReviewStanding }),
      providesTags: [{ type: 'Review', id: 'PARTNER-STANDING' }],
    }),
    appealPartnerStrike: build.mutation<TStrike, { strikeId: number; body: TAppealBody }>({
      query: ({ strikeId, body }) => ({
        url: API_PATHS.partnerReviewStrikeAppeal({ id: strikeId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Review', id: 'PARTNER-STANDING' }],
    }),
    getAdminReviews: build.query<TAdminReviewsPage, TAdminReviewsQueryInput>({
      query: (params) => ({ url: API_PATHS.adminReviews, params }),
      providesTags: [{ type: 'Review', id: 'ADMIN' }],
    }),
    decideReview: build.mutation<TAdminReview, { reviewId: number; body: TReviewDecisionBodyInput }>({
      query: ({ reviewId, body }) => ({ url: API_PATHS.adminReviewDecision({ id: reviewId }), method: 'POST', body }),
      invalidatesTags: [
        { type: 'Review', id: 'ADMIN' },
        { type: 'Review', id: 'STRIKES' },
      ],
    }),
    editReview: build.mutation<TAdminReview, { reviewId: number; body: TReviewEditBodyInput }>({
      query: ({ reviewId, body }) => ({ url: API_PATHS.adminReview({ id: reviewId }), method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Review', id: 'ADMIN' }],
    }),
    getAdminReplies: build.query<TPaged<TAdminReply>, TAdminRepliesQueryInput>({
      query: (params) => ({ url: API_PATHS.adminReviewReplies, params }),
      providesTags: [{ type: 'Review', id: 'ADMIN-REPLIES' }],
    }),
    decideReply: build.mutation<TAdminReply, { reviewId: number; body: TReviewDecisionBodyInput }>({
      query: ({ reviewId, body }) => ({
        url: API_PATHS.adminReviewReplyDecision({ id: reviewId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Review', id: 'ADMIN-REPLIES' }],
    }),
    getAdminStrikes: build.query<TPaged<TAdminStrike>, TAdminStrikesQueryInput>({
      query: (params) => ({ url: API_PATHS.adminReviewStrikes, params }),
      providesTags: [{ type: 'Review', id: 'STRIKES' }],
    }),
    decideAppeal: build.mutation<TAdminStrike, { strikeId: number; body: TAppealDecisionBody }>({
      query: ({ strikeId, body }) => ({
        url: API_PATHS.adminReviewStrikeAppealDecision({ id: strikeId }),
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
  useAppealPartnerStrikeMutation,
  useGetPartnerReviewStandingQuery,
  useReportReviewMutation,
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
