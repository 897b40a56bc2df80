// Dashboard > Communications: write to every attendee of an event (an email each and a notification in
// their bell) and see what was sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  errorMessage,
  fieldErrors,
  useEventMessagesQuery,
  usePartnerEventsQuery,
  useSendEventMessageMutation,
} from '@pavilion/api-client';
import {
  MESSAGES_PER_EVENT_PER_DAY,
  pageCount,
  ZEventMessageBody,
  type TEventMessageBodyInput,
} from '@pavilion/domain';
import { Button, FormError, Pagination, Select, DataTable, TextArea, TextField, useToast } from '@pavilion/ui';
import { QueryState } from '../../components/query-state';

export function CommunicationsPage() {
  const events = usePartnerEventsQuery({ pageSize: 100, sort: 'date', direction: 'desc', status: 'APPROVED' });
  const [eventId, setEventId] = useState('');
  const [page, setPage] = useState(1);
  const history = useEventMessagesQuery({ page });
  const [send, { isLoading }] = useSendEventMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [eventError, setEventError] = useState<string | null>(null);
  const toast = useToast();
  const form = useForm<TEventMessageBodyInput>({
    resolver: zodResolver(ZEventMessageBody) as never,
    defaultValues: { subject: '', text: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    if (!eventId) {
      setEventError('Choose an event');
      return;
    }
    try {
      const sent = await send({ eventId: Number(eventId), body }).unwrap();
      toast.showToast({ tone: 'success', message: `Sent to ${sent.recipients} attendees` });
      form.reset();
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrors(err))) form.setError(field as never, { message });
      setFailure(errorMessage(err));
    }
  });
  return (
    <section aria-labelledby="comms-title" className="pv-partner-page">
      <h1 id="comms-title" className="pv-page-title">
        Communications
      </h1>
      <form onSubmit={onSubmit} noValidate className="pv-partner-form" aria-labelledby="comms-form-title">
        <h2 id="comms-form-title">Write to the attendees of an event</h2>
        <p>
          Every ticket holder gets an email, and attendees with an account a notification. At most{' '}
          {MESSAGES_PER_EVENT_PER_DAY} messages a day per event.
        </p>
        <FormError title="The message was not sent">{failure}</FormError>
        <Select
          label="Event"
          required
          placeholder="Choose an event"
          value={eventId}
          error={eventError}
          options={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          onChange={(e) => {
            setEventId(e.target.value);
            setEventError(null);
          }}
        />
        <TextField
          label="Subject"
          required
          {...form.register('subject')}
          error={form.formState.errors.subject?.message}
        />
        <TextArea
          label="Message"
          required
          rows={6}
          {...form.register('text')}
          error={form.formState.errors.text?.message}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send to attendees'}
        </Button>
      </form>
      <QueryState
        isLoading={history.isLoading}
        error={history.error}
        onRetry={() => void history.refetch()}
        failedText="Failed to fetch the messages"
      >
        <DataTable
          caption="Messages sent"
          columns={[
            { key: 'sent', header: 'Sent', rowHeader: true, cell: (m) => new Date(m.sentAt).toLocaleString('en-US') },
            { key: 'event', header: 'Event', cell: (m) => m.eventName },
            { key: 'subject', header: 'Subject', cell: (m) => m.subject },
            { key: 'recipients', header: 'Recipients', align: 'end', cell: (m) => m.recipients },
            { key: 'by', header: 'Sent by', cell: (m) => m.sentBy },
          ]}
          rows={history.data?.items ?? []}
          getRowKey={(m) => m.id}
          empty="No messages sent yet."
        />
        {history.data && (
          <Pagination
            page={history.data.page}
            pageCount={pageCount(history.data.total, history.data.pageSize)}
            onPageChange={setPage}
            label="Message pages"
          />
        )}
      </QueryState>
    </section>
  );
}
