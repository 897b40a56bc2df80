// What the dev mailbox says when it refuses.
import { defineMessages } from '../i18n';
export const DEV_MAILBOX_MESSAGES = defineMessages('devMailbox', {
  forbidden: 'The dev mailbox answers only requests from this machine (loopback) or from a signed-in administrator',
  messageNotFound: 'No such message',
  attachmentNotFound: 'No such attachment',
  attachmentIndex: 'index must be a whole number from 0 to 100',
});
