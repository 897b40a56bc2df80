// /admin/dashboard/payouts: payouts due, held, failed and paid, holding and releasing a partner's
// payouts (with a reason, audited), and the platform's revenue per month and currency.
import { useState } from 'react';
import {
  errorMessage,
  useGetAdminPayoutsQuery,
  useGetRevenueQuery,
  useHoldPayoutsMutation,
  useReleasePayoutsMutation,
} from '@pavilion/api-client';
import { formatAmount, type TAdminPayout, type TAdminPayoutFilter } from '@pavilion/domain';
import { QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert, Button, Dialog, Select, Stack, TextArea, TextField } from '@pavilion/ui';

const FILTERS: Array<{ value: TAdminPayoutFilter; label: string }> = [
  { value: 'due', label: 'Due' },
  { value: 'held', label: 'Held' },
  { value: 'failed', label: 'Failed' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function HoldDialog({ payout, onClose }: { payout: TAdminPayout; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [hold, holding] = useHoldPayoutsMutation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Hold payouts of ${payout.partner.name}`}
      footer={
        <Button
          loading={holding.isLoading}
          loadingLabel="Holding..."
          onClick={async () => {
            try {
              await hold({ partnerId: payout.partner.id, reason }).unwrap();
              onClose();
            } catch {
              // The error shows in the dialog.
            }
          }}
        >
          Hold payouts
        </Button>
      }
    >
      <Stack gap={2}>
        {holding.isError && (
          <Alert tone="error" title="The payouts were not held">
            {errorMessage(holding.error)}
          </Alert>
        )}
        <TextArea label="Reason (shown to the partner)" value={reason} onChange={(e) => setReason(e.target.value)} />
      </Stack>
    </Dialog>
  );
}

function Revenue() {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))));
  const [to, setTo] = useState(isoDay(today));
  const result = useGetRevenueQuery({ from, to });
  return (
    <section aria-labelledby="pv-revenue">
      <h2 id="pv-revenue" className="pv-section-title">
        Platform revenue
      </h2>
      <div className="pv-row">
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <QueryView
        result={result}
        loadingLabel="Loading the revenue"
        errorTitle="The revenue could not be loaded"
        isEmpty={(r) => r.periods.length === 0}
        empty="No revenue in these dates"
      >
        {(revenue) => (
          <table className="pv-table">
            <caption className="pv-visually-hidden">Revenue per month and currency</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Currency</th>
                <th scope="col">Ticket fees</th>
                <th scope="col">Plan fees</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {revenue.periods.map((p) => (
                <tr key={`${p.period}-${p.currency}`}>
                  <td>{p.period.slice(0, 7)}</td>
                  <td>{p.currency}</td>
                  <td>{formatAmount(p.fees, p.currency)}</td>
                  <td>{formatAmount(p.planFees, p.currency)}</td>
                  <td>{formatAmount(p.total, p.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}

export function PayoutsPage() {
  useDocumentTitle('Payouts');
  const [status, setStatus] = useState<TAdminPayoutFilter>('due');
  const [holding, setHolding] = useState<TAdminPayout | null>(null);
  const result = useGetAdminPayoutsQuery({ status, pageSize: 50 });
  const [release, releasing] = useReleasePayoutsMutation();
  return (
    <Stack gap={4}>
      <h1 className="pv-page-title">Payouts</h1>
      <Select
        label="Show payouts"
        value={status}
        onChange={(e) => setStatus(e.target.value as TAdminPayoutFilter)}
        options={FILTERS}
      />
      {releasing.isError && (
        <Alert tone="error" title="The payouts were not released">
          {errorMessage(releasing.error)}
        </Alert>
      )}
      <QueryView
        result={result}
        loadingLabel="Loading payouts"
        errorTitle="Payouts could not be loaded"
        isEmpty={(p) => p.items.length === 0}
        empty="No payouts here"
      >
        {(page) => (
          <table className="pv-table">
            <caption className="pv-visually-hidden">Payouts</caption>
            <thead>
              <tr>
                <th scope="col">Partner</th>
                <th scope="col">Amount</th>
                <th scope="col">Payable from</th>
                <th scope="col">Status</th>
                <th scope="col">Blocked by</th>
                <th scope="col">
                  <span className="pv-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((p) => {
                const held = p.blocks.some((b) => b.key === 'held');
                return (
                  <tr key={p.id}>
                    <td>{p.partner.name}</td>
                    <td>{formatAmount(p.amount, p.currency)}</td>
                    <td>{p.payableOn}</td>
                    <td>
                      {p.status}
                      {p.failureMessage ? `: ${p.failureMessage}` : ''}
                    </td>
                    <td>{p.blocks.map((b) => (b.detail ? `${b.label} (${b.detail})` : b.label)).join('; ') || '—'}</td>
                    <td>
                      {p.status !== 'paid' &&
                        (held ? (
                          <Button size="sm" variant="secondary" onClick={() => release(p.partner.id)}>
                            Release payouts of {p.partner.name}
                          </Button>
                        ) : (
                          <Button size="sm" variant="secondary" onClick={() => setHolding(p)}>
                            Hold payouts of {p.partner.name}
                          </Button>
                        ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueryView>
      {holding && <HoldDialog payout={holding} onClose={() => setHolding(null)} />}
      <Revenue />
    </Stack>
  );
}

export default PayoutsPage;
