/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('Chunk failed');
}

describe('RouteError in German', () => {
  inLanguage('de');
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says in German that the page could not be shown and offers a reload', async () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteError /> }], '/');
    expect(await screen.findByText('Diese Seite kann nicht angezeigt werden')).toBeInTheDocument();
    expect(screen.getByText('Beim Laden dieser Seite ist ein Fehler aufgetreten. Chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });
});
