// /partner/event-details/{id}/sponsorship: buying days in which the event may take the search's
// sponsored place (the cost shown before buying: days x the price per day, taken from the balance),
// then the event's sponsorships with their status. The form's rules are the server's
// (sponsorshipRangeSchema in libs/domain); days are UTC calendar days.
import { useBuySponsorshipMutation, useGetEventSponsorshipsQuery } from '@pavilion/api-client';
import {
  daysInRange,
  formatAmount,
  SPONSORSHIP_MAX_DAYS,
  SPONSORSHIP_STATUS_LABELS,
  sponsorshipRangeSchema,
  type TEventSponsorships,
  type TPartnerEventDetail,
  type TSponsorship,
  type TSponsorshipBody,
  type TSponsorshipStatus,
} from '@pavilion/domain';
import { Form, FormAlert, PageHeader, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Badge, Button, DataTable, TextField, useToast, type BadgeTone } from '@pavilion/ui';
import { PartnerEventPage } from '../../components/partner-event-page';

export function SponsorshipPage() {
  return (
    <PartnerEventPage tool="Sponsorship" aria-labelledby="sponsorship-title">
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

const dayText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function EventSponsorship({ event }: { event: TPartnerEventDetail }) {
  const result = useGetEventSponsorshipsQuery(event.id);
  return (
    <>
      <PageHeader
        titleId="sponsorship-title"
        title="Sponsorship"
        back={{ to: `/event-details/${event.id}`, label: `Back to ${event.name}` }}
        description={
          <p>
            While sponsored, {event.name} may be shown second on the first page of any search it matches, with a
            “Sponsored” badge. Days are calendar days in UTC; the cost is taken from your balance when you buy.
          </p>
        }
      />
      <QueryView result={result} loadingLabel="Loading the sponsorships" errorTitle="Error loading the sponsorships">
        {(data) => (
          <>
            <BuySponsorshipForm event={event} data={data} />
            <SponsorshipList event={event} items={data.items} />
          </>
        )}
      </QueryView>
    </>
  );
}

export function BuySponsorshipForm({
  event,
  data,
}: {
  event: Pick<TPartnerEventDetail, 'id' | 'name'>;
  data: TEventSponsorships;
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
      <Alert tone="info" title="Sponsorship is not on sale yet">
        The platform has not set a price per day. Please come back later.
      </Alert>
    );
  if (data.today > data.eventLastDay)
    return (
      <Alert tone="info" title="This event can no longer be sponsored">
        Its last day has passed.
      </Alert>
    );
  const price = data.price;
  const cost = days > 0 && days <= SPONSORSHIP_MAX_DAYS ? days * price.pricePerDay : null;

  const send = async (body: TSponsorshipBody) => {
    const bought = await buy({ eventId: event.id, body }).unwrap();
    toast.showToast({
      tone: 'success',
      message: `Sponsorship bought: ${bought.firstDay} to ${bought.lastDay}, ${formatAmount(bought.amount, bought.currency)}`,
    });
    form.reset({ firstDay: data.today, lastDay: data.today });
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'The sponsorship was not bought. Please try again.')}
      aria-labelledby="sponsorship-form-title"
      className="pv-partner-form"
    >
      <h2 id="sponsorship-form-title">Buy sponsorship</h2>
      <FormAlert title="The sponsorship was not bought" message={server.message} />
      <p>
        {formatAmount(price.pricePerDay, price.currency)} a day, up to {SPONSORSHIP_MAX_DAYS} days, from today (
        {data.today}) to the event’s last day ({data.eventLastDay}).
      </p>
      <div className="pv-partner-form__row">
        <TextField
          label="First day (UTC)"
          type="date"
          required
          min={data.today}
          max={data.eventLastDay}
          {...form.register('firstDay')}
          error={errors.firstDay?.message}
        />
        <TextField
          label="Last day (UTC)"
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
          ? 'Choose the days to see the cost.'
          : `${dayText(days)} × ${formatAmount(price.pricePerDay, price.currency)} = ${formatAmount(cost, price.currency)}, taken from your ${price.currency} balance.`}
      </p>
      <p className="pv-partner-toolbar">
        <Button type="submit" loading={submitting} loadingLabel="Buying...">
          {cost === null ? 'Buy sponsorship' : `Buy sponsorship for ${formatAmount(cost, price.currency)}`}
        </Button>
      </p>
    </Form>
  );
}

export function SponsorshipList({ event, items }: { event: Pick<TPartnerEventDetail, 'name'>; items: TSponsorship[] }) {
  return (
    <section aria-labelledby="sponsorships-title">
      <h2 id="sponsorships-title">Sponsorships of this event</h2>
      {items.length === 0 ? (
        <p>No sponsorships yet.</p>
      ) : (
        <DataTable
          caption={`Sponsorships of ${event.name}`}
          hideCaption
          columns={[
            {
              key: 'days',
              header: 'Days (UTC)',
              rowHeader: true,
              nowrap: true,
              cell: (s) => `${s.firstDay} to ${s.lastDay}`,
            },
            { key: 'count', header: 'Length', cell: (s) => dayText(s.days) },
            { key: 'amount', header: 'Paid', align: 'end', cell: (s) => formatAmount(s.amount, s.currency) },
            {
              key: 'status',
              header: 'Status',
              cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{SPONSORSHIP_STATUS_LABELS[s.status]}</Badge>,
            },
            {
              key: 'note',
              header: 'Note',
              cell: (s) =>
                s.endedAt
                  ? `Ended by the platform: ${s.endReason ?? ''}. ${dayText(s.creditedDays ?? 0)} credited back (${formatAmount(s.credited ?? 0, s.currency)}).`
                  : '',
            },
          ]}
          rows={items}
          getRowKey={(s) => s.id}
        />
      )}
    </section>
  );
}
