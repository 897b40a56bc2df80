// The legal pages' titles. Their text stays in English, the binding version (the pages say so in the
// visitor's language).
import { defineMessages } from '@pavilion/domain';

export const LEGAL_TEXT = defineMessages('marketplace.staticPages.legal', {
  contentGuidelinesTitle: 'Content Guidelines',
  customerTermsTitle: 'Customer Terms of Service',
  privacyTitle: 'Privacy and Cookies',
});
