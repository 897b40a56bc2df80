// /partner/event-details/{id}/check-in: the door on event day, for the owner and the team. Scan a
// ticket's QR code (camera or image file) or find the attendee by name, email or ticket number; each
// answer is said in words in a live region; scans made offline wait in the browser and are sent when
// the connection returns; live counts and the attendee list with Undo and the CSV download.
import { useCallback } from 'react';
import { attendeesCsvUrl, errorMessage, useEventAttendeesQuery, useUndoCheckInMutation } from '@pavilion/api-client';
import {
  formatInTimeZone,
  TICKET_HOLDER_MESSAGES,
  ZAttendeesQuery,
  type TAttendee,
  type TCheckInResultKind,
  type TPartnerEventDetail,
} from '@pavilion/domain';
import {
  ListView,
  PageHeader,
  PageSection,
  useListParams,
  ListSearchBox,
  ListFilterSelect,
} from '@pavilion/features-page-kit';
import { Alert, Button, EmptyState, useToast, type AlertTone } from '@pavilion/ui';
import { CheckInCounts } from '../../components/check-in-counts';
import { config } from '../../config/env';
import { PartnerEventPage } from '../../components/partner-event-page';
import { Scanner } from './scanner';
import { useCheckInDesk, type ScanOutcome, type SyncConflict } from './use-check-in-desk';
import { CHECK_IN_TEXT as T } from './messages';
import './check-in.css';
import { partnerPaths } from '../../config/paths';

export function CheckInPage() {
  return (
    <PartnerEventPage tool={T.tool} className="pv-check-in">
      {(event) => <CheckInDesk event={event} />}
    </PartnerEventPage>
  );
}

function CheckInDesk({ event }: { event: TPartnerEventDetail }) {
  const desk = useCheckInDesk(event.id);
  const { submit } = desk;
  const scanCode = useCallback((code: string) => void submit({ code }), [submit]);
  const checkInTicket = useCallback((ticketId: string) => submit({ ticketId }), [submit]);
  return (
    <>
      <PageHeader
        title={T.title({ name: event.name })}
        back={{ to: partnerPaths.eventDetails(event.id), label: T.backToEvent }}
      />
      <PageSection title={T.checkedIn} titleId="check-in-counts" panel>
        <CheckInCounts eventId={event.id} />
      </PageSection>
      <PageSection title={T.scanTicket} titleId="check-in-scan" panel>
        <Scanner onCode={scanCode} onProblem={desk.report} />
        <div aria-live="polite" aria-atomic="true" className="pv-check-in__result" data-testid="scan-result">
          {desk.outcome && <ScanResult outcome={desk.outcome} />}
        </div>
        <OfflineQueue
          queued={desk.queued}
          syncing={desk.syncing}
          conflicts={desk.conflicts}
          timeZone={event.timeZone}
          onSync={() => void desk.sync()}
          onDismiss={desk.dismissConflicts}
        />
      </PageSection>
      <AttendeeList eventId={event.id} timeZone={event.timeZone} onCheckIn={checkInTicket} />
    </>
  );
}

const TONES: Record<TCheckInResultKind, AlertTone> = {
  CHECKED_IN: 'success',
  ALREADY_CHECKED_IN: 'warning',
  CANCELLED: 'error',
  OTHER_EVENT: 'error',
  INVALID: 'error',
  NOT_NAMED: 'error',
  REPLACED: 'error',
};

function ScanResult({ outcome }: { outcome: ScanOutcome }) {
  if (outcome.kind === 'queued')
    return (
      <Alert tone="info" role="none" title={T.savedOffline}>
        {T.savedOfflineText({ waiting: outcome.waiting })}
      </Alert>
    );
  if (outcome.kind === 'error')
    return (
      <Alert tone="error" role="none" title={T.notCheckedIn}>
        {outcome.message}
      </Alert>
    );
  const { answer } = outcome;
  return (
    <Alert tone={TONES[answer.result]} role="none" title={T.resultTitle({ result: answer.result })}>
      <p>{answer.message}</p>
      {answer.ticket && answer.result !== 'CHECKED_IN' && answer.result !== 'ALREADY_CHECKED_IN' && (
        <p>{T.ticketOf({ attendee: answer.ticket.attendeeName, ticketType: answer.ticket.ticketTypeName })}</p>
      )}
    </Alert>
  );
}

function OfflineQueue({
  queued,
  syncing,
  conflicts,
  timeZone,
  onSync,
  onDismiss,
}: {
  queued: number;
  syncing: boolean;
  conflicts: SyncConflict[];
  timeZone: string;
  onSync: () => void;
  onDismiss: () => void;
}) {
  if (queued === 0 && conflicts.length === 0) return null;
  return (
    <div className="pv-check-in__queue">
      {queued > 0 && (
        <p className="pv-partner-toolbar">
          <span>{syncing ? T.scansSending({ count: queued }) : T.scansWaiting({ count: queued })}</span>
          <Button variant="secondary" size="sm" onClick={onSync} disabled={syncing}>
            {T.sendNow}
          </Button>
        </p>
      )}
      {conflicts.length > 0 && (
        <section aria-labelledby="check-in-conflicts">
          <h3 id="check-in-conflicts">{T.conflictsTitle({ count: conflicts.length })}</h3>
          <ul className="pv-partner-list">
            {conflicts.map((c) => (
              <li key={c.id}>
                {c.answer.replaced
                  ? T.conflictReplaced({
                      time: formatInTimeZone(c.scannedAt, timeZone),
                      message: c.answer.message,
                      checkedInAt: formatInTimeZone(c.answer.replaced.checkedInAt, timeZone),
                      checkedInBy: c.answer.replaced.checkedInBy,
                    })
                  : T.conflict({ time: formatInTimeZone(c.scannedAt, timeZone), message: c.answer.message })}
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {T.clearList}
          </Button>
        </section>
      )}
    </div>
  );
}

const statusOptions = () => [
  { value: 'false', label: T.notCheckedIn },
  { value: 'true', label: T.checkedIn },
];

function AttendeeList({
  eventId,
  timeZone,
  onCheckIn,
}: {
  eventId: number;
  timeZone: string;
  onCheckIn: (ticketId: string) => Promise<void>;
}) {
  const list = useListParams(ZAttendeesQuery);
  const result = useEventAttendeesQuery({ eventId, query: list.args });
  const [undo] = useUndoCheckInMutation();
  const toast = useToast();

  const toggle = async (a: TAttendee) => {
    if (!a.checkedInAt) return onCheckIn(a.ticketId);
    const done = await undo({ eventId, ticketId: a.ticketId });
    if ('error' in done) toast.showToast({ tone: 'error', message: errorMessage(done.error, T.undoFailed) });
    else toast.showToast({ tone: 'success', message: T.undone({ name: a.attendeeName ?? '' }) });
  };

  return (
    <PageSection title={T.attendees} titleId="check-in-attendees" panel>
      <ListView
        filters={
          <>
            <ListSearchBox list={list} label={T.findAttendee} placeholder={T.findPlaceholder} />
            <ListFilterSelect
              list={list}
              name="checkedIn"
              label={T.checkInStatus}
              placeholder={T.everyone}
              options={statusOptions()}
            />
            <a href={attendeesCsvUrl(config.apiUrl, eventId, list.args)} download>
              {T.downloadList}
            </a>
          </>
        }
        result={result}
        loadingLabel={T.loadingAttendees}
        errorTitle={T.attendeesFailed}
        empty={<EmptyState title={T.noAttendees} titleAs="h3" />}
        list={list}
        pagination={{ label: T.attendeePages, kind: 'attendees' }}
        table={{
          caption: T.attendeesCaption,
          columns: [
            {
              key: 'name',
              header: T.name,
              sort: 'name',
              rowHeader: true,
              // A ticket its buyer names later: the door cannot check it in until it is named.
              cell: (a) => a.attendeeName ?? <em>{TICKET_HOLDER_MESSAGES.notNamedYet}</em>,
            },
            { key: 'email', header: T.email, sort: 'email', cell: (a) => a.email ?? '' },
            { key: 'ticketType', header: T.ticketType, sort: 'ticketType', cell: (a) => a.ticketTypeName },
            {
              key: 'ticket',
              header: T.ticketNumber,
              cell: (a) => <code title={a.ticketId}>{a.ticketId.slice(0, 8).toUpperCase()}</code>,
            },
            {
              key: 'checkedInAt',
              header: T.checkIn,
              sort: 'checkedInAt',
              cell: (a) =>
                a.checkedInAt
                  ? a.checkedInBy
                    ? T.checkedInAtBy({ time: formatInTimeZone(a.checkedInAt, timeZone), person: a.checkedInBy })
                    : T.checkedInAtByTeam({ time: formatInTimeZone(a.checkedInAt, timeZone) })
                  : T.notCheckedIn,
            },
            {
              key: 'action',
              header: <span className="pv-visually-hidden">{T.action}</span>,
              align: 'end',
              cell: (a) =>
                a.attendeeName === null ? null : (
                  // One button whose words change, so focus stays on it after a check-in or an undo.
                  <Button
                    size="sm"
                    variant={a.checkedInAt ? 'secondary' : 'primary'}
                    aria-label={
                      a.checkedInAt ? T.undoNamed({ name: a.attendeeName }) : T.checkInNamed({ name: a.attendeeName })
                    }
                    onClick={() => void toggle(a)}
                  >
                    {a.checkedInAt ? T.undo : T.checkInButton}
                  </Button>
                ),
            },
          ],
          getRowKey: (a) => a.ticketId,
        }}
      />
    </PageSection>
  );
}
