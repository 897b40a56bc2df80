/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { NewsletterForm } from './newsletter-form';

jest.setTimeout(20_000);

function renderForm() {
  render(
    <Provider store={createStore()}>
      <NewsletterForm />
    </Provider>,
  );
}

describe('NewsletterForm', () => {
  it("subscribes and says 'Thanks for subscribing!'", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'POST /email-subscribe/': answer({ status: 'Success' }) });
    renderForm();
    await user.type(screen.getByLabelText('Email for our newsletter'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(screen.getByText('To start receiving it, open the link in the email we just sent you.')).toBeInTheDocument();
    expect(api.callsTo('POST /email-subscribe/')[0].body).toEqual({ email: 'reader@example.com' });
  });

  it("shows the server's words when it is refused (too many subscriptions)", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Too many subscriptions from your network. Please try again in 42 minutes.';
    mockApi({
      'POST /email-subscribe/': answer({ error: refusal, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2520 }, 429),
    });
    renderForm();
    await user.type(screen.getByLabelText('Email for our newsletter'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
