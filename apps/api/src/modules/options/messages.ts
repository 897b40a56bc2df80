// The options API's own refusals, in the request's language.
import { defineMessages } from '@pavilion/domain';

export const OPTIONS_API_TEXT = defineMessages('api.options', {
  noSuchEvent: 'No such event',
});
