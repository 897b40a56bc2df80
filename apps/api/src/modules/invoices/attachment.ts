// An invoice as an email attachment, laid out at delivery in the language of its email (the invoice of a
// bank transfer goes to the buyer when they choose to pay that way).
import { currentLanguage } from '@pavilion/domain';
import type { OutboxAttachment } from '../../db/schema';
import { inLanguage, languageOf, registerAttachmentGenerator } from '../../platform/mail';
import { invoicePdf } from './files';
import { Invoices } from './read-model';

export const INVOICE_PDF_GENERATOR = 'invoice-pdf';

registerAttachmentGenerator(INVOICE_PDF_GENERATOR, async (params, { db }) => {
  if (typeof params.invoiceId !== 'string') throw new Error('invoice attachment without an invoiceId');
  const invoiceId = params.invoiceId;
  return inLanguage(languageOf(params.language as string | undefined), async () =>
    invoicePdf(await new Invoices(db, { admin: true }).one(invoiceId)),
  );
});

/** The attachment of an invoice, in the language the email is being written in. */
export function invoiceAttachment(invoiceId: string, filename: string): OutboxAttachment {
  return {
    filename,
    contentType: 'application/pdf',
    generator: INVOICE_PDF_GENERATOR,
    params: { invoiceId, language: currentLanguage() },
  };
}
