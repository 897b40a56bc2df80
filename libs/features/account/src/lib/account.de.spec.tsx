/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { SecuritySection } from './security-section';

describe('the account screens in German', () => {
  inLanguage('de');

  it('shows the security section: the password change and the recent sign-ins with German dates', async () => {
    mockApi({
      'GET /login-activity': answer([
        {
          id: 1,
          createdAt: '2025-03-02T10:15:00.000Z',
          ipAddress: null,
          browser: 'Firefox 128 on Windows',
          success: false,
        },
      ]),
    });
    render(
      <Provider store={createStore()}>
        <SecuritySection />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sicherheit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort aktualisieren' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Letzte Anmeldungen bei Ihrem Konto, neueste zuerst' });
    const row = (await within(table).findByText('Firefox 128 on Windows')).closest('tr')!;
    expect(row).toHaveTextContent('Unbekannt');
    expect(row).toHaveTextContent('Fehlgeschlagener Versuch');
    expect(row).toHaveTextContent('2. März 2025, 10:15 UTC');
  });
});
