import { privacyAndCookiesPage } from './content';
import { AccordionContentPage } from './accordion-page';

export default function PrivacyAndCookiesPage() {
  return <AccordionContentPage page={privacyAndCookiesPage} />;
}
