/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  loadCatalogues,
  MESSAGES,
  setLocaleSource,
  ZPartnerVettingUpdateBody,
  ZVettingUpdateBody,
} from '@pavilion/domain';
import { AuditEntry } from './audit-trail';
import { formatAmount, formatDateTime } from './format';
import { VettingPanel, type VettingDecision } from './vetting-panel';

/** A refused request as RTK Query rejects it. */
const refused = (status: number, data: { error: string; fields?: Record<string, string> }) => ({ status, data });

function renderPanel(onDecide: (decision: VettingDecision) => Promise<unknown>) {
  render(
    <VettingPanel
      title="Vetting"
      schema={ZPartnerVettingUpdateBody}
      decisions={['APPROVED', 'REJECTED', 'SUSPENDED']}
      history={[]}
      onDecide={onDecide}
    />,
  );
  const panel = screen.getByRole('region', { name: 'Vetting' });
  return {
    panel,
    status: within(panel).getByRole('combobox', { name: /Status/ }),
    comment: within(panel).getByRole('textbox', { name: /Comment/ }),
    notes: within(panel).getByRole('textbox', { name: /Notes/ }),
    update: within(panel).getByRole('button', { name: 'Update status' }),
  };
}

describe('the vetting form', () => {
  it('says a blank comment is missing at the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onDecide = jest.fn(() => Promise.resolve());
    const { panel, status, comment, update } = renderPanel(onDecide);
    expect(within(panel).getByRole('form', { name: 'Vetting' })).toBeInTheDocument();
    await user.selectOptions(status, 'Reject');
    await user.type(comment, '   ');
    expect(await within(panel).findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.commentRequired));
    expect(update).toBeDisabled();
    await user.type(comment, '{Enter}');
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('sends the decision as the endpoint reads it, says it was taken and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const onDecide = jest.fn((_decision: VettingDecision) => Promise.resolve());
    const { panel, status, comment, notes, update } = renderPanel(onDecide);
    await user.selectOptions(status, 'Suspend');
    await user.type(comment, '  Payouts bounced twice  ');
    await user.click(update);
    expect(await within(panel).findByText(/Status updated to SUSPENDED/)).toBeInTheDocument();
    expect(onDecide).toHaveBeenCalledWith({ status: 'SUSPENDED', comment: 'Payouts bounced twice', notes: null });
    expect(status).toHaveValue('');
    expect(comment).toHaveValue('');
    expect(notes).toHaveValue('');
    expect(update).toBeDisabled();
  });

  it('puts a refused field’s message at that field and focuses it, and the rest in the alert', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = refused(400, { error: 'Notes are too long', fields: { notes: 'Notes are too long' } });
    const onDecide = jest.fn(() => Promise.reject(refusal));
    const { panel, status, comment, notes, update } = renderPanel(onDecide);
    await user.selectOptions(status, 'Approve');
    await user.type(comment, 'Welcome');
    await user.type(notes, 'Checked');
    await user.click(update);
    await waitFor(() => expect(notes).toHaveFocus());
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('Notes are too long'));
    expect(within(panel).queryByText('Error updating status')).not.toBeInTheDocument();

    onDecide.mockImplementation(() => Promise.reject(refused(409, { error: 'This partner is already approved' })));
    await user.click(update);
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Error updating status');
    expect(alert).toHaveTextContent('This partner is already approved');
    expect(comment).toHaveValue('Welcome');
  });
});

describe('in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('the vetting panel offers its decisions and shows its history in German', () => {
    render(
      <VettingPanel
        title="Prüfung"
        schema={ZVettingUpdateBody}
        decisions={['APPROVED', 'REJECTED']}
        history={[
          {
            id: 1,
            status: 'PENDING',
            comment: 'Bitte prüfen',
            notes: 'Erster Blick',
            createdAt: '2030-09-01T08:00:00Z',
          },
        ]}
        onDecide={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Entscheidung wählen');
    expect(screen.getByRole('option', { name: 'Genehmigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status aktualisieren' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
    expect(screen.getByText('AUSSTEHEND')).toBeInTheDocument();
    expect(screen.getByText('Interne Notizen:')).toBeInTheDocument();
  });

  it('an audit entry and the console’s formats follow the language', () => {
    render(
      <ol>
        <AuditEntry
          entry={{
            id: 1,
            at: '2030-09-01T08:00:00Z',
            actor: null,
            action: 'payout.held',
            entityType: 'partner',
            entityId: '7',
            entityName: 'Iberia',
            summary: 'Gehalten',
            before: { held: false },
            after: { held: true },
          }}
        />
      </ol>,
    );
    expect(screen.getByText(/Auszahlungen zurückgehalten/)).toHaveTextContent('Kommandozeile');
    expect(formatAmount(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatDateTime('2030-09-01T08:00:00Z')).toMatch(/^1\. Sept?\. 2030/);
  });

  it('English keeps the American formats', () => {
    setLocaleSource(() => 'en');
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatDateTime('2030-09-01T08:00:00Z')).toBe('Sep 1, 2030, 8:00 AM UTC');
  });
});
