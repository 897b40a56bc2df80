import { render, screen, within } from '@testing-library/react';
import { definedMessages } from '@pavilion/domain';
import { DataTable, Dialog, formatDateRange, KIT_ENGLISH, MultiSelect, Pagination } from '@pavilion/ui';
import './ui-kit-language';
import { UI_KIT_TEXT } from './ui-kit.messages';
import { inLanguage } from '@pavilion/domain/testing';

describe("the UI kit's texts", () => {
  it('are the messages ui.<component>.<name>, with the English the kit keeps for itself', () => {
    const kit = Object.entries(KIT_ENGLISH).flatMap(([component, texts]) =>
      Object.entries(texts).map(([name, text]) => [`ui.${component}.${name}`, text]),
    );
    // The domain's own `ui` namespace (UI_TEXT) is another module's: only ui.<kit component>.<name> here.
    const components = new Set([...Object.keys(KIT_ENGLISH), ...Object.keys(UI_KIT_TEXT)]);
    const messages = [...definedMessages()].filter(([key]) => {
      const [root, component, name] = key.split('.');
      return root === 'ui' && name !== undefined && components.has(component!);
    });
    expect(Object.fromEntries(messages)).toEqual(Object.fromEntries(kit));
  });

  describe('in German', () => {
    inLanguage('de');

    it('names the pages and their buttons', () => {
      render(<Pagination page={2} pageCount={5} onPageChange={() => undefined} />);
      const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
      expect(within(nav).getByRole('button', { name: 'Zurück' })).toBeEnabled();
      expect(within(nav).getByRole('button', { name: 'Weiter' })).toBeEnabled();
      expect(within(nav).getByRole('button', { name: 'Seite 3' })).toBeInTheDocument();
    });

    it('counts a selection and says an empty table is empty', () => {
      render(
        <>
          <MultiSelect
            label="Kategorien"
            options={[
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ]}
            value={['a', 'b']}
            onChange={() => undefined}
          />
          <DataTable caption="Tickets" columns={[]} rows={[]} getRowKey={() => ''} />
        </>,
      );
      expect(screen.getByText('2 ausgewählt')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Kategorien zurücksetzen' })).toBeInTheDocument();
      expect(screen.getByText('Keine Daten')).toBeInTheDocument();
    });

    it("names a dialog's close button", () => {
      render(
        <Dialog open title="Titel" onClose={() => undefined}>
          <p>Inhalt</p>
        </Dialog>,
      );
      expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    });

    it('writes date ranges the German way', () => {
      expect(formatDateRange('2026-10-23T09:00:00Z', '2026-10-30T18:00:00Z', 'Europe/Berlin')).toBe(
        '23.–30. Okt. 2026',
      );
      expect(formatDateRange('2026-09-01T00:00:00Z', null)).toBe('Ab 1. Sept. 2026');
    });
  });
});
