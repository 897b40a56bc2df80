// Finances: balances per currency, what blocks payouts, upcoming payouts, the payout history with each
// statement (CSV and PDF), the platform fee and the listing plan (the owner changes it; members read).
import { useState } from 'react';
import { Link } from 'react-router';
import {
  errorMessage,
  payoutStatementUrl,
  useChangePlanMutation,
  useGetFinancesQuery,
  useGetPartnerProfileQuery,
  useGetPayoutQuery,
  useGetPayoutsQuery,
  useGetPlansQuery,
} from '@pavilion/api-client';
import {
  formatAmount,
  PLAN_TEXT,
  payoutEventsText,
  type TBalance,
  type TFinances,
  type TPayoutDetail,
  type TPayoutStatus,
  type TPayoutSummary,
  type TPlanKey,
  type TStatementLine,
} from '@pavilion/domain';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  Dialog,
  Select,
  Stack,
  type BadgeTone,
  type DataTableColumn,
} from '@pavilion/ui';
import { config } from '../../config/env';
import { partnerPaths } from '../../config/paths';

const day = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

const STATUS: Record<TPayoutStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  processing: { label: 'Processing', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

function PayoutStatus({ status }: { status: TPayoutStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

const money = (pick: (b: TBalance) => number) => (b: TBalance) => formatAmount(pick(b), b.currency);

const BALANCE_COLUMNS: DataTableColumn<TBalance>[] = [
  { key: 'currency', header: 'Currency', cell: (b) => b.currency, rowHeader: true },
  { key: 'pending', header: 'Pending', cell: money((b) => b.pending), align: 'end' },
  { key: 'available', header: 'Available', cell: money((b) => b.available), align: 'end' },
  { key: 'inPayouts', header: 'In payouts', cell: money((b) => b.inPayouts), align: 'end' },
  { key: 'total', header: 'Total', cell: money((b) => b.total), align: 'end' },
];

function Balances({ finances }: { finances: TFinances }) {
  return (
    <section aria-labelledby="pv-balances" className="pv-partner-card">
      <h2 id="pv-balances" className="pv-section-title">
        Balances
      </h2>
      {finances.balances.length === 0 ? (
        <p className="pv-muted">No money yet: sales show here once your events sell tickets.</p>
      ) : (
        <DataTable
          caption="Balances per currency"
          hideCaption
          columns={BALANCE_COLUMNS}
          rows={finances.balances}
          getRowKey={(b) => b.currency}
        />
      )}
      <p className="pv-muted">
        Money becomes available {finances.payoutDelayBusinessDays} business days (Monday to Friday) after each event
        ends and is paid to your payout bank account in its currency (money is never converted). A negative amount (a
        refund after a payout) is taken from the next payout.
      </p>
    </section>
  );
}

function Upcoming({ finances }: { finances: TFinances }) {
  const empty = !finances.openPayouts.length && !finances.upcoming.length;
  return (
    <section aria-labelledby="pv-upcoming" className="pv-partner-card">
      <h2 id="pv-upcoming" className="pv-section-title">
        Upcoming payouts
      </h2>
      {empty ? (
        <p className="pv-muted">Nothing is waiting to be paid.</p>
      ) : (
        <ul className="pv-rows">
          {finances.openPayouts.map((p) => (
            <li key={p.id} className="pv-row">
              <div className="pv-row__main">
                <span>
                  <PayoutStatus status={p.status} /> {formatAmount(p.amount, p.currency)}, payable from{' '}
                  {day(p.payableOn)}
                  {p.events.length > 0 && <> for {payoutEventsText(p)}</>}
                </span>
                {p.failureMessage && (
                  <Alert tone="error" title="The last attempt failed">
                    {p.failureMessage}. Mark another bank account in {p.currency} for payouts and it is sent again.
                  </Alert>
                )}
              </div>
            </li>
          ))}
          {finances.upcoming.map((u) => (
            <li key={`${u.currency}-${u.payableOn}`} className="pv-row">
              <span>
                {formatAmount(u.amount, u.currency)} becomes payable on {day(u.payableOn)}
                {u.events.length > 0 && <> for {u.events.map((e) => e.name).join(', ')}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type StatementRow = (TStatementLine | { kind: 'total'; description: string; eventId: null; amount: number }) & {
  key: string;
};

const statementColumns = (payout: TPayoutDetail): DataTableColumn<StatementRow>[] => [
  {
    key: 'line',
    header: 'Line',
    cell: (l) => (l.kind === 'total' ? <strong>{l.description}</strong> : l.description),
  },
  {
    key: 'amount',
    header: 'Amount',
    cell: (l) =>
      l.kind === 'total' ? (
        <strong>{formatAmount(l.amount, payout.currency)}</strong>
      ) : (
        formatAmount(l.amount, payout.currency)
      ),
    align: 'end',
  },
];

function StatementDialog({ payoutId, onClose }: { payoutId: string; onClose: () => void }) {
  const result = useGetPayoutQuery(payoutId);
  return (
    <Dialog open onClose={onClose} title="Payout statement" size="lg">
      <QueryView result={result} loadingLabel="Loading the statement" errorTitle="The statement could not be loaded">
        {(payout) => (
          <Stack gap={3}>
            <p>
              <PayoutStatus status={payout.status} /> {formatAmount(payout.amount, payout.currency)}
              {payout.paidAt ? `, paid on ${day(payout.paidAt)}` : `, payable from ${day(payout.payableOn)}`}
              {payout.bankAccount && ` to ${payout.bankAccount}`}
            </p>
            <DataTable
              caption="Statement lines"
              hideCaption
              columns={statementColumns(payout)}
              rows={[
                ...payout.lines.map((l, i) => ({ ...l, key: String(i) })),
                { key: 'total', kind: 'total', description: 'Total', eventId: null, amount: payout.amount },
              ]}
              getRowKey={(l) => l.key}
              empty="No lines"
            />
            <p>
              <a href={payoutStatementUrl(config.apiUrl, payout.id, 'csv')} download>
                Download CSV
              </a>{' '}
              ·{' '}
              <a href={payoutStatementUrl(config.apiUrl, payout.id, 'pdf')} target="_blank" rel="noreferrer">
                Open PDF
              </a>
            </p>
          </Stack>
        )}
      </QueryView>
    </Dialog>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TPayoutSummary | null>(null);
  const result = useGetPayoutsQuery({ page, pageSize: 10 });
  return (
    <section aria-labelledby="pv-history" className="pv-partner-card">
      <h2 id="pv-history" className="pv-section-title">
        Payout history
      </h2>
      <QueryView
        result={result}
        loadingLabel="Loading your payouts"
        errorTitle="Your payouts could not be loaded"
        isEmpty={(p) => p.items.length === 0}
        empty="No payouts yet"
      >
        {(data) => (
          <>
            <DataTable
              caption="Payouts"
              hideCaption
              columns={[
                { key: 'date', header: 'Date', cell: (p) => day(p.paidAt ?? p.payableOn) },
                { key: 'events', header: 'Events', cell: (p) => payoutEventsText(p) || 'Plan fees and adjustments' },
                {
                  key: 'amount',
                  header: 'Amount',
                  cell: (p) => formatAmount(p.amount, p.currency),
                  align: 'end',
                },
                { key: 'status', header: 'Status', cell: (p) => <PayoutStatus status={p.status} /> },
                {
                  key: 'statement',
                  header: <span className="pv-visually-hidden">Statement</span>,
                  cell: (p) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpen(p)}
                      aria-label={`Statement of the payout of ${formatAmount(p.amount, p.currency)}`}
                    >
                      Statement
                    </Button>
                  ),
                  align: 'end',
                },
              ]}
              rows={data.items}
              getRowKey={(p) => p.id}
            />
            {data.total > data.pageSize && (
              <div className="pv-form-actions">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={page * data.pageSize >= data.total}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      {open && <StatementDialog payoutId={open.id} onClose={() => setOpen(null)} />}
    </section>
  );
}

function PlanAndFees({ finances, owner }: { finances: TFinances; owner: boolean }) {
  const plans = useGetPlansQuery();
  const [changePlan, changing] = useChangePlanMutation();
  const { plan, fee } = finances;
  const [chosen, setChosen] = useState<TPlanKey | ''>(plan.next?.key ?? plan.current?.key ?? '');
  const limit = plan.current?.maxLiveEvents;
  return (
    <section aria-labelledby="pv-plan" className="pv-partner-card">
      <h2 id="pv-plan" className="pv-section-title">
        Fees and plan
      </h2>
      <p>
        Platform fee: {fee.percent} % of each paid ticket plus {fee.fixedPerTicket.toFixed(2)} in the ticket&apos;s
        currency.
      </p>
      <p>
        {plan.current
          ? `Your plan: ${plan.current.name}, ${formatAmount(plan.current.monthlyPrice, plan.current.currency)} a month, ${
              limit === null ? 'no limit on events' : `${plan.liveEvents} of ${limit} events live`
            }.`
          : `No listing plan chosen: no monthly fee and no limit for now (${plan.liveEvents} events live).`}
      </p>
      <p className="pv-muted">{PLAN_TEXT.liveEventsMeaning}</p>
      {plan.next && (
        <p>
          From {day(plan.next.from)}: {plan.next.name}, {formatAmount(plan.next.monthlyPrice, plan.next.currency)} a
          month.
        </p>
      )}
      {owner ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void changePlan({ plan: chosen });
          }}
        >
          <Stack gap={2}>
            <Select
              label="Listing plan"
              value={chosen}
              onChange={(e) => setChosen(e.target.value as TPlanKey)}
              options={[
                { value: '', label: 'Choose a plan', disabled: true },
                ...(plans.data?.items ?? []).map((p) => ({
                  value: p.key,
                  label: `${p.name}: ${formatAmount(p.monthlyPrice, p.currency)}/month, ${
                    p.maxLiveEvents === null ? 'unlimited events' : `${p.maxLiveEvents} events live at once`
                  }`,
                })),
              ]}
            />
            {changing.isError && (
              <Alert tone="error" title="The plan was not changed">
                {errorMessage(changing.error)}
              </Alert>
            )}
            {changing.isSuccess && <Alert tone="success">Your plan choice is saved.</Alert>}
            <div>
              <Button type="submit" loading={changing.isLoading} loadingLabel="Saving..." disabled={!chosen}>
                {plan.current ? 'Change plan' : 'Choose plan'}
              </Button>
            </div>
            <p className="pv-muted">
              A first plan starts today and its month is charged to your balance; a change applies from the first day of
              next month.
            </p>
          </Stack>
        </form>
      ) : (
        <p className="pv-muted">Only the account owner changes the plan.</p>
      )}
    </section>
  );
}

export function FinancesPage() {
  useDocumentTitle('Finances');
  const result = useGetFinancesQuery();
  const profile = useGetPartnerProfileQuery();
  const owner = profile.data?.role === 'owner';
  return (
    <PageFrame as="section" aria-labelledby="finances-title">
      <QueryView result={result} loadingLabel="Loading your finances" errorTitle="Your finances could not be loaded">
        {(finances) => (
          <Stack gap={4}>
            <h1 id="finances-title" className="pv-page-title">
              Finances
            </h1>
            {finances.blocks.length > 0 && (
              <Alert
                tone="warning"
                title={
                  finances.blocks.every((b) => b.currency)
                    ? 'Payouts in some currencies are on hold until:'
                    : 'Payouts are on hold until:'
                }
              >
                <ul>
                  {finances.blocks.map((b) => (
                    <li key={`${b.key}-${b.currency ?? 'all'}`}>
                      {b.label}
                      {b.detail ? ` (${b.detail})` : ''}
                      {b.currency && (
                        <>
                          {' '}
                          <Link to={partnerPaths.settingsTab('bank-accounts')}>Add a bank account in {b.currency}</Link>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            <Balances finances={finances} />
            <Upcoming finances={finances} />
            <History />
            <PlanAndFees finances={finances} owner={owner} />
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}

export default FinancesPage;
