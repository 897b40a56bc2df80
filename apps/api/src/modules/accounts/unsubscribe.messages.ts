// What the unsubscribe link's page and answers say, in the language of the request.
import { defineMessages } from '@pavilion/domain';

export const UNSUBSCRIBE_TEXT = defineMessages('api.unsubscribe', {
  gone: 'This account no longer exists, so it gets no more emails from Pavilion.',
  confirm: 'Turn {setting} off? You can turn it on again in your settings.',
  done: '{setting} is off. You will get no more of these emails; you can turn them on again in your settings.',
  brokenTitle: 'This link does not work',
  confirmTitle: 'Unsubscribe from {setting}',
  turnOff: 'Turn {setting} off',
  doneTitle: '{setting} is off',
  openSettings: 'Open your settings',
  pageTitle: '{title} - Pavilion',
});
