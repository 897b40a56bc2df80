// What the console's list of invoices and credit notes says.
import { defineMessages } from '@pavilion/domain';

export const INVOICES_TEXT = defineMessages('admin.invoices', {
  title: 'Invoices and credit notes',
  description:
    'Every seller’s documents: an invoice for each paid order and damage payment, a credit note for each refund, each partner numbering its own without gaps.',
  seller: 'Seller',
  loading: 'Loading invoices',
  failed: 'Failed to fetch invoices',
  empty: 'No invoices yet',
  emptyFiltered: 'No invoices or credit notes match',
  showAll: 'Show all invoices and credit notes',
  caption: 'Invoices and credit notes',
  pages: 'Invoice pages',
  ofPartner: 'Documents of {partner}',
  partnerNumber: 'partner {id}',
  showAllPartners: 'Show all partners',
  onlyPartner: 'Only {partner}',
});
