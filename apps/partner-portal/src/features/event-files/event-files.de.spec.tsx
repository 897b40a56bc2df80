/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';

import { inLanguage, testEventDetail } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventFilesPage } from './event-files-page';

describe('the images and documents page in German', () => {
  inLanguage('de');

  it('names the uploads and what they take in German', async () => {
    mockApi({ 'GET /partner/events/10': answer({ ...testEventDetail({ id: 10 }), images: [], documents: [] }) });
    renderPartnerPage([{ path: '/edit-event/:id/files', element: <EventFilesPage /> }], '/edit-event/10/files');
    expect(await screen.findByText(/Neue Dateien gehören zur Version, die auf Prüfung wartet\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bilder und Dokumente' })).toBeInTheDocument();
    expect(screen.getByText('Empfohlen: 300x500; PNG, JPEG, WebP oder GIF bis 5 MB')).toBeInTheDocument();
    expect(screen.getByText('Programmdokument')).toBeInTheDocument();
  });
});
