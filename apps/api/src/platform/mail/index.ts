// Email: write with enqueueEmail in the transaction of the change that causes it; the outbox worker delivers.
export {
  enqueueEmail,
  enqueueEmails,
  type OutgoingEmail,
  type OptionalEmail,
  type SubscriberEmail,
  type TransactionalEmail,
} from './outbox';
export {
  EMAIL_KINDS,
  emailKindOf,
  type EmailKind,
  type EmailTemplate,
  type OptionalTemplate,
  type TransactionalTemplate,
} from './kinds';
export { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from './unsubscribe';
export { registerAttachmentGenerator, type AttachmentGenerator, type AttachmentContext } from './attachments';
export {
  cataloguesReady,
  inLanguage,
  languageOf,
  languageOfPartner,
  languageOfPerson,
  languagesByEmail,
  languagesOf,
  languageWrittenIn,
  recipientLanguage,
  recipientLanguageColumns,
  requestLanguage,
} from './languages';
export { renderEmail, escapeHtml, type EmailContent, type RenderedEmail } from './templates/layout';
export { OutboxWorker, outboxWorkerFactory, retryDelayMs, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from './worker';
export {
  createMailTransport,
  devMailboxTransport,
  smtpTransport,
  outboxMessageId,
  type MailTransport,
  type MailMessage,
} from './transport';
export { listDevMail, getDevMail, getDevMailAttachment } from './dev-mailbox';
export {
  enqueueLetter,
  createLetterProvider,
  devMailboxLetters,
  printRoomLetters,
  postalAddressLine,
  type LetterProvider,
  type LetterToSend,
  type OutgoingLetter,
  type PostalAddress,
} from './letters';
