// What the apps say when a request fails without words of the API's own.
import { defineMessages } from '@pavilion/domain';

export const API_CLIENT_TEXT = defineMessages('apiClient', {
  somethingWentWrong: 'Something went wrong. Please try again.',
  unreachable: 'We could not reach Pavilion. Check your connection and try again.',
});
