// Each legal page's text is the one whose version and day libs/domain's LEGAL_DOCUMENTS records: a change
// of the text without a new version (and its hash recorded) fails here. The pages show their version's day.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { LEGAL_DOCUMENTS, type TLegalDocumentId } from '@pavilion/domain';
import { contentGuidelinesPage, customerTermsPage, privacyAndCookiesPage, type AccordionPage } from './index';

/** The text as it binds: the English intro and sections (the page's title is a translated label). */
export function legalTextHash(page: AccordionPage): string {
  return createHash('sha256')
    .update(JSON.stringify({ intro: page.intro, sections: page.sections }))
    .digest('hex');
}

const PAGES: [TLegalDocumentId, AccordionPage][] = [
  ['customer-terms', customerTermsPage],
  ['privacy-notice', privacyAndCookiesPage],
  ['content-guidelines', contentGuidelinesPage],
];

describe.each(PAGES)('the %s page', (document, page) => {
  it('is the text its recorded version was given (a changed text needs a new version, day and hash)', () => {
    expect({ document, sha256: legalTextHash(page) }).toEqual({
      document,
      sha256: LEGAL_DOCUMENTS[document].sha256.en,
    });
  });
});
