// Dashboard > Communications: write to every attendee of an event (an email each and a notification in
// their bell) and see what was sent, newest first, filtered by event, a page at a time (in the URL).
import { useEventMessagesQuery, usePartnerEventsQuery, useSendEventMessageMutation } from '@pavilion/api-client';
import { MESSAGES_PER_EVENT_PER_DAY, ZEventMessageBody, ZEventMessagesQuery, zSelectId } from '@pavilion/domain';
import {
  Form,
  FormAlert,
  ListView,
  PageFrame,
  PageSection,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Button, EmptyState, Select, TextArea, TextField, useToast } from '@pavilion/ui';
import { z } from 'zod';

/** The message and the event it goes to (the event is the route's id on the server). */
const ZMessageForm = ZEventMessageBody.extend({ eventId: zSelectId('Choose an event') });
type MessageFormInput = z.input<typeof ZMessageForm>;
type MessageForm = z.output<typeof ZMessageForm>;

export function CommunicationsPage() {
  useDocumentTitle('Communications');
  const events = usePartnerEventsQuery({ pageSize: 100, sort: 'date', direction: 'desc', status: 'APPROVED' });
  const eventOptions = (events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  const list = useListParams(ZEventMessagesQuery);
  const history = useEventMessagesQuery(list.args);
  const [sendMessage] = useSendEventMessageMutation();
  const toast = useToast();
  const { form, server, submit, submitting } = useZodForm<MessageFormInput, MessageForm>(ZMessageForm, {
    defaultValues: { eventId: '', subject: '', text: '' },
    mode: 'onTouched',
    server: { alert: 'always' },
  });
  const errors = form.formState.errors;
  const send = async ({ eventId, ...body }: MessageForm) => {
    const sent = await sendMessage({ eventId, body }).unwrap();
    toast.showToast({ tone: 'success', message: `Sent to ${sent.recipients} attendees` });
    form.reset();
  };
  return (
    <PageFrame as="section" aria-labelledby="comms-title">
      <h1 id="comms-title" className="pv-page-title">
        Communications
      </h1>
      <Form
        alert="none"
        server={server}
        onSubmit={submit(send, 'The message was not sent. Please try again.')}
        className="pv-partner-form"
        aria-labelledby="comms-form-title"
      >
        <h2 id="comms-form-title">Write to the attendees of an event</h2>
        <p>
          Every ticket holder gets an email, and attendees with an account a notification. At most{' '}
          {MESSAGES_PER_EVENT_PER_DAY} messages a day per event.
        </p>
        <FormAlert title="The message was not sent" message={server.message} />
        <Select
          label="Event"
          required
          placeholder="Choose an event"
          options={eventOptions}
          {...form.register('eventId')}
          error={errors.eventId?.message}
        />
        <TextField label="Subject" required {...form.register('subject')} error={errors.subject?.message} />
        <TextArea label="Message" required rows={6} {...form.register('text')} error={errors.text?.message} />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send to attendees'}
        </Button>
      </Form>

      <PageSection title="Messages sent" titleId="sent-title">
        <ListView
          filters={
            <>
              <Select
                label="Sent about"
                placeholder="All events"
                value={list.query.eventId ? String(list.query.eventId) : ''}
                options={eventOptions}
                onChange={(e) => list.setFilters({ eventId: e.target.value || undefined })}
              />
            </>
          }
          result={history}
          loadingLabel="Loading the messages sent"
          errorTitle="Failed to fetch the messages"
          empty={<EmptyState title="No messages sent yet." titleAs="h3" />}
          pagination={{ onPageChange: list.setPage, label: 'Message pages', kind: 'messages' }}
          table={{
            caption: 'Messages sent',
            sorting: list,
            columns: [
              {
                key: 'sentAt',
                header: 'Sent',
                sort: 'sentAt',
                rowHeader: true,
                cell: (m) => new Date(m.sentAt).toLocaleString('en-US'),
              },
              { key: 'event', header: 'Event', cell: (m) => m.eventName },
              { key: 'subject', header: 'Subject', cell: (m) => m.subject },
              { key: 'recipients', header: 'Recipients', align: 'end', cell: (m) => m.recipients },
              { key: 'by', header: 'Sent by', cell: (m) => m.sentBy },
            ],
            getRowKey: (m) => m.id,
          }}
        />
      </PageSection>
    </PageFrame>
  );
}
