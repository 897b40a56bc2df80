// Ticket purchase details (/events/:id/ticket-purchase-details): one attendee form per ticket (the
// first pre-filled from the buyer's profile), each of which the buyer may leave to be named later, the
// order summary and Confirm Order, which creates the order (holding the seats) and goes on to payment.
// A promo code applied in the summary goes with it.
import { useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  expandSelectionToAttendeeTickets,
  formatPrice,
  HOLD_MINUTES,
  MESSAGES,
  OFFER_QUERY_PARAM,
  UI_TEXT,
  ZAttendeeDetailsForm,
  type TAttendeeDetailsForm,
  type TAttendeeDetailsFormInput,
  type TAttendeeTicketDraft,
  type TCurrencyCode,
  type TEventDetail,
  type TPromoCodeCheck,
  type TTicketSelection,
} from '@pavilion/domain';
import { useCreateOrderMutation, useGetEventQuery, useGetUserQuery, useSession } from '@pavilion/api-client';
import { paths, richText } from '@pavilion/features-shell';
import { Form, FormAlert, PageFrame, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Checkbox, EmptyState, Spinner, Stack, TextField } from '@pavilion/ui';
import { formatEventDateTime } from '@pavilion/features-event';
import { TermsCheckbox } from '../../components/terms-checkbox';
import { CompanyFields } from './components/company-fields';
import { OrderSummary } from './components/order-summary';
import { PromoCodeField } from './components/promo-code-field';
import { StepHeading } from './components/step-heading';
import { CHECKOUT_DETAILS_TEXT as T, CHECKOUT_TEXT } from './messages';
import { CHECKOUT_NAME_LATER_TEXT as NAME_LATER } from './name-later.messages';
import { summariseCheckout } from './summary';
import { useCheckoutSelection } from './use-checkout-selection';
import { keptOrderSource } from '../../components/order-source';
import './checkout.css';

const FORM_ID = 'attendee-details-form';
/** The server's field names this form shows ('tickets.1.email'). */
const SHOWN_FIELD =
  /^(tickets\.\d+\.(firstName|surname|email|company|jobTitle|nameLater|subEventIds)|company\.(name|address|countryCode|vatNumber|reference))$/;
const ATTENDEE_FIELDS = ['firstName', 'surname', 'email', 'company', 'jobTitle'] as const;
type AttendeeField = (typeof ATTENDEE_FIELDS)[number];

/** Guarded by the router: visitors go to the auth step, other roles to the notice (app/guards). */
export default function TicketPurchaseDetailsPage() {
  const eventId = Number(useParams().id);
  const selection = useCheckoutSelection(eventId);
  return <DetailsStep eventId={eventId} selection={selection} />;
}

function DetailsStep({ eventId, selection }: { eventId: number; selection: TTicketSelection }) {
  const validEventId = Number.isInteger(eventId) && eventId > 0;
  const {
    data: event,
    isLoading: eventLoading,
    isError: eventFailed,
  } = useGetEventQuery(eventId, { skip: !validEventId });
  const { data: profile, isLoading: profileLoading } = useGetUserQuery();
  const { session } = useSession();

  const currency = (event?.ticketCurrencyCode ?? 'USD') as TCurrencyCode;
  const drafts = useMemo(() => {
    if (!event) return [];
    // The profile pre-fills the first attendee; the session's name and email if the profile is unavailable.
    const buyer =
      profile ?? (session ? { firstName: session.firstName, surname: session.surname, email: session.email } : null);
    return expandSelectionToAttendeeTickets(selection, event.ticketTypes, currency, buyer);
  }, [event, profile, session, selection, currency]);

  let main;
  if (!validEventId || eventFailed) {
    main = (
      <Alert tone="error">
        <p>{UI_TEXT.ticketInfoUnavailable}</p>
        {validEventId && <Link to={paths.event(eventId)}>{CHECKOUT_TEXT.backToTheEvent}</Link>}
      </Alert>
    );
  } else if (eventLoading || profileLoading || !event) {
    main = <Spinner label={CHECKOUT_TEXT.loadingTicketInfo} showLabel />;
  } else if (drafts.length === 0) {
    main = (
      <EmptyState
        title={MESSAGES.noTicketsSelected}
        description={T.chooseTicketsHint}
        action={
          <Button as={Link} to={paths.event(eventId)}>
            {T.chooseTickets}
          </Button>
        }
      />
    );
  } else {
    // Keyed by the selection so a changed selection starts fresh forms.
    return (
      <AttendeeDetails
        key={JSON.stringify(selection)}
        event={event}
        selection={selection}
        drafts={drafts}
        currency={currency}
        companyName={profile?.companyName ?? profile?.company?.name ?? ''}
      />
    );
  }

  return (
    <PageFrame className="pv-checkout">
      <StepHeading>{T.title}</StepHeading>
      <div className="pv-checkout__layout">
        <div className="pv-checkout__main">{main}</div>
        <OrderSummary
          status={!validEventId || eventFailed ? 'error' : eventLoading || !event ? 'loading' : 'ready'}
          eventName={event?.name}
          summary={event ? summariseCheckout(selection, event.ticketTypes, currency) : undefined}
        />
      </div>
    </PageFrame>
  );
}

function AttendeeDetails({
  event,
  selection,
  drafts,
  currency,
  companyName,
}: {
  event: TEventDetail;
  selection: TTicketSelection;
  drafts: TAttendeeTicketDraft[];
  currency: TCurrencyCode;
  /** The buyer's company from their profile: the company name's first value. */
  companyName: string;
}) {
  const navigate = useNavigate();
  const [createOrder] = useCreateOrderMutation();
  // A waiting-list offer's link carries its id: the order takes the seats held for the buyer.
  const [search] = useSearchParams();
  const offerId = Number(search.get(OFFER_QUERY_PARAM));
  // Opened from the ticket widget (the event page kept it): the order counts as the widget's sale.
  const source = keptOrderSource(event.id);
  // Messages about fields the form shows go on them; any other (a ticket type no longer offered...)
  // is the form's alert, which takes focus.
  const {
    form,
    server,
    submit,
    submitting: creating,
  } = useZodForm<TAttendeeDetailsFormInput, TAttendeeDetailsForm>(ZAttendeeDetailsForm, {
    defaultValues: {
      tickets: drafts,
      forCompany: false,
      acceptTerms: false,
      company: { name: companyName, address: '', countryCode: '', vatNumber: '', reference: '' },
    },
    server: { isField: (name) => SHOWN_FIELD.test(name), alert: 'unplaced' },
  });
  const { register, control, formState } = form;
  const errors = formState.errors.tickets;
  const tickets = useWatch({ control, name: 'tickets' });
  // What a row held when it was marked to be named later, given back if the buyer changes their mind.
  const setAside = useRef(new Map<number, Record<AttendeeField, string>>());
  const nameLater = (index: number, later: boolean) => {
    const row = `tickets.${index}` as const;
    if (later) {
      setAside.current.set(
        index,
        Object.fromEntries(ATTENDEE_FIELDS.map((f) => [f, form.getValues(`${row}.${f}`) ?? ''])) as Record<
          AttendeeField,
          string
        >,
      );
      for (const f of ATTENDEE_FIELDS) form.setValue(`${row}.${f}`, '');
      form.clearErrors(ATTENDEE_FIELDS.map((f) => `${row}.${f}` as const));
    } else {
      const kept = setAside.current.get(index);
      if (kept) for (const f of ATTENDEE_FIELDS) form.setValue(`${row}.${f}`, kept[f]);
    }
    form.clearErrors(`${row}.nameLater`);
  };
  const [promo, setPromo] = useState<TPromoCodeCheck | null>(null);
  const summary = summariseCheckout(
    selection,
    event.ticketTypes,
    currency,
    event.subEvents,
    (tickets ?? []).map((ticket) => ticket?.subEventIds ?? []),
    promo,
  );
  const chosenTypeIds = useMemo(
    () => [...new Set(drafts.map((draft) => draft.ticketTypeId))].sort((a, b) => a - b),
    [drafts],
  );

  const send = async (values: TAttendeeDetailsForm) => {
    const order = await createOrder({
      eventId: event.id,
      tickets: values.tickets,
      ...(values.company ? { company: values.company } : {}),
      ...(promo ? { promoCode: promo.code } : {}),
      ...(Number.isSafeInteger(offerId) && offerId > 0 ? { offerId } : {}),
      ...(source ? { source } : {}),
      acceptTerms: values.acceptTerms,
    }).unwrap();
    navigate(paths.ticketPurchaseCheckout(event.id, order.id));
  };

  return (
    <PageFrame className="pv-checkout">
      <StepHeading>{T.title}</StepHeading>
      <p className="pv-checkout__lead">
        {richText(T.lead, {
          event: event.name,
          date: <time dateTime={event.startDateTime}>{formatEventDateTime(event.startDateTime, event.timeZone)}</time>,
        })}
      </p>
      <div className="pv-checkout__layout">
        <div className="pv-checkout__main">
          <FormAlert title={T.orderNotCreated} message={server.message} focusOnShow>
            <Link to={paths.event(event.id)}>{T.changeSelection}</Link>
          </FormAlert>
          <Form
            id={FORM_ID}
            alert="none"
            server={server}
            onSubmit={submit(send, T.orderNotCreatedRetry)}
            aria-label={T.title}
          >
            <Stack gap={6}>
              {drafts.map((draft, index) => {
                const rowErrors = errors?.[index];
                const later = tickets?.[index]?.nameLater === true;
                // Only the first ticket's fields (the buyer's own, filled in from the profile) are autofilled.
                const input = (name: AttendeeField, label: string, autoComplete: string, type?: 'email') => (
                  <TextField
                    label={label}
                    type={type}
                    autoComplete={index === 0 ? autoComplete : 'off'}
                    required
                    error={rowErrors?.[name]?.message}
                    {...register(`tickets.${index}.${name}`)}
                  />
                );
                return (
                  <fieldset key={draft.number} className="pv-fieldset pv-attendee">
                    <legend className="pv-fieldset__legend">
                      {richText(T.ticketLegend, {
                        number: draft.number,
                        name: draft.name,
                        price: (
                          <span className="pv-attendee__price">
                            {T.priceInParentheses({ price: formatPrice(draft.price, currency) })}
                          </span>
                        ),
                      })}
                    </legend>
                    {index === 0 && !later && <p className="pv-field__hint">{T.prefilled}</p>}
                    <Stack gap={4}>
                      <Controller
                        control={control}
                        name={`tickets.${index}.nameLater`}
                        render={({ field }) => (
                          <Checkbox
                            label={NAME_LATER.nameLater}
                            hint={later ? NAME_LATER.hint : undefined}
                            checked={field.value === true}
                            error={rowErrors?.nameLater?.message}
                            onChange={(change) => {
                              nameLater(index, change.target.checked);
                              field.onChange(change.target.checked);
                            }}
                            onBlur={field.onBlur}
                            ref={field.ref}
                          />
                        )}
                      />
                      {!later && (
                        <>
                          <div className="pv-form-row">
                            {input('firstName', T.firstName, 'given-name')}
                            {input('surname', T.surname, 'family-name')}
                          </div>
                          {input('email', T.email, 'email', 'email')}
                          <div className="pv-form-row">
                            {input('company', T.company, 'organization')}
                            {input('jobTitle', T.jobTitle, 'organization-title')}
                          </div>
                        </>
                      )}
                      {event.subEvents.length > 0 && (
                        <Controller
                          control={control}
                          name={`tickets.${index}.subEventIds`}
                          render={({ field: extras }) => {
                            const chosen = (extras.value ?? []).map(Number);
                            const extrasError = (rowErrors?.subEventIds as { message?: string } | undefined)?.message;
                            const extrasErrorId = `tickets-${index}-extras-error`;
                            return (
                              <fieldset
                                className="pv-extras"
                                aria-describedby={extrasError ? extrasErrorId : undefined}
                              >
                                <legend className="pv-extras__legend">{T.extrasLegend}</legend>
                                {extrasError && (
                                  <p id={extrasErrorId} className="pv-field__error">
                                    {extrasError}
                                  </p>
                                )}
                                {event.subEvents.map((extra, extraIndex) => {
                                  const picked = chosen.includes(extra.id);
                                  const soldOut = extra.soldOut && !picked;
                                  const offSale = !extra.onSale && !picked;
                                  const state = soldOut ? 'soldOut' : offSale ? 'offSale' : 'available';
                                  return (
                                    <Checkbox
                                      key={extra.id}
                                      label={T.extraLabel({
                                        name: extra.name,
                                        price: formatPrice(extra.price, currency),
                                        state,
                                      })}
                                      hint={formatEventDateTime(extra.startDateTime, event.timeZone)}
                                      checked={picked}
                                      disabled={soldOut || offSale}
                                      onChange={(change) =>
                                        extras.onChange(
                                          change.target.checked
                                            ? [...chosen, extra.id]
                                            : chosen.filter((id) => id !== extra.id),
                                        )
                                      }
                                      onBlur={extras.onBlur}
                                      ref={extraIndex === 0 ? extras.ref : undefined}
                                    />
                                  );
                                })}
                              </fieldset>
                            );
                          }}
                        />
                      )}
                    </Stack>
                  </fieldset>
                );
              })}
              <CompanyFields form={form} />
              <TermsCheckbox error={formState.errors.acceptTerms?.message} {...register('acceptTerms')} />
            </Stack>
          </Form>
        </div>
        <OrderSummary
          status="ready"
          eventName={event.name}
          summary={summary}
          promo={
            <PromoCodeField
              eventId={event.id}
              ticketTypeIds={chosenTypeIds}
              currency={currency}
              applied={promo}
              onChange={setPromo}
            />
          }
        >
          <Button type="submit" form={FORM_ID} size="lg" fullWidth loading={creating} loadingLabel={T.confirmingOrder}>
            {T.confirmOrder}
          </Button>
          <p className="pv-summary__note">{T.seatsHeld({ minutes: HOLD_MINUTES })}</p>
        </OrderSummary>
      </div>
    </PageFrame>
  );
}
