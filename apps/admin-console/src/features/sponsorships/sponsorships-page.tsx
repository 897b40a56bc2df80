// /admin/dashboard/sponsorships: the price per day of sponsorship (audited), and every sponsorship
// partners bought (the list pattern, filtered by status, its query in the URL), each running one
// ended early with a reason: the whole days not begun are credited back to the partner.
import { useState } from 'react';
import {
  useAdminSponsorshipsQuery,
  useEndSponsorshipMutation,
  useGetSponsorshipPriceQuery,
  useSetSponsorshipPriceMutation,
} from '@pavilion/api-client';
import {
  SPONSORSHIP_CURRENCY,
  SPONSORSHIP_STATUS_LABELS,
  SPONSORSHIP_STATUSES,
  ZAdminSponsorshipsQuery,
  ZEndSponsorshipBody,
  ZSponsorshipPriceForm,
  type TEndSponsorshipBody,
  type TSponsorship,
  type TSponsorshipFilter,
  type TSponsorshipPrice,
  type TSponsorshipPriceBody,
  type TSponsorshipPriceFormInput,
  type TSponsorshipStatus,
} from '@pavilion/domain';
import {
  Form,
  PageFrame,
  PageSection,
  QueryView,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Badge, Button, Dialog, formatDay, TextArea, TextField, useToast, type BadgeTone } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import { SearchedTableList } from '../../components/searched-table-list';
import '../../components/admin.css';
import { SPONSORSHIPS_TEXT as T } from './messages';

const statusFilters = (): Array<{ value: TSponsorshipFilter; label: string }> => [
  { value: 'all', label: T.all },
  ...SPONSORSHIP_STATUSES.map((status) => ({ value: status, label: SPONSORSHIP_STATUS_LABELS[status] })),
];

const STATUS_TONE: Record<TSponsorshipStatus, BadgeTone> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
  endedEarly: 'warning',
};

export default function SponsorshipsPage() {
  useDocumentTitle(T.title);
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.title}</h1>
      <p className="pv-admin-lead">{T.lead}</p>
      <PageSection title={T.pricePerDay} panel>
        <PriceSection />
      </PageSection>
      <SponsorshipsList />
    </PageFrame>
  );
}

function PriceSection() {
  const result = useGetSponsorshipPriceQuery();
  return (
    <QueryView result={result} loadingLabel={T.loadingPrice} errorTitle={T.priceFailed}>
      {({ price }) => <PriceForm key={price?.updatedAt ?? 'none'} price={price} />}
    </QueryView>
  );
}

export function PriceForm({ price }: { price: TSponsorshipPrice | null }) {
  const [save] = useSetSponsorshipPriceMutation();
  const toast = useToast();
  const { form, server, submit, submitting } = useZodForm<TSponsorshipPriceFormInput, TSponsorshipPriceBody>(
    ZSponsorshipPriceForm,
    { defaultValues: { pricePerDay: price ? String(price.pricePerDay) : '' } },
  );
  return (
    <Form
      aria-label={T.priceForm}
      className="pv-admin-offer__form"
      alertTitle={T.priceNotSaved}
      server={server}
      onSubmit={submit(async (body) => {
        await save(body).unwrap();
        toast.showToast({ tone: 'success', message: T.priceSaved });
      })}
    >
      <p>
        {price
          ? T.priceNow({
              amount: formatAmount(price.pricePerDay, price.currency),
              date: formatDateTime(price.updatedAt),
            })
          : T.noPrice}
      </p>
      <TextField
        label={T.priceLabel({ currency: SPONSORSHIP_CURRENCY })}
        inputMode="decimal"
        error={form.formState.errors.pricePerDay?.message}
        {...form.register('pricePerDay')}
      />
      <Button type="submit" loading={submitting}>
        {T.savePrice}
      </Button>
    </Form>
  );
}

function SponsorshipsList() {
  const list = useListParams(ZAdminSponsorshipsQuery);
  const result = useAdminSponsorshipsQuery(list.args);
  const [ending, setEnding] = useState<TSponsorship | null>(null);
  return (
    <SearchedTableList
      text={T}
      list={list}
      filter={{ name: 'status', label: T.status, options: statusFilters() }}
      result={result}
      kind="sponsorships"
      columns={[
        { key: 'event', header: T.event, rowHeader: true, cell: (s) => s.event.name },
        { key: 'partner', header: T.partner, cell: (s) => s.partner.name },
        {
          key: 'firstDay',
          header: T.days,
          sort: 'firstDay',
          nowrap: true,
          cell: (s) => T.dayRange({ first: formatDay(s.firstDay), last: formatDay(s.lastDay) }),
        },
        {
          key: 'amount',
          header: T.amount,
          sort: 'amount',
          align: 'end',
          cell: (s) =>
            s.credited
              ? T.amountCredited({
                  amount: formatAmount(s.amount, s.currency),
                  credited: formatAmount(s.credited, s.currency),
                })
              : formatAmount(s.amount, s.currency),
        },
        {
          key: 'status',
          header: T.status,
          cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{SPONSORSHIP_STATUS_LABELS[s.status]}</Badge>,
        },
        { key: 'createdAt', header: T.bought, sort: 'createdAt', cell: (s) => formatDateTime(s.createdAt) },
        {
          key: 'actions',
          header: <span className="pv-visually-hidden">{T.actions}</span>,
          cell: (s) =>
            s.status === 'scheduled' || s.status === 'active' ? (
              <Button size="sm" variant="secondary" onClick={() => setEnding(s)}>
                {T.endEarly}
                <span className="pv-visually-hidden">{T.endEarlyOf({ event: s.event.name })}</span>
              </Button>
            ) : s.endReason ? (
              T.endReason({ reason: s.endReason })
            ) : null,
        },
      ]}
      getRowKey={(s) => s.id}
    >
      {ending && <EndDialog sponsorship={ending} onClose={() => setEnding(null)} />}
    </SearchedTableList>
  );
}

export function EndDialog({ sponsorship, onClose }: { sponsorship: TSponsorship; onClose: () => void }) {
  const [end] = useEndSponsorshipMutation();
  const toast = useToast();
  const { form, server, submit, submitting } = useZodForm<TEndSponsorshipBody, TEndSponsorshipBody>(
    ZEndSponsorshipBody,
    { defaultValues: { reason: '' } },
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.endTitle({ event: sponsorship.event.name })}
      description={T.endDescription({
        partner: sponsorship.partner.name,
        first: formatDay(sponsorship.firstDay),
        last: formatDay(sponsorship.lastDay),
      })}
    >
      <Form
        aria-label={T.endForm}
        alertTitle={T.notEnded}
        server={server}
        onSubmit={submit(async (body) => {
          const ended = await end({ id: sponsorship.id, body }).unwrap();
          toast.showToast({
            tone: 'success',
            message: T.ended({ credited: formatAmount(ended.credited ?? 0, ended.currency) }),
          });
          onClose();
        })}
      >
        <TextArea label={T.reason} error={form.formState.errors.reason?.message} {...form.register('reason')} />
        <Button type="submit" variant="danger" loading={submitting}>
          {T.endSponsorship}
        </Button>
      </Form>
    </Dialog>
  );
}
