// /partner/event-details/{id}/sponsorship: buying days in which the event may take the search's
// sponsored place (the cost shown before buying: days x the price per day, taken from the balance; the
// price and the days allowed are the offer's own call), then the event's sponsorships with their status
// (the list pattern: paged, sorted and filtered on the server, its query in the URL). The form's rules
// are the server's (sponsorshipRangeSchema in libs/domain); days are UTC calendar days.
import {
  useBuySponsorshipMutation,
  useGetEventSponsorshipsQuery,
  useGetSponsorshipOfferQuery,
} from '@pavilion/api-client';
import {
  daysInRange,
  formatAmount,
  SPONSORSHIP_MAX_DAYS,
  SPONSORSHIP_STATUS_LABELS,
  SPONSORSHIP_STATUSES,
  sponsorshipRangeSchema,
  ZPartnerSponsorshipsQuery,
  type TPartnerEventDetail,
  type TSponsorship,
  type TSponsorshipBody,
  type TSponsorshipOffer,
  type TSponsorshipStatus,
} from '@pavilion/domain';
import {
  Form,
  FormAlert,
  ListFilterSelect,
  ListView,
  PageHeader,
  QueryView,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import {
  Alert,
  Badge,
  Button,
  formatDay,
  TextField,
  useToast,
  type BadgeTone,
  type DataTableColumn,
} from '@pavilion/ui';
import { PartnerEventPage } from '../../components/partner-event-page';
import { SPONSORSHIP_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

export function SponsorshipPage() {
  return (
    <PartnerEventPage tool={T.tool} aria-labelledby="sponsorship-title">
      {(event) => <EventSponsorship event={event} />}
    </PartnerEventPage>
  );
}

const STATUS_TONE: Record<TSponsorshipStatus, BadgeTone> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
  endedEarly: 'warning',
};

const dayText = (n: number) => T.days({ count: n });

function EventSponsorship({ event }: { event: TPartnerEventDetail }) {
  const offer = useGetSponsorshipOfferQuery(event.id);
  return (
    <>
      <PageHeader
        titleId="sponsorship-title"
        title={T.tool}
        back={{ to: partnerPaths.eventDetails(event.id), label: T.backTo({ event: event.name }) }}
        description={<p>{T.lead({ event: event.name })}</p>}
      />
      <QueryView result={offer} loadingLabel={T.loadingOffer} errorTitle={T.offerFailed}>
        {(data) => <BuySponsorshipForm event={event} data={data} />}
      </QueryView>
      <SponsorshipList event={event} />
    </>
  );
}

export function BuySponsorshipForm({
  event,
  data,
}: {
  event: Pick<TPartnerEventDetail, 'id' | 'name'>;
  data: TSponsorshipOffer;
}) {
  const { form, server, submit, submitting } = useZodForm<TSponsorshipBody, TSponsorshipBody>(
    sponsorshipRangeSchema({ today: data.today, eventLastDay: data.eventLastDay }),
    { defaultValues: { firstDay: data.today, lastDay: data.today }, server: { alert: 'always' } },
  );
  const [buy] = useBuySponsorshipMutation();
  const toast = useToast();
  const errors = form.formState.errors;
  const [firstDay, lastDay] = form.watch(['firstDay', 'lastDay']);
  const days = firstDay && lastDay && lastDay >= firstDay ? daysInRange(firstDay, lastDay) : 0;

  if (!data.price)
    return (
      <Alert tone="info" title={T.notOnSale}>
        {T.noPrice}
      </Alert>
    );
  if (data.today > data.eventLastDay)
    return (
      <Alert tone="info" title={T.tooLate}>
        {T.lastDayPassed}
      </Alert>
    );
  const price = data.price;
  const cost = days > 0 && days <= SPONSORSHIP_MAX_DAYS ? days * price.pricePerDay : null;

  const send = async (body: TSponsorshipBody) => {
    const bought = await buy({ eventId: event.id, body }).unwrap();
    toast.showToast({
      tone: 'success',
      message: T.bought({
        firstDay: formatDay(bought.firstDay),
        lastDay: formatDay(bought.lastDay),
        amount: formatAmount(bought.amount, bought.currency),
      }),
    });
    form.reset({ firstDay: data.today, lastDay: data.today });
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, T.notBoughtTryAgain)}
      aria-labelledby="sponsorship-form-title"
      className="pv-partner-form"
    >
      <h2 id="sponsorship-form-title">{T.buyTitle}</h2>
      <FormAlert title={T.notBought} message={server.message} />
      <p>
        {T.priceLine({
          price: formatAmount(price.pricePerDay, price.currency),
          max: SPONSORSHIP_MAX_DAYS,
          today: formatDay(data.today),
          lastDay: formatDay(data.eventLastDay),
        })}
      </p>
      <div className="pv-partner-form__row">
        <TextField
          label={T.firstDay}
          type="date"
          required
          min={data.today}
          max={data.eventLastDay}
          {...form.register('firstDay')}
          error={errors.firstDay?.message}
        />
        <TextField
          label={T.lastDay}
          type="date"
          required
          min={data.today}
          max={data.eventLastDay}
          {...form.register('lastDay')}
          error={errors.lastDay?.message}
        />
      </div>
      <p aria-live="polite" data-testid="sponsorship-cost">
        {cost === null
          ? T.chooseDays
          : T.cost({
              count: days,
              price: formatAmount(price.pricePerDay, price.currency),
              cost: formatAmount(cost, price.currency),
              currency: price.currency,
            })}
      </p>
      <p className="pv-partner-toolbar">
        <Button type="submit" loading={submitting} loadingLabel={T.buying}>
          {cost === null ? T.buy : T.buyFor({ cost: formatAmount(cost, price.currency) })}
        </Button>
      </p>
    </Form>
  );
}

const columns = (): DataTableColumn<TSponsorship, 'firstDay' | 'amount'>[] => [
  {
    key: 'days',
    header: T.daysHeader,
    rowHeader: true,
    nowrap: true,
    sort: 'firstDay',
    cell: (s) => T.range({ firstDay: formatDay(s.firstDay), lastDay: formatDay(s.lastDay) }),
  },
  { key: 'count', header: T.length, cell: (s) => dayText(s.days) },
  { key: 'amount', header: T.paid, align: 'end', sort: 'amount', cell: (s) => formatAmount(s.amount, s.currency) },
  {
    key: 'status',
    header: T.status,
    cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{SPONSORSHIP_STATUS_LABELS[s.status]}</Badge>,
  },
  {
    key: 'note',
    header: T.note,
    cell: (s) =>
      s.endedAt
        ? T.endedNote({
            reason: s.endReason ?? '',
            count: s.creditedDays ?? 0,
            amount: formatAmount(s.credited ?? 0, s.currency),
          })
        : '',
  },
];

/** The event's sponsorships: a page at a time, filtered by their status today, the query in the URL. */
export function SponsorshipList({ event }: { event: Pick<TPartnerEventDetail, 'id' | 'name'> }) {
  const list = useListParams(ZPartnerSponsorshipsQuery);
  const result = useGetEventSponsorshipsQuery({ eventId: event.id, query: list.args });
  return (
    <section aria-labelledby="sponsorships-title">
      <h2 id="sponsorships-title">{T.listTitle}</h2>
      <ListView
        list={list}
        filters={
          <ListFilterSelect
            list={list}
            name="status"
            label={T.statusFilter}
            options={[
              { value: 'all', label: T.allStatuses },
              ...SPONSORSHIP_STATUSES.map((status) => ({ value: status, label: SPONSORSHIP_STATUS_LABELS[status] })),
            ]}
          />
        }
        result={result}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        filteredEmpty={{ title: T.none, filteredTitle: T.noneMatch, showAllLabel: T.showAll }}
        pagination={{ label: T.pages, kind: 'sponsorships' }}
        table={{ caption: T.caption({ event: event.name }), columns: columns(), getRowKey: (s) => s.id }}
      />
    </section>
  );
}
