// The partner contract's frame in the reader's language: its title, its version and, outside English,
// the note that the English text that follows is the binding one (docs/decisions/0258-the-legal-pages-keep-their-english-text-which-is.md, "The legal pages
// keep their English text"). The clauses themselves are PARTNER_CONTRACT's English.
import { defineMessages } from '@pavilion/domain';

export const CONTRACT_PDF_TEXT = defineMessages('pdf.contract', {
  title: 'Pavilion Partner Agreement',
  documentTitle: 'Pavilion Partner Agreement with {partner} (version {version})',
  version: 'Version {version}',
  /** Drawn in the other languages only, above the English text. */
  bindingNote: 'This agreement is written in English, and its English text is the binding one.',
});
