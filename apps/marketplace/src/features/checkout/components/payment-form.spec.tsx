/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPaymentForm } from '@pavilion/domain';
import { PaymentForm, type PaymentFormProps, type PaymentOutcome } from './payment-form';

// Typing through user-event is slow in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

const clock = () => new Date('2025-06-15T12:00:00Z');
const countries = [
  { id: 44, name: 'United Kingdom' },
  { id: 1, name: 'United States' },
];

function setup(overrides: Partial<PaymentFormProps> = {}) {
  const onPay = jest.fn<Promise<PaymentOutcome>, [TPaymentForm]>(async () => ({ kind: 'success' }));
  const onPaid = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <PaymentForm countries={countries} onPay={onPay} onPaid={onPaid} clock={clock} successDelayMs={0} {...overrides} />,
  );
  return { user, onPay: (overrides.onPay as typeof onPay | undefined) ?? onPay, onPaid };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry date'), '1230');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder name'), 'Ann Lee');
  await user.type(field('Billing address'), '1 High Street');
  await user.type(field('Zip / postal code'), 'SW1A 1AA');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
}

describe('PaymentForm', () => {
  it('asks, unchecked, for consent to keep the card when the event has a damage policy, naming its maximum', async () => {
    const policy = { maxAmount: 500, currency: 'EUR' as const, text: 'Stands are inspected after the show.' };
    const { user, onPay } = setup({ damagePolicy: policy });
    expect(
      screen.getByText('Damage policy: up to €500.00 per order. Stands are inspected after the show.'),
    ).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', {
      name: /^Keep my payment method for a possible damage payment of up to €500\.00/,
    });
    expect(consent).not.toBeChecked();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]![0].keepCardForDamage).toBe(false);
  });

  it('sends the consent when ticked, and shows no consent for an event without a damage policy', async () => {
    const policy = { maxAmount: 250, currency: 'USD' as const, text: 'Damage to the venue is charged.' };
    const { user, onPay } = setup({ damagePolicy: policy });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /damage payment of up to \$250\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]![0].keepCardForDamage).toBe(true);
  });

  it('has no damage consent without a policy', () => {
    setup();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Damage policy/)).not.toBeInTheDocument();
  });

  it('starts on the card number', async () => {
    setup();
    await waitFor(() => expect(field('Card number')).toHaveFocus());
  });

  it('groups the card number in fours and formats the expiry as MM/YY', async () => {
    const { user } = setup();
    await user.type(field('Card number'), '4242x4242424242424242999');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Card number')).toHaveAttribute('maxLength', '19');
    await user.type(field('Expiry date'), '0727');
    expect(field('Expiry date')).toHaveValue('07/27');
    expect(field('Expiry date')).toHaveAttribute('maxLength', '5');
  });

  it('shows every message of the spec on an empty Pay Now, and pays nothing', async () => {
    const { user, onPay } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Please enter a valid 16-digit card number')).toBeInTheDocument();
    for (const message of [
      'Please enter a valid expiry date (MM/YY)',
      'Please enter a valid 3-4 digit CVV',
      'Name is required',
      'Address is required',
      'Zip code is required',
      'Country is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Card number')).toHaveFocus());
    expect(onPay).not.toHaveBeenCalled();
  });

  it("says 'Card is expired' for a past month, and the other rules' messages", async () => {
    const { user } = setup();
    await user.type(field('Card number'), '4242 4242 4242');
    await user.type(field('Expiry date'), '0525');
    await user.type(field('CVV'), '12');
    await user.type(field('Cardholder name'), 'Al');
    await user.type(field('Billing address'), '1 Rd');
    await user.type(field('Zip / postal code'), 'E1#6AN');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Card is expired')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 16-digit card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 3-4 digit CVV')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a complete address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid zip/postal code')).toBeInTheDocument();
  });

  it('clears an error when its field is edited, leaving the others', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByText('Please enter a valid 16-digit card number');
    await user.type(field('Card number'), '4');
    expect(screen.queryByText('Please enter a valid 16-digit card number')).not.toBeInTheDocument();
    expect(field('Card number')).not.toHaveAttribute('aria-invalid');
    await user.type(field('CVV'), '1');
    expect(screen.queryByText('Please enter a valid 3-4 digit CVV')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    expect(screen.queryByText('Country is required')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
  });

  it("pays with the card digits and a country id, shows 'Processing...' then the success message", async () => {
    let settle: (outcome: PaymentOutcome) => void = () => undefined;
    const onPay = jest.fn<Promise<PaymentOutcome>, [TPaymentForm]>(() => new Promise((resolve) => (settle = resolve)));
    const { user, onPaid } = setup({ onPay });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(onPay).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expiryDate: '12/30',
      cvv: '123',
      cardholderName: 'Ann Lee',
      cardholderAddress: '1 High Street',
      cardholderZip: 'SW1A 1AA',
      country: 44,
      keepCardForDamage: false,
    });
    // A second press while processing does nothing.
    await user.click(screen.getByRole('button', { name: 'Processing...' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    await act(async () => settle({ kind: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Payment processed successfully!');
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('shows a declined payment, keeps the details and lets the buyer pay again', async () => {
    const onPay = jest
      .fn<Promise<PaymentOutcome>, [TPaymentForm]>()
      .mockResolvedValueOnce({
        kind: 'error',
        message: 'There was an error processing your payment. Please try again.',
      })
      .mockResolvedValueOnce({ kind: 'success' });
    const { user, onPaid } = setup({ onPay });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error processing your payment. Please try again.');
    expect(alert.parentElement).toHaveFocus();
    expect(field('Cardholder name')).toHaveValue('Ann Lee');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's field messages on their fields and focuses the first", async () => {
    const onPay = jest.fn<Promise<PaymentOutcome>, [TPaymentForm]>(async () => ({
      kind: 'error',
      message: 'Card is expired',
      fields: { expiryDate: 'Card is expired', unknownField: 'ignored' },
    }));
    const { user } = setup({ onPay });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Card is expired')).toBeInTheDocument();
    await waitFor(() => expect(field('Expiry date')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pre-fills what it is given', () => {
    setup({ defaultValues: { cardholderName: 'Ann Lee', country: '44' } });
    expect(field('Cardholder name')).toHaveValue('Ann Lee');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('44');
  });

  it('pays with the country it shows: a pre-filled country arriving before its list is shown once the list loads', async () => {
    const onPay = jest.fn<Promise<PaymentOutcome>, [TPaymentForm]>(async () => ({ kind: 'success' }));
    const user = userEvent.setup({ delay: null });
    const props = { onPay, onPaid: jest.fn(), clock, successDelayMs: 0, defaultValues: { country: '44' } };
    const { rerender } = render(<PaymentForm countries={[]} {...props} />);
    rerender(<PaymentForm countries={countries} {...props} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('44');
    expect(country).toHaveDisplayValue('United Kingdom');
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry date'), '1230');
    await user.type(field('CVV'), '123');
    await user.type(field('Cardholder name'), 'Ann Lee');
    await user.type(field('Billing address'), '1 High Street');
    await user.type(field('Zip / postal code'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]![0].country).toBe(44);
  });

  it("a country left at 'Select a country' says 'Country is required' and pays nothing, whatever was pre-filled", async () => {
    const { user, onPay } = setup({ defaultValues: { country: '999' } });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveDisplayValue('Select a country');
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry date'), '1230');
    await user.type(field('CVV'), '123');
    await user.type(field('Cardholder name'), 'Ann Lee');
    await user.type(field('Billing address'), '1 High Street');
    await user.type(field('Zip / postal code'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    await waitFor(() => expect(country).toHaveFocus());
    expect(onPay).not.toHaveBeenCalled();
  });
});
