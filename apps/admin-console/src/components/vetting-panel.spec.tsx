/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { AuditEntry } from './audit-trail';
import { formatAmount, formatDateTime } from './format';
import { VettingPanel } from './vetting-panel';

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
