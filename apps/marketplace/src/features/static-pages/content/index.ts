import { aboutPage } from './about';
import { contentGuidelinesPage } from './content-guidelines';
import { customerTermsPage } from './customer-terms';
import { howWeWorkPage } from './how-we-work';
import { privacyAndCookiesPage } from './privacy-and-cookies';
import type { StaticPageLink } from './types';

export * from './types';
export { aboutPage } from './about';
export { contentGuidelinesPage } from './content-guidelines';
export { privacyAndCookiesPage } from './privacy-and-cookies';
export { customerTermsPage } from './customer-terms';
export { howWeWorkPage } from './how-we-work';

/** The static pages, in footer order, each with its path from the route table (marketplacePaths). */
export const staticPages: readonly StaticPageLink[] = [
  aboutPage,
  privacyAndCookiesPage,
  contentGuidelinesPage,
  customerTermsPage,
  howWeWorkPage,
].map((page) => ({
  path: page.path,
  // Read in the current language when read.
  get title() {
    return page.title;
  },
}));
