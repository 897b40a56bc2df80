// The API reference's own refusals, in the request's language.
import { defineMessages } from '@pavilion/domain';

export const REFERENCE_API_TEXT = defineMessages('api.reference', {
  noSuchFile: 'No such file',
});
