import { contentGuidelinesPage } from './content';
import { AccordionContentPage } from './accordion-page';

export default function ContentGuidelinesPage() {
  return <AccordionContentPage page={contentGuidelinesPage} />;
}
