/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { HelpCentrePage } from './help-centre-page';

describe('the help centre in German', () => {
  inLanguage('de');

  it('asks and answers in German', async () => {
    mockApi({});
    renderPartnerPage([{ path: '/help', element: <HelpCentrePage /> }], '/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Die Prüfung Ihrer Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wie funktioniert die Prüfung?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wann werde ich bezahlt?' })).toBeInTheDocument();
  });

  it('says when a payout is due and that the platform fee is taken from it', async () => {
    mockApi({});
    renderPartnerPage([{ path: '/help', element: <HelpCentrePage /> }], '/help');
    await userEvent.click(await screen.findByRole('button', { name: 'Wann werde ich bezahlt?' }));
    const answer = screen.getByText(/Das Geld einer Veranstaltung wird 3 Werktage/);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('der Plattformgebühr für jedes bezahlte Ticket');
    expect(answer).toHaveTextContent('Finanzen, Gebühren und Tarif');
  });
});
