// Dashboard > Communications: write to every attendee of an event (an email each and a notification in
// their bell) and see what was sent, newest first, filtered by event, a page at a time (in the URL).
import { useEventMessagesQuery, useSendEventMessageMutation } from '@pavilion/api-client';
import {
  dateTimeFormat,
  MESSAGES_PER_EVENT_PER_DAY,
  ZEventMessageBody,
  ZEventMessagesQuery,
  zSelectId,
} from '@pavilion/domain';
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
import { Button, EmptyState, TextArea, TextField, useToast } from '@pavilion/ui';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { usePersonTimeZone } from '@pavilion/features-account';
import { EventPicker } from '../../components/event-picker';
import { COMMUNICATIONS_TEXT as T } from './messages';

/** When a message was sent: '3/2/2030, 10:00:05 AM UTC', in the person's time-zone setting. */
const SENT_AT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  timeZoneName: 'short',
};

/** The message and the event it goes to (the event is the route's id on the server). */
const ZMessageForm = ZEventMessageBody.extend({ eventId: zSelectId(() => T.chooseEvent) });
type MessageFormInput = z.input<typeof ZMessageForm>;
type MessageForm = z.output<typeof ZMessageForm>;

export function CommunicationsPage() {
  const timeZone = usePersonTimeZone();
  useDocumentTitle(T.title);
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
  // The picker is controlled: the field holds the chosen event's id as text ('' for none), as a select did.
  const { field: eventField } = useController({ control: form.control, name: 'eventId' });
  const send = async ({ eventId, ...body }: MessageForm) => {
    const sent = await sendMessage({ eventId, body }).unwrap();
    toast.showToast({ tone: 'success', message: T.sentTo({ count: sent.recipients }) });
    form.reset();
  };
  return (
    <PageFrame as="section" aria-labelledby="comms-title">
      <h1 id="comms-title" className="pv-page-title">
        {T.title}
      </h1>
      <Form
        alert="none"
        server={server}
        onSubmit={submit(send, T.notSentTryAgain)}
        className="pv-partner-form"
        aria-labelledby="comms-form-title"
      >
        <h2 id="comms-form-title">{T.formTitle}</h2>
        <p>{T.lead({ max: MESSAGES_PER_EVENT_PER_DAY })}</p>
        <FormAlert title={T.notSent} message={server.message} />
        <EventPicker
          label={T.event}
          required
          placeholder={T.chooseEvent}
          status="APPROVED"
          value={eventField.value ? Number(eventField.value) : undefined}
          onChange={(id) => eventField.onChange(id === undefined ? '' : String(id))}
          inputRef={eventField.ref}
          error={errors.eventId?.message}
        />
        <TextField label={T.subject} required {...form.register('subject')} error={errors.subject?.message} />
        <TextArea label={T.message} required rows={6} {...form.register('text')} error={errors.text?.message} />
        <Button type="submit" disabled={submitting}>
          {submitting ? T.sending : T.send}
        </Button>
      </Form>

      <PageSection title={T.messagesSent} titleId="sent-title">
        <ListView
          filters={
            <>
              <EventPicker
                label={T.sentAbout}
                placeholder={T.allEvents}
                value={list.query.eventId === undefined ? undefined : Number(list.query.eventId)}
                onChange={(id) => list.setFilters({ eventId: id === undefined ? undefined : String(id) })}
              />
            </>
          }
          result={history}
          loadingLabel={T.loading}
          errorTitle={T.failed}
          empty={<EmptyState title={T.none} titleAs="h3" />}
          list={list}
          pagination={{ label: T.pages, kind: 'messages' }}
          table={{
            caption: T.messagesSent,
            columns: [
              {
                key: 'sentAt',
                header: T.sent,
                sort: 'sentAt',
                rowHeader: true,
                cell: (m) => dateTimeFormat({ ...SENT_AT, timeZone }).format(new Date(m.sentAt)),
              },
              { key: 'event', header: T.event, cell: (m) => m.eventName },
              { key: 'subject', header: T.subject, cell: (m) => m.subject },
              { key: 'recipients', header: T.recipients, align: 'end', cell: (m) => m.recipients },
              { key: 'by', header: T.sentBy, cell: (m) => m.sentBy },
            ],
            getRowKey: (m) => m.id,
          }}
        />
      </PageSection>
    </PageFrame>
  );
}
