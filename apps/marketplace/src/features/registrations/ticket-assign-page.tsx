// /tickets/assign/:token: the page of a ticket's assign link, which a buyer sends to the colleague who
// will come. No sign-in needed: the colleague sees the event and who booked the ticket, fills in their
// details (the checkout's fields and rules) and gets their ticket by email. A link used already, or
// whose ticket was cancelled or whose event is over, says so in words.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAssignTicketMutation, useGetTicketAssignmentQuery, useSession } from '@pavilion/api-client';
import { type TTicketAssigned } from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { formatEventDateTime } from '@pavilion/features-event';
import { isRetryable, PageFrame, PageSection, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert, Button, DescriptionList, Stack } from '@pavilion/ui';
import { Link } from 'react-router';
import { AttendeeForm } from './attendee-form';
import { ATTENDEES_TEXT as T } from './attendees.messages';
import './attendees.css';

export default function TicketAssignPage() {
  const token = useParams().token ?? '';
  const result = useGetTicketAssignmentQuery(token);
  const [assign] = useAssignTicketMutation();
  const [done, setDone] = useState<TTicketAssigned | null>(null);
  const { session } = useSession();
  useDocumentTitle(T.assignDocumentTitle);
  return (
    <PageFrame className="pv-ticket-assign" size="narrow">
      <QueryView result={result} loadingLabel={T.assignLoading} errorTitle={T.assignFailed} canRetry={isRetryable}>
        {(ticket) => (
          <Stack gap={6}>
            <h1 className="pv-page-title">{T.assignTitle({ event: ticket.event.name })}</h1>
            {done ? (
              <Alert tone="success" title={T.assignedTitle}>
                <p>{T.assigned({ event: done.eventName, email: done.email })}</p>
                <p>{T.assignedAccount}</p>
                <p>
                  <Button as={Link} to={paths.event(ticket.event.id)} size="sm" variant="secondary">
                    {T.viewEvent}
                  </Button>
                </p>
              </Alert>
            ) : (
              <>
                <p>
                  {T.assignLead({
                    buyer: ticket.buyerName,
                    ticketType: ticket.ticketTypeName,
                    hasCompany: ticket.companyName ? 'yes' : 'no',
                    company: ticket.companyName ?? '',
                  })}
                </p>
                <DescriptionList
                  items={[
                    {
                      label: T.assignWhen,
                      value: (
                        <time dateTime={ticket.event.startDateTime}>
                          {formatEventDateTime(ticket.event.startDateTime, ticket.event.timeZone)}
                        </time>
                      ),
                    },
                    {
                      label: T.assignWhere,
                      value: ticket.event.venue
                        ? [ticket.event.venue.name, ticket.event.venue.address].filter(Boolean).join(', ')
                        : T.online,
                    },
                  ]}
                />
                <PageSection title={T.assignDocumentTitle} panel>
                  <AttendeeForm
                    id="ticket-assign-form"
                    label={T.assignDocumentTitle}
                    autoFill
                    defaultValues={
                      session
                        ? { firstName: session.firstName, surname: session.surname, email: session.email }
                        : undefined
                    }
                    failedTitle={T.assignNotSaved}
                    failedRetry={T.assignNotSavedRetry}
                    submitLabel={T.assignSubmit}
                    submittingLabel={T.assignSubmitting}
                    onSend={async (values) => setDone(await assign({ token, body: values }).unwrap())}
                  />
                </PageSection>
              </>
            )}
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}
