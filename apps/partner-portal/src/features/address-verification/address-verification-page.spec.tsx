/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { MESSAGES, type TAddressVerificationState } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { AddressVerificationPage } from './address-verification-page';

const waiting: TAddressVerificationState = {
  addressVerified: false,
  verifiedAt: null,
  company: {
    name: 'Harbour Events',
    address: '1 Quay Street',
    city: 'Bristol',
    zipCode: 'BS1 4AA',
    country: { id: 1, name: 'United Kingdom' },
  },
  addressComplete: true,
  code: { sentAt: '2030-06-01T10:00:00.000Z', expiresAt: '2030-06-15T10:00:00.000Z', attemptsLeft: 4 },
  nextRequestAt: '2030-06-02T10:00:00.000Z',
};

const render = () =>
  renderPartnerPage(
    [
      { path: '/address-verification', element: <AddressVerificationPage /> },
      { path: '/address-verification-successful', element: <h1>Verified</h1> },
    ],
    '/address-verification',
  );

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('AddressVerificationPage', () => {
  it('asks for all six digits before sending, and forgets the message at the next keystroke', async () => {
    const api = mockApi({ 'GET /partner/address-verification': answer(waiting) });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Verify Address' }));
    expect(await screen.findByText(MESSAGES.verificationCodeIncomplete)).toBeInTheDocument();
    expect(api.callsTo('POST /partner/address-verification')).toHaveLength(0);
    await user.type(digit(1), '1');
    expect(screen.queryByText(MESSAGES.verificationCodeIncomplete)).not.toBeInTheDocument();
  });

  it('says a refused code at the boxes and empties them; a right code moves on', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /partner/address-verification': answer(waiting),
      'POST /partner/address-verification': () =>
        ++tries === 1
          ? answer(
              { error: 'That code is not right', code: 'VALIDATION', fields: { code: 'That code is not right' } },
              400,
            )
          : answer({ status: 'Success', verifiedAt: '2030-06-03T10:00:00.000Z' }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Address' }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /not right/ })).not.toBeInTheDocument();
    await waitFor(() => expect(digit(6)).toHaveValue(''));
    expect(digit(1)).toHaveValue('');

    await user.click(digit(1));
    await user.keyboard('654321');
    expect(screen.queryByText('That code is not right')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Address' }));
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(api.callsTo('POST /partner/address-verification').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  describe('in German', () => {
    inLanguage('de');

    it('says when the code was posted and how many tries are left, in German dates', async () => {
      mockApi({
        'GET /partner/address-verification': answer({ ...waiting, code: { ...waiting.code!, attemptsLeft: 1 } }),
      });
      render();
      expect(await screen.findByRole('heading', { name: 'Firmenadresse verifizieren' })).toBeInTheDocument();
      // The letter's lines come with the data, which may arrive after the heading.
      expect(await screen.findByText(/Wir haben am 1\. Juni 2030 um .* einen Brief/)).toBeInTheDocument();
      expect(await screen.findByText(/\(noch 1 Versuch\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Adresse verifizieren' })).toBeInTheDocument();
      expect(screen.getByText('Postleitzahl')).toBeInTheDocument();
    });
  });
});
