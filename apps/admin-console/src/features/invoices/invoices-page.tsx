// /admin/dashboard/invoices: every seller's invoices and credit notes (GET /api/admin/invoices), the list
// pattern as the partner's (search, kind, period of issue days, sorts, pages, all in the URL) with each
// document's seller; one seller's alone with ?partnerId= (a partner's page links here, a seller's name
// narrows the list), each document's PDF.
import { Link } from 'react-router';
import { adminInvoicePdfUrl, useGetAdminInvoicesQuery } from '@pavilion/api-client';
import { ZAdminInvoicesQuery, type TAdminInvoiceSummary } from '@pavilion/domain';
import { ListPage, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { InvoiceListFilters, invoiceColumns } from '@pavilion/features-orders';
import { Button } from '@pavilion/ui';
import { config } from '../../config/env';
import '../../components/admin.css';
import { INVOICES_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

export function InvoicesPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZAdminInvoicesQuery);
  const result = useGetAdminInvoicesQuery(list.args);
  const partnerId = list.query.partnerId;
  const seller = (invoice: TAdminInvoiceSummary) => (
    <>
      <Link to={adminPaths.partnerDetails(invoice.partnerId)}>{invoice.partnerName}</Link>
      {partnerId === undefined && (
        <Button variant="ghost" size="sm" onClick={() => list.setFilters({ partnerId: String(invoice.partnerId) })}>
          {T.onlyPartner({ partner: invoice.partnerName })}
        </Button>
      )}
    </>
  );
  return (
    <ListPage
      title={T.title}
      description={T.description}
      filters={<InvoiceListFilters list={list} />}
      notice={
        partnerId !== undefined && (
          <p className="pv-admin-chip">
            {T.ofPartner({
              partner: result.data?.items[0]?.partnerName ?? T.partnerNumber({ id: partnerId }),
            })}
            <Button variant="ghost" size="sm" onClick={() => list.setFilters({ partnerId: undefined })}>
              {T.showAllPartners}
            </Button>
          </p>
        )
      }
      result={result}
      loadingLabel={T.loading}
      errorTitle={T.failed}
      filteredEmpty={{ title: T.empty, filteredTitle: T.emptyFiltered, showAllLabel: T.showAll }}
      list={list}
      pagination={{ label: T.pages, kind: 'documents' }}
      table={{
        caption: T.caption,
        columns: invoiceColumns<TAdminInvoiceSummary>({
          pdfUrl: (invoice) => adminInvoicePdfUrl(config.apiUrl, invoice.id),
          seller: { header: T.seller, cell: seller },
        }),
        getRowKey: (invoice) => invoice.id,
      }}
    />
  );
}

export default InvoicesPage;
