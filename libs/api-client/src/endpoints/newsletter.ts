import type { TNewsletterSubscribeBody } from '@pavilion/domain';
import { api } from '../api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<{ status: string }, TNewsletterSubscribeBody>({
      query: (body) => ({ url: '/email-subscribe/', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
