// The customer terms' box, unticked at first, on the sign-up forms and at checkout: its label names the
// version in force (its day) and links to the terms, opened beside the form so nothing typed is lost.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { formatIsoDay, LEGAL_DOCUMENTS } from '@pavilion/domain';
import { useGetLegalDocumentsQuery } from '@pavilion/api-client';
import { paths, richMessage } from '@pavilion/features-shell';
import { Checkbox } from '@pavilion/ui';
import { termsKey } from './terms.messages';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'type'> & { error?: string };

export const TermsCheckbox = forwardRef<HTMLInputElement, Props>(function TermsCheckbox(props, ref) {
  const documents = useGetLegalDocumentsQuery();
  const inForce = documents.data?.find((d) => d.document === 'customer-terms')?.current.day;
  const day = formatIsoDay(inForce ?? LEGAL_DOCUMENTS['customer-terms'].day);
  return (
    <Checkbox
      ref={ref}
      required
      label={richMessage(
        termsKey('acceptTerms'),
        {
          link: (chunks) => (
            <a href={paths.customerTerms} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
        },
        { day },
      )}
      {...props}
    />
  );
});
