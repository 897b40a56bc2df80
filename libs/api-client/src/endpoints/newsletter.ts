import { API_PATHS } from '@pavilion/domain';
import type { TNewsletterSubscribeBody, TStatusAnswer } from '@pavilion/domain';
import { api } from '../api';

export const newsletterApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<TStatusAnswer, TNewsletterSubscribeBody>({
      query: (body) => ({ url: API_PATHS.emailSubscribe, method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
