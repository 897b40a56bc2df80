// What a message to customer support says when it is refused or sent.
import { defineMessages } from '../i18n';

export const SUPPORT_MESSAGE_TEXT = defineMessages('support', {
  topic: 'Choose the topic: QUESTION or APPEAL',
  textRequired: 'Write your message',
  textTooLong: 'Keep the message to 4,000 characters',
  sent: 'Thank you: your message is with customer support, who will answer you by email.',
});
