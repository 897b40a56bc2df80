// The console API's own refusals, in the request's language.
import { defineMessages } from '@pavilion/domain';

export const ADMIN_API_TEXT = defineMessages('api.admin', {
  noSuchPartner: 'No such partner',
  orderNotFound: 'Order not found',
  eventNotFound: 'Event not found',
  partnerNotFound: 'Partner not found',
});
