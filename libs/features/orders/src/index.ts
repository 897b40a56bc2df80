// @pavilion/features-orders: an order's money after its sale, as the partner portal, the console and the
// buyer's pages show it: orders awaiting their bank transfer and "Mark as paid", the refund panel, the
// list of invoices and credit notes, and a damage claim. See docs/architecture/browser.md, "Page kit".
export {
  awaitingTransferColumns,
  MarkPaidPanel,
  mayBePaidByTransfer,
  type AwaitingTransferColumnsOptions,
  type AwaitingTransferSort,
  type MarkPaidPanelProps,
} from './lib/bank-transfers';
export { RefundOrderPanel, type RefundOrderPanelProps } from './lib/refund-order-panel';
export {
  InvoiceListFilters,
  invoiceColumns,
  invoiceIssuedDay,
  invoiceKindText,
  type InvoiceColumnsOptions,
  type InvoiceListBinding,
  type InvoiceSort,
} from './lib/invoice-list';
export { DamageClaimView, type DamageClaimViewProps } from './lib/damage-claim-view';
