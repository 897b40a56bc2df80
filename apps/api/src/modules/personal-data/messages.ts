// The personal-data API's own refusals, in the request's language.
import { defineMessages } from '@pavilion/domain';

export const PERSONAL_DATA_API_TEXT = defineMessages('api.personalData', {
  personNotFound: 'Person not found',
});
