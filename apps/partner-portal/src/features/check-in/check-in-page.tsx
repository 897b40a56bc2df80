// /partner/event-details/{id}/check-in: the door on event day, for the owner and the team. Scan a
// ticket's QR code (camera or image file) or find the attendee by name, email or ticket number; each
// answer is said in words in a live region; scans made offline wait in the browser and are sent when
// the connection returns; live counts and the attendee list with Undo and the CSV download.
import { useCallback } from 'react';
import { attendeesCsvUrl, errorMessage, useEventAttendeesQuery, useUndoCheckInMutation } from '@pavilion/api-client';
import {
  formatInTimeZone,
  ZAttendeesQuery,
  type TAttendee,
  type TCheckInResultKind,
  type TPartnerEventDetail,
} from '@pavilion/domain';
import { ListView, PageHeader, PageSection, SearchBox, useListParams } from '@pavilion/features-page-kit';
import { Alert, Button, EmptyState, Select, useToast, type AlertTone } from '@pavilion/ui';
import { CheckInCounts } from '../../components/check-in-counts';
import { config } from '../../config/env';
import { PartnerEventPage } from '../../components/partner-event-page';
import { Scanner } from './scanner';
import { useCheckInDesk, type ScanOutcome, type SyncConflict } from './use-check-in-desk';
import './check-in.css';

export function CheckInPage() {
  return (
    <PartnerEventPage tool="Check-in" className="pv-check-in">
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
        title={`Check-in: ${event.name}`}
        back={{ to: `/event-details/${event.id}`, label: 'Back to the event' }}
      />
      <PageSection title="Checked in" titleId="check-in-counts" panel>
        <CheckInCounts eventId={event.id} />
      </PageSection>
      <PageSection title="Scan a ticket" titleId="check-in-scan" panel>
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

const TITLES: Record<TCheckInResultKind, string> = {
  CHECKED_IN: 'Checked in',
  ALREADY_CHECKED_IN: 'Already checked in',
  CANCELLED: 'Cancelled ticket',
  OTHER_EVENT: 'Another event',
  INVALID: 'Not a ticket',
};

const TONES: Record<TCheckInResultKind, AlertTone> = {
  CHECKED_IN: 'success',
  ALREADY_CHECKED_IN: 'warning',
  CANCELLED: 'error',
  OTHER_EVENT: 'error',
  INVALID: 'error',
};

function ScanResult({ outcome }: { outcome: ScanOutcome }) {
  if (outcome.kind === 'queued')
    return (
      <Alert tone="info" role="none" title="Saved offline">
        No connection: the scan is kept on this device and sent when the connection returns ({outcome.waiting} waiting).
      </Alert>
    );
  if (outcome.kind === 'error')
    return (
      <Alert tone="error" role="none" title="Not checked in">
        {outcome.message}
      </Alert>
    );
  const { answer } = outcome;
  return (
    <Alert tone={TONES[answer.result]} role="none" title={TITLES[answer.result]}>
      <p>{answer.message}</p>
      {answer.ticket && answer.result !== 'CHECKED_IN' && answer.result !== 'ALREADY_CHECKED_IN' && (
        <p>
          {answer.ticket.attendeeName}, {answer.ticket.ticketTypeName}
        </p>
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
          <span>
            {queued === 1 ? '1 scan waits' : `${queued} scans wait`} to be sent{syncing ? ': sending…' : '.'}
          </span>
          <Button variant="secondary" size="sm" onClick={onSync} disabled={syncing}>
            Send now
          </Button>
        </p>
      )}
      {conflicts.length > 0 && (
        <section aria-labelledby="check-in-conflicts">
          <h3 id="check-in-conflicts">Offline scans that need a look ({conflicts.length})</h3>
          <ul className="pv-partner-list">
            {conflicts.map((c) => (
              <li key={c.id}>
                Scanned at {formatInTimeZone(c.scannedAt, timeZone)}: {c.answer.message}
                {c.answer.replaced &&
                  `. It was also checked in at ${formatInTimeZone(c.answer.replaced.checkedInAt, timeZone)} by ${c.answer.replaced.checkedInBy}; the earlier scan counts.`}
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Clear this list
          </Button>
        </section>
      )}
    </div>
  );
}

const STATUS_OPTIONS = [
  { value: 'false', label: 'Not checked in' },
  { value: 'true', label: 'Checked in' },
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
  const checkedIn = list.query.checkedIn;

  const toggle = async (a: TAttendee) => {
    if (!a.checkedInAt) return onCheckIn(a.ticketId);
    const done = await undo({ eventId, ticketId: a.ticketId });
    if ('error' in done)
      toast.showToast({ tone: 'error', message: errorMessage(done.error, 'The check-in could not be undone') });
    else toast.showToast({ tone: 'success', message: `Check-in of ${a.attendeeName} undone` });
  };

  return (
    <PageSection title="Attendees" titleId="check-in-attendees" panel>
      <ListView
        filters={
          <>
            <SearchBox
              label="Find an attendee"
              placeholder="Name, email or ticket number"
              value={list.query.q}
              onSearch={list.setSearch}
            />
            <Select
              label="Check-in status"
              placeholder="Everyone"
              value={checkedIn === undefined ? '' : String(checkedIn)}
              options={STATUS_OPTIONS}
              onChange={(e) =>
                list.setFilters({ checkedIn: (e.target.value || undefined) as 'true' | 'false' | undefined })
              }
            />
            <a href={attendeesCsvUrl(config.apiUrl, eventId, list.args)} download>
              Download this list (CSV)
            </a>
          </>
        }
        result={result}
        loadingLabel="Loading the attendees"
        errorTitle="The attendees could not be loaded"
        empty={<EmptyState title="No attendees found" titleAs="h3" />}
        pagination={{ onPageChange: list.setPage, label: 'Attendee pages', noun: 'attendees' }}
        table={{
          caption: 'Attendees and their check-in',
          sorting: list,
          columns: [
            { key: 'name', header: 'Name', sort: 'name', rowHeader: true, cell: (a) => a.attendeeName },
            { key: 'email', header: 'Email', sort: 'email', cell: (a) => a.email },
            { key: 'ticketType', header: 'Ticket type', sort: 'ticketType', cell: (a) => a.ticketTypeName },
            {
              key: 'ticket',
              header: 'Ticket number',
              cell: (a) => <code title={a.ticketId}>{a.ticketId.slice(0, 8).toUpperCase()}</code>,
            },
            {
              key: 'checkedInAt',
              header: 'Check-in',
              sort: 'checkedInAt',
              cell: (a) =>
                a.checkedInAt
                  ? `Checked in ${formatInTimeZone(a.checkedInAt, timeZone)} by ${a.checkedInBy ?? 'a team member'}`
                  : 'Not checked in',
            },
            {
              key: 'action',
              header: <span className="pv-visually-hidden">Action</span>,
              align: 'end',
              cell: (a) => (
                // One button whose words change, so focus stays on it after a check-in or an undo.
                <Button
                  size="sm"
                  variant={a.checkedInAt ? 'secondary' : 'primary'}
                  aria-label={a.checkedInAt ? `Undo check-in of ${a.attendeeName}` : `Check in ${a.attendeeName}`}
                  onClick={() => void toggle(a)}
                >
                  {a.checkedInAt ? 'Undo' : 'Check in'}
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
