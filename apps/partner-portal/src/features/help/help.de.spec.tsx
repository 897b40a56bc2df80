/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
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
});
