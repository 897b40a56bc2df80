// The public entry of the legal documents' area: versions, acceptances and notices of a change.
export { legalModule } from './router';
export { LegalDocuments } from './service';
export { legalNoticeWorkerFactory, sendLegalNotices, LEGAL_NOTICE_TEMPLATE } from './notices.worker';
