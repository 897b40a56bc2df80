// Finances: balances per currency, what blocks payouts, upcoming payouts, the payout history with each
// statement (CSV and PDF), the platform fee and the listing plan (the owner changes it; members read).
import { useState } from 'react';
import { Link } from 'react-router';
import {
  payoutStatementUrl,
  useChangePlanMutation,
  useGetFinancesQuery,
  useGetPartnerProfileQuery,
  useGetPayoutQuery,
  useGetPayoutsQuery,
  useGetPlansQuery,
} from '@pavilion/api-client';
import {
  dateTimeFormat,
  formatAmount,
  numberFormat,
  PLAN_TEXT,
  payoutEventsText,
  PAYOUT_STATUSES,
  ZPayoutListQuery,
  ZPlanChangeBody,
  type TBalance,
  type TFinances,
  type TPayoutDetail,
  type TPayoutStatus,
  type TPayoutSummary,
  type TPlanChangeBody,
  type TPlanKey,
  type TStatementLine,
} from '@pavilion/domain';
import {
  Form,
  ListFilterSelect,
  ListView,
  PageFrame,
  QueryView,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
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
import { richMessage } from '@pavilion/features-shell';
import { FINANCES_TEXT as T } from './messages';

/** Between the statement's two links. */
const SEPARATOR = ' · ';
/** Between a hold and its link. */
const SPACE = ' ';

const day = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

const STATUS_TONE: Record<TPayoutStatus, BadgeTone> = {
  scheduled: 'info',
  processing: 'warning',
  paid: 'success',
  failed: 'danger',
};

function PayoutStatus({ status }: { status: TPayoutStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{T.status({ status })}</Badge>;
}

const money = (pick: (b: TBalance) => number) => (b: TBalance) => formatAmount(pick(b), b.currency);

const balanceColumns = (): DataTableColumn<TBalance>[] => [
  { key: 'currency', header: T.currency, cell: (b) => b.currency, rowHeader: true },
  { key: 'pending', header: T.pending, cell: money((b) => b.pending), align: 'end' },
  { key: 'available', header: T.available, cell: money((b) => b.available), align: 'end' },
  { key: 'inPayouts', header: T.inPayouts, cell: money((b) => b.inPayouts), align: 'end' },
  { key: 'total', header: T.total, cell: money((b) => b.total), align: 'end' },
];

function Balances({ finances }: { finances: TFinances }) {
  return (
    <section aria-labelledby="pv-balances" className="pv-partner-card">
      <h2 id="pv-balances" className="pv-section-title">
        {T.balances}
      </h2>
      {finances.balances.length === 0 ? (
        <p className="pv-muted">{T.noMoney}</p>
      ) : (
        <DataTable
          caption={T.balancesCaption}
          hideCaption
          columns={balanceColumns()}
          rows={finances.balances}
          getRowKey={(b) => b.currency}
        />
      )}
      <p className="pv-muted">{T.availability({ days: finances.payoutDelayBusinessDays })}</p>
    </section>
  );
}

function Upcoming({ finances }: { finances: TFinances }) {
  const empty = !finances.openPayouts.length && !finances.upcoming.length;
  return (
    <section aria-labelledby="pv-upcoming" className="pv-partner-card">
      <h2 id="pv-upcoming" className="pv-section-title">
        {T.upcoming}
      </h2>
      {empty ? (
        <p className="pv-muted">{T.nothingWaiting}</p>
      ) : (
        <ul className="pv-rows">
          {finances.openPayouts.map((p) => (
            <li key={p.id} className="pv-row">
              <div className="pv-row__main">
                <span>
                  {richMessage(
                    p.events.length > 0 ? 'partner.finances.openPayoutFor' : 'partner.finances.openPayout',
                    {},
                    {
                      status: <PayoutStatus status={p.status} />,
                      amount: formatAmount(p.amount, p.currency),
                      date: day(p.payableOn),
                      events: payoutEventsText(p),
                    },
                  )}
                </span>
                {p.failureMessage && (
                  <Alert tone="error" title={T.lastAttemptFailed}>
                    {T.failureText({ message: p.failureMessage, currency: p.currency })}
                  </Alert>
                )}
              </div>
            </li>
          ))}
          {finances.upcoming.map((u) => (
            <li key={`${u.currency}-${u.payableOn}`} className="pv-row">
              <span>
                {u.events.length > 0
                  ? T.becomesPayableFor({
                      amount: formatAmount(u.amount, u.currency),
                      date: day(u.payableOn),
                      events: u.events.map((e) => e.name).join(', '),
                    })
                  : T.becomesPayable({ amount: formatAmount(u.amount, u.currency), date: day(u.payableOn) })}
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
    header: T.line,
    cell: (l) => (l.kind === 'total' ? <strong>{l.description}</strong> : l.description),
  },
  {
    key: 'amount',
    header: T.amount,
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
    <Dialog open onClose={onClose} title={T.statementTitle} size="lg">
      <QueryView result={result} loadingLabel={T.statementLoading} errorTitle={T.statementFailed}>
        {(payout) => (
          <Stack gap={3}>
            <p>
              {richMessage(
                'partner.finances.statementSummary',
                {},
                {
                  status: <PayoutStatus status={payout.status} />,
                  amount: formatAmount(payout.amount, payout.currency),
                  paid: payout.paidAt ? 'yes' : 'no',
                  date: day(payout.paidAt ?? payout.payableOn),
                  hasBank: payout.bankAccount ? 'yes' : 'no',
                  bank: payout.bankAccount ?? '',
                },
              )}
            </p>
            <DataTable
              caption={T.statementLines}
              hideCaption
              columns={statementColumns(payout)}
              rows={[
                ...payout.lines.map((l, i) => ({ ...l, key: String(i) })),
                { key: 'total', kind: 'total', description: T.total, eventId: null, amount: payout.amount },
              ]}
              getRowKey={(l) => l.key}
              empty={T.noLines}
            />
            <p>
              <a href={payoutStatementUrl(config.apiUrl, payout.id, 'csv')} download>
                {T.downloadCsv}
              </a>
              {SEPARATOR}
              <a href={payoutStatementUrl(config.apiUrl, payout.id, 'pdf')} target="_blank" rel="noreferrer">
                {T.openPdf}
              </a>
            </p>
          </Stack>
        )}
      </QueryView>
    </Dialog>
  );
}

/** The payout history, newest first: its page and status filter in the URL (`?page=2&status=paid`). */
function History() {
  const list = useListParams(ZPayoutListQuery);
  const result = useGetPayoutsQuery(list.args);
  const [open, setOpen] = useState<TPayoutSummary | null>(null);
  return (
    <section aria-labelledby="pv-history" className="pv-partner-card">
      <h2 id="pv-history" className="pv-section-title">
        {T.history}
      </h2>
      <ListView
        list={list}
        filters={
          <ListFilterSelect
            list={list}
            name="status"
            label={T.statusHeader}
            placeholder={T.allPayouts}
            options={PAYOUT_STATUSES.map((status) => ({ value: status, label: T.status({ status }) }))}
          />
        }
        result={result}
        loadingLabel={T.payoutsLoading}
        errorTitle={T.payoutsFailed}
        filteredEmpty={{ title: T.noPayouts, filteredTitle: T.noPayoutsFiltered, showAllLabel: T.showAllPayouts }}
        pagination={{ label: T.pages, kind: 'payouts' }}
        table={{
          caption: T.payouts,
          getRowKey: (p) => p.id,
          columns: [
            { key: 'date', header: T.date, cell: (p) => day(p.paidAt ?? p.payableOn) },
            { key: 'events', header: T.events, cell: (p) => payoutEventsText(p) || T.planFees },
            { key: 'amount', header: T.amount, cell: (p) => formatAmount(p.amount, p.currency), align: 'end' },
            { key: 'status', header: T.statusHeader, cell: (p) => <PayoutStatus status={p.status} /> },
            {
              key: 'statement',
              header: <span className="pv-visually-hidden">{T.statement}</span>,
              cell: (p) => (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen(p)}
                  aria-label={T.statementOf({ amount: formatAmount(p.amount, p.currency) })}
                >
                  {T.statement}
                </Button>
              ),
              align: 'end',
            },
          ],
        }}
      />
      {open && <StatementDialog payoutId={open.id} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** The owner's choice of listing plan, checked with the schema the server takes (ZPlanChangeBody). */
function PlanForm({ plan }: { plan: TFinances['plan'] }) {
  const plans = useGetPlansQuery();
  const [changePlan, changing] = useChangePlanMutation();
  const { form, server, submit, submitting } = useZodForm<TPlanChangeBody>(ZPlanChangeBody, {
    // No plan yet: the placeholder, which the schema refuses with its message at the field.
    defaultValues: { plan: (plan.next?.key ?? plan.current?.key ?? '') as TPlanKey },
  });
  const chosen = form.watch('plan');
  return (
    <Form
      aria-label={T.listingPlan}
      server={server}
      alertTitle={T.planNotChanged}
      onSubmit={submit((body) => changePlan(body).unwrap(), T.planNotChanged)}
    >
      <Stack gap={2}>
        <Select
          label={T.listingPlan}
          {...form.register('plan')}
          // The plans load after the form: the choice is shown once its option is there.
          value={chosen}
          error={form.formState.errors.plan?.message}
          options={[
            { value: '', label: T.choosePlanOption, disabled: true },
            ...(plans.data?.items ?? []).map((p) => ({
              value: p.key,
              label:
                p.maxLiveEvents === null
                  ? T.planOptionUnlimited({ name: p.name, price: formatAmount(p.monthlyPrice, p.currency) })
                  : T.planOptionLimited({
                      name: p.name,
                      price: formatAmount(p.monthlyPrice, p.currency),
                      max: p.maxLiveEvents,
                    }),
            })),
          ]}
        />
        {changing.isSuccess && <Alert tone="success">{T.planSaved}</Alert>}
        <div>
          <Button type="submit" loading={submitting} loadingLabel={T.saving} disabled={!chosen}>
            {plan.current ? T.changePlan : T.choosePlan}
          </Button>
        </div>
        <p className="pv-muted">{T.planRule}</p>
      </Stack>
    </Form>
  );
}

function PlanAndFees({ finances, owner }: { finances: TFinances; owner: boolean }) {
  const { plan, fee } = finances;
  const limit = plan.current?.maxLiveEvents;
  return (
    <section aria-labelledby="pv-plan" className="pv-partner-card">
      <h2 id="pv-plan" className="pv-section-title">
        {T.feesAndPlan}
      </h2>
      <p>
        {T.platformFee({
          percent: fee.percent,
          fixed: numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fee.fixedPerTicket),
        })}
      </p>
      {fee.upcoming && (
        <p>
          {T.platformFeeNext({
            day: dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date(fee.upcoming.appliesFrom)),
            percent: fee.upcoming.percent,
            fixed: numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
              fee.upcoming.fixedPerTicket,
            ),
          })}
        </p>
      )}
      <p>
        {plan.current
          ? limit === null || limit === undefined
            ? T.planUnlimited({
                name: plan.current.name,
                price: formatAmount(plan.current.monthlyPrice, plan.current.currency),
              })
            : T.planLimited({
                name: plan.current.name,
                price: formatAmount(plan.current.monthlyPrice, plan.current.currency),
                live: plan.liveEvents,
                limit,
              })
          : T.noPlan({ live: plan.liveEvents })}
      </p>
      <p className="pv-muted">{PLAN_TEXT.liveEventsMeaning}</p>
      {plan.next && (
        <p>
          {T.nextPlan({
            date: day(plan.next.from),
            name: plan.next.name,
            price: formatAmount(plan.next.monthlyPrice, plan.next.currency),
          })}
        </p>
      )}
      {owner ? <PlanForm plan={plan} /> : <p className="pv-muted">{T.ownerOnly}</p>}
    </section>
  );
}

export function FinancesPage() {
  useDocumentTitle(T.title);
  const result = useGetFinancesQuery();
  const profile = useGetPartnerProfileQuery();
  const owner = profile.data?.role === 'owner';
  return (
    <PageFrame as="section" aria-labelledby="finances-title">
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.failed}>
        {(finances) => (
          <Stack gap={4}>
            <h1 id="finances-title" className="pv-page-title">
              {T.title}
            </h1>
            {finances.blocks.length > 0 && (
              <Alert tone="warning" title={finances.blocks.every((b) => b.currency) ? T.holdSome : T.holdAll}>
                <ul>
                  {finances.blocks.map((b) => (
                    <li key={`${b.key}-${b.currency ?? 'all'}`}>
                      {b.detail ? T.blockDetail({ label: b.label, detail: b.detail }) : b.label}
                      {b.currency && (
                        <>
                          {SPACE}
                          <Link to={partnerPaths.settingsTab('bank-accounts')}>
                            {T.addBankAccountIn({ currency: b.currency })}
                          </Link>
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
