/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { waitFor } from '@testing-library/react';
import { mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import ForgotPasswordPage from './forgot-password-page';

describe('the password pages in German', () => {
  inLanguage('de');

  it('names the forgotten password page in German', async () => {
    mockApi({});
    renderPartnerPage([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
    await waitFor(() => expect(document.title).toContain('Passwort vergessen?'));
  });
});
