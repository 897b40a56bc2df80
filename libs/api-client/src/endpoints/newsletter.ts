import { API_PATHS } from '@pavilion/domain';
import type { TNewsletterState, TNewsletterSubscribeBody, TStatusAnswer } from '@pavilion/domain';
import { api } from '../api';

export const newsletterApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<TStatusAnswer, TNewsletterSubscribeBody>({
      query: (body) => ({ url: API_PATHS.emailSubscribe, method: 'POST', body }),
    }),
    /** The owner's confirmation from the emailed link (double opt-in). */
    confirmNewsletter: build.mutation<TNewsletterState, string>({
      query: (token) => ({ url: API_PATHS.newsletterConfirm, method: 'POST', params: { token } }),
    }),
    /** The address a newsletter's unsubscribe link is about and whether it gets the newsletter. */
    newsletterState: build.query<TNewsletterState, string>({
      query: (token) => ({ url: API_PATHS.newsletterUnsubscribe, params: { token, format: 'json' } }),
    }),
    unsubscribeNewsletter: build.mutation<TNewsletterState, string>({
      query: (token) => ({ url: API_PATHS.newsletterUnsubscribe, method: 'POST', params: { token } }),
    }),
  }),
});

export const {
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useNewsletterStateQuery,
  useUnsubscribeNewsletterMutation,
} = newsletterApi;
