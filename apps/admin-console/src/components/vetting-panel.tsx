// The vetting panel of the partner and event pages: the decision (Approve, Reject, and Suspend for an
// approved partner), the comment the partner receives (required: the button waits for it), the
// internal notes, and the history with approved entries in the primary style.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  canSubmitVettingUpdate,
  MESSAGES,
  UI_TEXT,
  type TPartnerVettingDecision,
  type TEventStatus,
  type TPartnerVettingStatus,
} from '@pavilion/domain';
import { errorMessage, fieldErrors } from '@pavilion/api-client';
import { Alert, Button, Card, CardBody, Select, TextArea } from '@pavilion/ui';
import { formatDateTime } from './format';
import { COMPONENTS_TEXT, vettingDecisionLabel } from './messages';
import { StatusBadge } from './status-badge';

export interface VettingHistoryEntry {
  id: number;
  status: TPartnerVettingStatus | TEventStatus;
  comment: string;
  notes: string | null;
  createdAt: string;
  decidedBy?: string | null;
}

export interface VettingDecision {
  status: TPartnerVettingDecision;
  comment: string;
  notes: string;
}

export interface VettingPanelProps {
  /** 'Partner vetting', 'Event vetting'. */
  title: string;
  /** The decisions open now; none shows `closedReason` instead of the form. */
  decisions: TPartnerVettingDecision[];
  closedReason?: ReactNode;
  /** What the decision is about, above the form ('Version 3, submitted ...'). */
  subject?: ReactNode;
  history: VettingHistoryEntry[];
  /** Sends the decision; rejects with the API's error. */
  onDecide: (decision: VettingDecision) => Promise<unknown>;
}

export function VettingPanel({ title, decisions, closedReason, subject, history, onDecide }: VettingPanelProps) {
  const headingId = useId();
  const [status, setStatus] = useState<TPartnerVettingDecision | ''>('');
  const [comment, setComment] = useState('');
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const fields = fieldErrors(error);
  const chosen = status && decisions.includes(status) ? status : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !canSubmitVettingUpdate(comment)) return;
    setSending(true);
    setError(null);
    setDone(null);
    try {
      await onDecide({ status: chosen, comment: comment.trim(), notes: notes.trim() });
      setDone(COMPONENTS_TEXT.statusUpdated({ status: chosen }));
      setStatus('');
      setComment('');
      setNotes('');
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="pv-vetting">
      <CardBody>
        <h2 id={headingId} className="pv-admin-section-title">
          {title}
        </h2>
        {subject}
        {decisions.length === 0 ? (
          closedReason && <p className="pv-vetting__closed">{closedReason}</p>
        ) : (
          <form onSubmit={submit} noValidate className="pv-vetting__form">
            <Select
              label={COMPONENTS_TEXT.status}
              placeholder={COMPONENTS_TEXT.chooseDecision}
              value={chosen}
              onChange={(e) => setStatus(e.target.value as TPartnerVettingDecision | '')}
              options={decisions.map((d) => ({ value: d, label: vettingDecisionLabel(d) }))}
              error={fields.status}
              required
            />
            <TextArea
              label={COMPONENTS_TEXT.comment}
              hint={COMPONENTS_TEXT.commentHint}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              error={
                fields.comment ?? (comment && !canSubmitVettingUpdate(comment) ? MESSAGES.commentRequired : undefined)
              }
              required
              rows={3}
              maxLength={5000}
            />
            <TextArea
              label={COMPONENTS_TEXT.notes}
              hint={COMPONENTS_TEXT.notesHint}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              error={fields.notes}
              rows={2}
              maxLength={5000}
            />
            <Button type="submit" disabled={!chosen || !canSubmitVettingUpdate(comment) || sending}>
              {sending ? COMPONENTS_TEXT.updating : COMPONENTS_TEXT.updateStatus}
            </Button>
          </form>
        )}
        {/* Outside the form: after a decision (or a refusal) the subject reloads and may close the form. */}
        {error !== null && !fields.comment && !fields.status && (
          <Alert tone="error" title={UI_TEXT.vettingUpdateFailed}>
            {errorMessage(error)}
          </Alert>
        )}
        {done && <Alert tone="success">{done}</Alert>}
        <h3 className="pv-admin-subtitle">{COMPONENTS_TEXT.history}</h3>
        {history.length === 0 ? (
          <p className="pv-vetting__closed">{COMPONENTS_TEXT.noStatusUpdates}</p>
        ) : (
          <ol className="pv-vetting__history" reversed>
            {[...history].reverse().map((entry) => (
              <li
                key={entry.id}
                className={`pv-vetting__entry${entry.status === 'APPROVED' ? ' pv-vetting__entry--primary' : ''}`}
              >
                <div className="pv-vetting__entry-head">
                  <StatusBadge status={entry.status} />
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  {entry.decidedBy && <span>{COMPONENTS_TEXT.decidedBy({ name: entry.decidedBy })}</span>}
                </div>
                <p className="pv-vetting__comment">{entry.comment}</p>
                {entry.notes && (
                  <p className="pv-vetting__notes">
                    <span className="pv-vetting__notes-label">{COMPONENTS_TEXT.internalNotes}</span> {entry.notes}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
