// What the admin options area says.
import { defineMessages } from '../i18n';

export const ADMIN_OPTION_MESSAGES = defineMessages('optionLists', {
  duplicate: '"{name}" is already in the list',
  notFound: 'No such item in this list',
});
