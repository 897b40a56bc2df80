// /customer-terms-of-service: the terms as an accordion, with a link to the acceptance view.
import { Link } from 'react-router';
import { customerTermsPage } from './content';
import { AccordionContentPage } from './accordion-page';
import { staticKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import { marketplacePaths } from '../../config/paths';

export default function CustomerTermsPage() {
  return (
    <AccordionContentPage
      page={customerTermsPage}
      aside={
        <p className="pv-static__note">
          {richMessage(staticKey('readyToConfirm'), {
            link: (chunks) => <Link to={marketplacePaths.customerTermsAccept}>{chunks}</Link>,
          })}
        </p>
      }
    />
  );
}
