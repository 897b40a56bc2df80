/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import NewsletterConfirmPage from './newsletter-confirm-page';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

jest.setTimeout(20_000);

const INVALID =
  'This link is not valid: it may have been cut short or changed. Please open the link from the email again.';

function render(routes: Parameters<typeof mockApi>[0], url: string) {
  const api = mockApi({ 'GET /session': answer({ authenticated: false, session: null }), ...routes });
  renderRoutes(
    [
      { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
      { path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
    ],
    url,
  );
  return api;
}

describe('NewsletterConfirmPage', () => {
  it('confirms only when its button is pressed, then says where the newsletter goes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = render(
      { 'POST /newsletter/confirm': answer({ email: 'reader@example.com', subscribed: true }) },
      '/newsletter/confirm?token=s7.abc',
    );
    expect(await screen.findByRole('heading', { name: 'Confirm your newsletter subscription' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { name: 'Your subscription is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('the Pavilion newsletter goes to reader@example.com');
    expect(api.callsTo('POST /newsletter/confirm?token=s7.abc')).toHaveLength(1);
  });

  it("shows the server's words when the link is refused", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      { 'POST /newsletter/confirm': answer({ error: INVALID, code: 'VALIDATION_ERROR' }, 400) },
      '/newsletter/confirm?token=broken',
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('says a link without its token does not work', async () => {
    render({}, '/newsletter/confirm');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('shows the address, unsubscribes with its button and confirms it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = render(
      {
        'GET /newsletter/unsubscribe': answer({ email: 'reader@example.com', subscribed: true }),
        'POST /newsletter/unsubscribe': answer({ email: 'reader@example.com', subscribed: false }),
      },
      '/newsletter/unsubscribe?token=p5.xyz',
    );
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/reader@example.com gets the Pavilion newsletter/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('reader@example.com gets no more Pavilion newsletters');
    expect(api.callsTo('GET /newsletter/unsubscribe?token=p5.xyz&format=json')).toHaveLength(1);
    expect(api.callsTo('POST /newsletter/unsubscribe?token=p5.xyz')).toHaveLength(1);
  });

  it('says so at once when the address is already unsubscribed', async () => {
    render(
      { 'GET /newsletter/unsubscribe': answer({ email: 'reader@example.com', subscribed: false }) },
      '/newsletter/unsubscribe?token=s3.xyz',
    );
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's words for a link that is not valid", async () => {
    render(
      { 'GET /newsletter/unsubscribe': answer({ error: INVALID, code: 'VALIDATION_ERROR' }, 400) },
      '/newsletter/unsubscribe?token=broken',
    );
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });
});
