// Customer support: a signed-in person's message, a question or an appeal of a decision.
import { API_PATHS } from '@pavilion/domain';
import type { TSupportMessageAnswer, TSupportMessageBody } from '@pavilion/domain';
import { api } from '../api';

export const supportApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportMessage: build.mutation<TSupportMessageAnswer, TSupportMessageBody>({
      query: (body) => ({ url: API_PATHS.supportMessages, method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportMessageMutation } = supportApi;
