/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { AddEventPage } from './event-form-pages';

describe('the event form in German', () => {
  inLanguage('de');

  it('names its sections, fields and buttons in German', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /options/': answer({ ...TEST_OPTIONS, eventTypes: [{ id: 2, name: 'Conference' }] }),
      'GET /partner/cancellation-policies/': answer(paged([])),
    });
    renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltung anlegen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grundinformationen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name der Veranstaltung/ })).toBeInTheDocument();
    expect(screen.getByText(/^Dauer: \d+ Tage?, \d+ Stunden?, \d+ Minuten?$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Programmpunkt hinzufügen' }));
    expect(screen.getByRole('textbox', { name: /Name von Programmpunkt 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veranstaltung anlegen' })).toBeInTheDocument();
  });

  it('offers the attendance types in German', async () => {
    mockApi({
      'GET /options/': answer({ ...TEST_OPTIONS, eventTypes: [{ id: 2, name: 'Conference' }] }),
      'GET /partner/cancellation-policies/': answer(paged([])),
    });
    renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
    const attendance = await screen.findByRole('combobox', { name: /Teilnahmeform/ });
    expect(Array.from((attendance as HTMLSelectElement).options, (o) => o.textContent)).toEqual(
      expect.arrayContaining(['Vor Ort', 'Virtuell', 'Hybrid']),
    );
  });
});
