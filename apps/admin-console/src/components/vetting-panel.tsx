// The vetting panel of the partner and event pages: the decision (Approve, Reject, and Suspend for an
// approved partner), the comment the partner receives (required: the button waits for it), the
// internal notes, and the history with approved entries in the primary style. The form is checked with
// the schema its endpoint validates with.
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  canSubmitVettingUpdate,
  LONG_TEXT_MAX,
  UI_TEXT,
  type TPartnerVettingDecision,
  type TEventStatus,
  type TPartnerVettingStatus,
} from '@pavilion/domain';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
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

/** A decision as its endpoint's schema reads it: the comment trimmed, blank notes null. */
export interface VettingDecision<TStatus extends TPartnerVettingDecision = TPartnerVettingDecision> {
  status: TStatus;
  comment: string;
  notes: string | null;
}

/** The form's values as the fields hold them: no decision chosen yet is ''. */
interface VettingFields<TStatus extends TPartnerVettingDecision = TPartnerVettingDecision> {
  status: TStatus | '';
  comment: string;
  notes?: string | null;
}

export interface VettingPanelProps<TStatus extends TPartnerVettingDecision> {
  /** 'Partner vetting', 'Event vetting'. */
  title: string;
  /** The body schema of the endpoint the decision goes to (ZPartnerVettingUpdateBody, ZVettingUpdateBody). */
  schema: z.ZodType<VettingDecision<TStatus>, VettingFields<TStatus>>;
  /** The decisions open now; none shows `closedReason` instead of the form. */
  decisions: TStatus[];
  closedReason?: ReactNode;
  /** What the decision is about, above the form ('Version 3, submitted ...'). */
  subject?: ReactNode;
  history: VettingHistoryEntry[];
  /** Sends the decision; rejects with the API's error. */
  onDecide: (decision: VettingDecision<TStatus>) => Promise<unknown>;
}

export function VettingPanel<TStatus extends TPartnerVettingDecision>({
  title,
  schema,
  decisions,
  closedReason,
  subject,
  history,
  onDecide,
}: VettingPanelProps<TStatus>) {
  const headingId = useId();
  const empty: VettingFields = { status: '', comment: '', notes: '' };
  // The form is typed with every decision; `decisions` and the schema hold it to TStatus.
  const formSchema = schema as z.ZodType<VettingDecision, VettingFields>;
  // A blank comment is said as it is typed (the button waits for one), the rest on submit.
  const { form, server, submit, submitting } = useZodForm(formSchema, { defaultValues: empty, mode: 'onChange' });
  const [done, setDone] = useState<string | null>(null);
  const errors = form.formState.errors;
  const [status, comment] = form.watch(['status', 'comment']);
  const chosen = (decisions as string[]).includes(status);

  const decide = async (decision: VettingDecision) => {
    setDone(null);
    await onDecide(decision as VettingDecision<TStatus>);
    setDone(COMPONENTS_TEXT.statusUpdated({ status: decision.status }));
    form.reset(empty);
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
          <Form
            aria-labelledby={headingId}
            alert="none"
            server={server}
            onSubmit={submit(decide)}
            className="pv-vetting__form"
          >
            <Select
              label={COMPONENTS_TEXT.status}
              placeholder={COMPONENTS_TEXT.chooseDecision}
              options={decisions.map((d) => ({ value: d, label: vettingDecisionLabel(d) }))}
              error={errors.status?.message}
              required
              {...form.register('status')}
            />
            <TextArea
              label={COMPONENTS_TEXT.comment}
              hint={COMPONENTS_TEXT.commentHint}
              error={errors.comment?.message}
              required
              rows={3}
              maxLength={LONG_TEXT_MAX}
              {...form.register('comment')}
            />
            <TextArea
              label={COMPONENTS_TEXT.notes}
              hint={COMPONENTS_TEXT.notesHint}
              error={errors.notes?.message}
              rows={2}
              maxLength={LONG_TEXT_MAX}
              {...form.register('notes')}
            />
            <Button
              type="submit"
              disabled={!chosen || !canSubmitVettingUpdate(comment)}
              loading={submitting}
              loadingLabel={COMPONENTS_TEXT.updating}
            >
              {COMPONENTS_TEXT.updateStatus}
            </Button>
          </Form>
        )}
        {/* Outside the form: after a decision (or a refusal) the subject reloads and may close the form. */}
        <FormAlert title={UI_TEXT.vettingUpdateFailed} message={server.message} />
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
