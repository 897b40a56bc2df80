import type { TNewsletterSubscribeBody, TStatusAnswer } from '@pavilion/domain';
import { api } from '../api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<TStatusAnswer, TNewsletterSubscribeBody>({
      query: (body) => ({ url: '/email-subscribe/', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
