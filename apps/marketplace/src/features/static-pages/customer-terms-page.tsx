// /customer-terms-of-service: the terms as an accordion, with a link to the acceptance view.
import { Link } from 'react-router';
import { customerTermsPage } from './content';
import { AccordionContentPage } from './accordion-page';
import { TERMS_ACCEPTANCE_PATH } from './terms-acceptance';

export default function CustomerTermsPage() {
  return (
    <AccordionContentPage
      page={customerTermsPage}
      aside={
        <p className="pv-static__note">
          Ready to confirm? <Link to={TERMS_ACCEPTANCE_PATH}>Accept the customer terms of service</Link>.
        </p>
      }
    />
  );
}
