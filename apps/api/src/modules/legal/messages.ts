// What the notice of a significant change of a legal document says, in the recipient's language.
import { defineMessages } from '@pavilion/domain';

export const LEGAL_EMAIL_TEXT = defineMessages('email.legal', {
  documentName:
    '{document, select, customerTerms {Customer terms of service} privacyNotice {Privacy notice} contentGuidelines {Content guidelines} other {Partner agreement}}',
  noticeSubject: '{name}: a new version from {day}',
  noticePreview: '{name}: what applies from {day}',
  noticeHeading: 'A new version applies from {day}',
  hello: 'Hello {firstName},',
  noticeBody:
    'We have published a new version ({version}) of a document you agreed to: {name}. It applies from {day}. Please read it before then.',
  noticeAccept:
    'From {day}, we will ask you to confirm that you agree to it the next time you sign in or place an order.',
  noticePartner: 'From {day}, the partner portal will ask the owner of your partner account to sign it.',
  noticeAction: 'Read the new version',
  noticeWhy: 'You get this email because you hold an account with Pavilion.',
});
