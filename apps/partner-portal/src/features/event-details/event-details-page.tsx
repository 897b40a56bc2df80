// /partner/event-details/{id}: the event as buyers will read it (in its own time zone), its review
// (versions and the admins' comments), and the ticket types and extras run directly: stock, price,
// quantity, on sale or not, added later, deleted while unsold.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  errorMessage,
  eventCsvUrl,
  useAddTicketTypeMutation,
  useCancellationPoliciesQuery,
  useDeleteSubEventMutation,
  useDeleteTicketTypeMutation,
  usePartnerEventQuery,
  useUpdateTicketTypeMutation,
} from '@pavilion/api-client';
import {
  formatAmount,
  formatInTimeZone,
  formatPrice,
  PARTNER_MESSAGES,
  type TPartnerTicketType,
} from '@pavilion/domain';
import { Badge, Button, Carousel, Select, Switch, DataTable, TextField } from '@pavilion/ui';
import { QueryState, STATUS_TONE } from '../../components/query-state';
import { config } from '../../config/env';

export function EventDetailsPage() {
  const id = Number(useParams().id);
  const query = usePartnerEventQuery(id);
  const event = query.data;
  const [problem, setProblem] = useState<string | null>(null);
  const [updateType] = useUpdateTicketTypeMutation();
  const [deleteType] = useDeleteTicketTypeMutation();
  const [deleteExtra] = useDeleteSubEventMutation();
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby="event-title" className="pv-partner-page">
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText="Error loading event details"
      >
        {event && (
          <>
            <div className="pv-partner-page__head">
              <h1 id="event-title" className="pv-page-title">
                {event.name}
              </h1>
              <p className="pv-partner-toolbar">
                <Button as={Link} to={`/event-details/${id}/edit`} variant="secondary">
                  Edit event
                </Button>
                <Button as={Link} to={`/edit-event/${id}/files`} variant="secondary">
                  Images and documents
                </Button>
              </p>
            </div>
            <p>
              <Badge tone={STATUS_TONE[event.currentStatus]} dot>
                {event.currentStatus}
              </Badge>{' '}
              {event.hasPendingChanges && <Badge tone="warning">{PARTNER_MESSAGES.changesPending}</Badge>}{' '}
              {event.isPublic ? 'Buyers can see this event.' : 'Buyers cannot see this event yet.'}
            </p>
            {event.bannerImageUrls.length > 0 && (
              <Carousel
                label="Banners"
                slides={event.bannerImageUrls.map((src, i) => ({ src, alt: `Banner ${i + 1} of ${event.name}` }))}
              />
            )}
            <p>{event.tagline}</p>
            <dl className="pv-facts">
              <dt>Starts</dt>
              <dd>{formatInTimeZone(event.startDateTime, event.timeZone, { weekday: true })}</dd>
              <dt>Ends</dt>
              <dd>{formatInTimeZone(event.endDateTime, event.timeZone, { weekday: true })}</dd>
              <dt>Venue</dt>
              <dd>
                {event.venue ? `${event.venue.name}${event.venue.city ? `, ${event.venue.city}` : ''}` : 'Online'}
              </dd>
              <dt>Website</dt>
              <dd>{event.websiteUrl}</dd>
            </dl>
            <p>{event.description}</p>
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title">Agenda</h2>
              {event.agendaItems.length === 0 ? (
                <p>No agenda items scheduled</p>
              ) : (
                <ul>
                  {event.agendaItems.map((a) => (
                    <li key={a.id}>
                      {formatInTimeZone(a.startDateTime, event.timeZone)}: {a.name}
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="tickets-title">
              <h2 id="tickets-title">Ticket types</h2>
              {problem && <p role="alert">{problem}</p>}
              <DataTable<TPartnerTicketType>
                caption="Ticket types"
                hideCaption
                columns={[
                  { key: 'name', header: 'Name', rowHeader: true, cell: (t) => t.name },
                  { key: 'price', header: 'Price', cell: (t) => formatAmount(t.price, t.currencyCode) },
                  { key: 'quantity', header: 'Quantity', align: 'end', cell: (t) => t.quantity },
                  { key: 'sold', header: 'Sold', align: 'end', cell: (t) => t.sold },
                  { key: 'held', header: 'Held', align: 'end', cell: (t) => t.held },
                  { key: 'remaining', header: 'Remaining', align: 'end', cell: (t) => t.available },
                  {
                    key: 'policy',
                    header: 'Cancellation policy',
                    cell: (t) =>
                      t.cancellationPolicy ? (
                        <Link to={`/cancellation-policy-details/${t.cancellationPolicy.id}`}>
                          {t.cancellationPolicy.name}
                        </Link>
                      ) : (
                        ''
                      ),
                  },
                  {
                    key: 'offered',
                    header: 'On sale',
                    cell: (t) => (
                      <Switch
                        label={`${t.name} on sale`}
                        checked={t.offered}
                        onChange={(onSale) =>
                          void run(() => updateType({ eventId: id, ticketTypeId: t.id, body: { onSale } }).unwrap())
                        }
                      />
                    ),
                  },
                  {
                    key: 'change',
                    header: 'Change',
                    cell: (t) => (
                      <TicketTypeEditor
                        ticketType={t}
                        onSave={(body) => run(() => updateType({ eventId: id, ticketTypeId: t.id, body }).unwrap())}
                        onDelete={() => run(() => deleteType({ eventId: id, ticketTypeId: t.id }).unwrap())}
                      />
                    ),
                  },
                ]}
                rows={event.ticketTypes}
                getRowKey={(t) => t.id}
                empty="No ticket types yet."
              />
              <AddTicketType eventId={id} currency={event.ticketCurrencyCode} />
            </section>

            <section aria-labelledby="extras-title">
              <h2 id="extras-title">Extra events</h2>
              {event.subEvents.length === 0 ? (
                <p>No extra events.</p>
              ) : (
                <ul>
                  {event.subEvents.map((s) => (
                    <li key={s.id}>
                      {s.name} ({s.subEventType}), {formatInTimeZone(s.startDateTime, event.timeZone)},{' '}
                      {formatPrice(s.price, s.currencyCode)}{' '}
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => void run(() => deleteExtra({ eventId: id, subEventId: s.id }).unwrap())}
                      >
                        Delete {s.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="registrations-title">
              <h2 id="registrations-title">Registrations</h2>
              <p className="pv-partner-toolbar">
                <a href={eventCsvUrl(config.apiUrl, id, 'orders')} download>
                  Download orders (CSV)
                </a>
                <a href={eventCsvUrl(config.apiUrl, id, 'attendees')} download>
                  Download attendees (CSV)
                </a>
                <Link to="/dashboard/communications">Write to attendees</Link>
              </p>
            </section>

            <section aria-labelledby="review-title">
              <h2 id="review-title">Review</h2>
              <DataTable
                caption="Versions of this event"
                columns={[
                  { key: 'version', header: 'Version', rowHeader: true, cell: (v) => v.version },
                  {
                    key: 'submitted',
                    header: 'Submitted',
                    cell: (v) => new Date(v.submittedAt).toLocaleString('en-US'),
                  },
                  {
                    key: 'status',
                    header: 'Status',
                    cell: (v) => <Badge tone={STATUS_TONE[v.status]}>{v.status}</Badge>,
                  },
                  { key: 'comment', header: 'Comment from the review team', cell: (v) => v.comment ?? '' },
                ]}
                rows={event.versions}
                getRowKey={(v) => v.id}
              />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}

function TicketTypeEditor({
  ticketType,
  onSave,
  onDelete,
}: {
  ticketType: TPartnerTicketType;
  onSave: (body: { price: number; quantity: number }) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [price, setPrice] = useState(String(ticketType.price));
  const [quantity, setQuantity] = useState(String(ticketType.quantity));
  return (
    <div className="pv-partner-form__row">
      <TextField
        label={`${ticketType.name} price`}
        type="number"
        min={0}
        step="0.01"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <TextField
        label={`${ticketType.name} quantity`}
        type="number"
        min={0}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <Button size="sm" onClick={() => void onSave({ price: Number(price), quantity: Number(quantity) })}>
        Save {ticketType.name}
      </Button>
      {ticketType.sold + ticketType.held === 0 && (
        <Button size="sm" variant="ghost" onClick={() => void onDelete()}>
          Delete {ticketType.name}
        </Button>
      )}
    </div>
  );
}

function AddTicketType({ eventId, currency }: { eventId: number; currency: string }) {
  const policies = useCancellationPoliciesQuery({ active: 'true', pageSize: 100 });
  const [add, { isLoading }] = useAddTicketTypeMutation();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('0');
  const [quantity, setQuantity] = useState('0');
  const [policy, setPolicy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="pv-partner-form"
      aria-label="Add a ticket type"
      onSubmit={async (e) => {
        e.preventDefault();
        setFailure(null);
        setErrors({});
        try {
          await add({
            eventId,
            body: {
              name,
              price: Number(price),
              quantity: quantity,
              startDateTime: new Date().toISOString(),
              cancellationPolicyId: policy,
            },
          }).unwrap();
          setName('');
        } catch (err) {
          const body = (err as { data?: { fields?: Record<string, string> } }).data;
          setErrors(body?.fields ?? {});
          setFailure(errorMessage(err));
        }
      }}
    >
      <h3>Add a ticket type ({currency})</h3>
      {failure && <p role="alert">{failure}</p>}
      <div className="pv-partner-form__row">
        <TextField
          label="New ticket type name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="New ticket type price"
          type="number"
          min={0}
          step="0.01"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
        <TextField
          label="New ticket type quantity"
          type="number"
          min={0}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={errors.quantity}
        />
        <Select
          label="New ticket type cancellation policy"
          placeholder="Select a policy"
          value={policy}
          options={(policies.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          onChange={(e) => setPolicy(e.target.value)}
          error={errors.cancellationPolicyId}
        />
        <Button type="submit" disabled={isLoading}>
          Add ticket type
        </Button>
      </div>
    </form>
  );
}
