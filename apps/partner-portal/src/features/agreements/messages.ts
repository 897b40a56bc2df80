// What the agreements say: the partner contract (with its PDF viewer) and the customer terms.
import { defineMessages } from '@pavilion/domain';

export const AGREEMENTS_TEXT = defineMessages('partner.agreements', {
  contractTitle: 'Partner contract',
  contractLoading: 'Loading the contract',
  contractFailed: 'The contract could not be loaded',
  download: 'Download the contract (PDF, version {version})',
  version: 'Version {version} {badge}',
  status: '{status, select, agreed {Agreed} other {Pending}}',
  readAgreement: 'Please read the agreement between your company and Pavilion. {download}.',
  viewerLoading: 'Loading the viewer',
  openWithDownload: 'Please open it with the download link: {download}.',
  agreeContract: 'I have read and agree to the Pavilion Partner Agreement (version {version})',
  contractViewerLoading: 'Loading the partner contract',
  contractNotShown: 'The partner contract could not be shown here',
  pageLoading: 'Loading page {page}',
  termsTitle: 'Customer terms',
  termsLoading: 'Loading the terms',
  termsFailed: 'The terms could not be loaded',
  termsText:
    "Buyers of your tickets accept Pavilion's customer terms of service (updated {version}). Please read them: they say what buyers can expect from you and from us. {badge}",
  readTerms: 'Read the customer terms of service (opens in a new tab)',
  agreeTerms: 'I have read and agree',
});
