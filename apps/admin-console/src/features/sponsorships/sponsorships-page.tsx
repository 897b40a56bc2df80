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
  ListView,
  PageFrame,
  PageSection,
  QueryView,
  SearchBox,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Badge, Button, Dialog, Select, TextArea, TextField, useToast, type BadgeTone } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import '../../components/admin.css';

const STATUS_FILTERS: Array<{ value: TSponsorshipFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...SPONSORSHIP_STATUSES.map((status) => ({ value: status, label: SPONSORSHIP_STATUS_LABELS[status] })),
];

const STATUS_TONE: Record<TSponsorshipStatus, BadgeTone> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
  endedEarly: 'warning',
};

export default function SponsorshipsPage() {
  useDocumentTitle('Sponsorships');
  return (
    <PageFrame>
      <h1 className="pv-page-title">Sponsorships</h1>
      <p className="pv-admin-lead">
        Partners buy days (UTC) in which an event of theirs may be shown second on the first page of a search, with a
        “Sponsored” badge. The cost is taken from the partner’s balance when bought.
      </p>
      <PageSection title="Price per day" panel>
        <PriceSection />
      </PageSection>
      <SponsorshipsList />
    </PageFrame>
  );
}

function PriceSection() {
  const result = useGetSponsorshipPriceQuery();
  return (
    <QueryView result={result} loadingLabel="Loading the price" errorTitle="The price could not be loaded">
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
      aria-label="Sponsorship price per day"
      className="pv-admin-offer__form"
      alertTitle="The price was not saved"
      server={server}
      onSubmit={submit(async (body) => {
        await save(body).unwrap();
        toast.showToast({ tone: 'success', message: 'The sponsorship price is saved' });
      })}
    >
      <p>
        {price
          ? `Now: ${formatAmount(price.pricePerDay, price.currency)} a day, since ${formatDateTime(price.updatedAt)}.`
          : 'No price is set: partners cannot buy sponsorship yet.'}{' '}
        A new price applies to purchases from now on.
      </p>
      <TextField
        label={`Price per day (${SPONSORSHIP_CURRENCY})`}
        inputMode="decimal"
        error={form.formState.errors.pricePerDay?.message}
        {...form.register('pricePerDay')}
      />
      <Button type="submit" loading={submitting}>
        Save the price
      </Button>
    </Form>
  );
}

function SponsorshipsList() {
  const list = useListParams(ZAdminSponsorshipsQuery);
  const result = useAdminSponsorshipsQuery(list.args);
  const [ending, setEnding] = useState<TSponsorship | null>(null);
  return (
    <section aria-label="Sponsorships list">
      <ListView
        filters={
          <>
            <Select
              label="Status"
              value={list.query.status}
              options={STATUS_FILTERS}
              onChange={(e) => list.setFilters({ status: e.target.value as TSponsorshipFilter })}
            />
            <SearchBox
              label="Search sponsorships"
              placeholder="Event or partner"
              value={list.query.q}
              onSearch={list.setSearch}
            />
          </>
        }
        result={result}
        loadingLabel="Loading sponsorships"
        errorTitle="The sponsorships could not be loaded"
        empty="No sponsorships here"
        pagination={{ onPageChange: list.setPage, label: 'Sponsorship pages', noun: 'sponsorships' }}
        table={{
          caption: 'Sponsorships',
          sorting: list,
          columns: [
            { key: 'event', header: 'Event', rowHeader: true, cell: (s) => s.event.name },
            { key: 'partner', header: 'Partner', cell: (s) => s.partner.name },
            {
              key: 'firstDay',
              header: 'Days (UTC)',
              sort: 'firstDay',
              nowrap: true,
              cell: (s) => `${s.firstDay} to ${s.lastDay}`,
            },
            {
              key: 'amount',
              header: 'Amount',
              sort: 'amount',
              align: 'end',
              cell: (s) =>
                s.credited
                  ? `${formatAmount(s.amount, s.currency)} (${formatAmount(s.credited, s.currency)} credited)`
                  : formatAmount(s.amount, s.currency),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{SPONSORSHIP_STATUS_LABELS[s.status]}</Badge>,
            },
            { key: 'createdAt', header: 'Bought', sort: 'createdAt', cell: (s) => formatDateTime(s.createdAt) },
            {
              key: 'actions',
              header: <span className="pv-visually-hidden">Actions</span>,
              cell: (s) =>
                s.status === 'scheduled' || s.status === 'active' ? (
                  <Button size="sm" variant="secondary" onClick={() => setEnding(s)}>
                    End early<span className="pv-visually-hidden"> the sponsorship of {s.event.name}</span>
                  </Button>
                ) : s.endReason ? (
                  `Reason: ${s.endReason}`
                ) : null,
            },
          ],
          getRowKey: (s) => s.id,
        }}
      />
      {ending && <EndDialog sponsorship={ending} onClose={() => setEnding(null)} />}
    </section>
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
      title={`End the sponsorship of ${sponsorship.event.name}`}
      description={`${sponsorship.partner.name}, ${sponsorship.firstDay} to ${sponsorship.lastDay}. The event leaves the sponsored place at once; the whole days after today are credited back to the partner.`}
    >
      <Form
        aria-label="End the sponsorship"
        alertTitle="The sponsorship was not ended"
        server={server}
        onSubmit={submit(async (body) => {
          const ended = await end({ id: sponsorship.id, body }).unwrap();
          toast.showToast({
            tone: 'success',
            message: `Sponsorship ended; ${formatAmount(ended.credited ?? 0, ended.currency)} credited back`,
          });
          onClose();
        })}
      >
        <TextArea label="Reason" error={form.formState.errors.reason?.message} {...form.register('reason')} />
        <Button type="submit" variant="danger" loading={submitting}>
          End sponsorship
        </Button>
      </Form>
    </Dialog>
  );
}
