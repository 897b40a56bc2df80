// The language a signed-in person reads in: saved with the language switch, carried by the session.
// Apart from the account's other settings so the first page, which has the switch, loads only this.
import { API_PATHS } from '@pavilion/domain';
import type { TLanguageBody } from '@pavilion/domain';
import { api } from '../api';

export const languageApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<TLanguageBody, TLanguageBody>({
      query: (body) => ({ url: API_PATHS.settingsLanguage, method: 'PUT', body }),
      // The session carries the language; the settings page shows it.
      invalidatesTags: ['Session', 'Settings'],
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;
