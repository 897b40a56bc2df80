/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { TWebhookDelivery, TWebhookEndpoint } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { WebhooksSection } from './webhooks-section';

const URL_A = 'https://crm.example.com/pavilion';
const endpoint = (over: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint => ({
  id: 1,
  url: URL_A,
  description: 'CRM sync',
  eventTypes: ['order.paid', 'order.refunded'],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...over,
});
const delivery = (over: Partial<TWebhookDelivery> = {}): TWebhookDelivery => ({
  id: 7,
  messageId: 'msg_AbCdEfGhIjKlMnOpQrStUvWx',
  eventType: 'order.paid',
  status: 'failed',
  createdAt: '2026-11-26T14:30:00.000Z',
  attempts: 8,
  lastAttemptAt: '2026-11-27T18:30:00.000Z',
  lastResponseStatus: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: null,
  deliveredAt: null,
  ...over,
});
const SECRET = 'whsec_' + 'Q'.repeat(43) + '=';

const render = (path = '/settings') => renderPartnerPage([{ path: '/settings', element: <WebhooksSection /> }], path);

describe('WebhooksSection', () => {
  it('adds an endpoint and shows its secret once', async () => {
    let list = [endpoint()];
    const added = endpoint({
      id: 2,
      url: 'https://hooks.example.org/in',
      description: '',
      eventTypes: ['payout.paid'],
    });
    const api = mockApi({
      'GET /partner/webhooks': () => answer({ items: list }),
      'POST /partner/webhooks': () => {
        list = [...list, added];
        return answer({ endpoint: added, secret: SECRET }, 201);
      },
    });
    render();
    const rows = within(await screen.findByRole('list', { name: 'Webhook endpoints' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(URL_A);
    expect(rows[0]).toHaveTextContent('Events: order.paid, order.refunded');
    expect(rows[0]).toHaveTextContent('On');
    const audit = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.example.org/in');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Choose at least one event type to send to this endpoint')).toBeVisible();
    expect(api.callsTo('POST /partner/webhooks')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'payout.paid' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(api.callsTo('POST /partner/webhooks')).toHaveLength(1));
    expect(api.callsTo('POST /partner/webhooks')[0].body).toEqual({
      url: 'https://hooks.example.org/in',
      description: '',
      eventTypes: ['payout.paid'],
      enabled: true,
    });
    expect(await screen.findByLabelText('The signing secret')).toHaveTextContent(SECRET);
    await user.click(screen.getByRole('button', { name: 'I have copied the secret' }));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('turns an endpoint off, rotates its secret, sends a test event, and sends a failed delivery again from its log', async () => {
    let current = endpoint();
    const api = mockApi({
      'GET /partner/webhooks': () => answer({ items: [current] }),
      'PATCH /partner/webhooks/1': () => {
        current = endpoint({ enabled: false, disabledReason: 'manual' });
        return answer(current);
      },
      'POST /partner/webhooks/1/rotate-secret': () => answer({ endpoint: current, secret: SECRET }),
      'POST /partner/webhooks/1/test': () => answer(delivery({ id: 8, status: 'pending', attempts: 0 }), 201),
      'GET /partner/webhooks/1/deliveries': () => answer({ items: [delivery()], total: 1, page: 1, pageSize: 20 }),
      'POST /partner/webhooks/1/deliveries/7/resend': () => answer(delivery({ id: 9, status: 'pending' }), 201),
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Send a test event to ${URL_A}` }));
    await waitFor(() => expect(api.callsTo('POST /partner/webhooks/1/test')).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('A test event is on its way');

    await user.click(screen.getByRole('button', { name: `Delivery log of ${URL_A}` }));
    const table = await screen.findByRole('table', { name: `Deliveries to ${URL_A}` });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('order.paid');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('HTTP 500');
    expect(row).toHaveTextContent('8');
    const audit = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await user.click(within(row).getByRole('button', { name: /^Send again order\.paid/ }));
    await waitFor(() => expect(api.callsTo('POST /partner/webhooks/1/deliveries/7/resend')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: `Rotate secret of ${URL_A}` }));
    expect(await screen.findByLabelText('The signing secret')).toHaveTextContent(SECRET);

    await user.click(screen.getByRole('button', { name: `Turn off ${URL_A}` }));
    await waitFor(() => expect(api.callsTo('PATCH /partner/webhooks/1')).toHaveLength(1));
    expect(api.callsTo('PATCH /partner/webhooks/1')[0].body).toEqual({ enabled: false });
    expect(await screen.findByRole('button', { name: `Turn on ${URL_A}` })).toBeVisible();
    expect(screen.getByRole('button', { name: `Send a test event to ${URL_A}` })).toBeDisabled();
  });

  it('opens the log of an endpoint at the page and status of its link, keeps a new filter in the URL, and hiding it takes them out', async () => {
    const api = mockApi({
      'GET /partner/webhooks': () => answer({ items: [endpoint()] }),
      'GET /partner/webhooks/1/deliveries': (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? 1);
        return answer({ items: [delivery({ id: 20 + page })], total: 45, page, pageSize: 20 });
      },
    });
    const asked = () =>
      api.calls.filter((c) => c.path.startsWith('/partner/webhooks/1/deliveries')).map((c) => c.path.split('?')[1]);
    const { router } = render('/settings?log1.page=2&log1.status=failed');
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: `Deliveries to ${URL_A}` });
    expect(await within(table).findByRole('rowheader', { name: 'order.paid' })).toBeInTheDocument();
    expect(asked()).toEqual(['page=2&status=failed']);
    expect(screen.getByText('Showing 21-40 of 45 entries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Show deliveries to ${URL_A}` })).toHaveValue('failed');

    await user.selectOptions(screen.getByRole('combobox', { name: `Show deliveries to ${URL_A}` }), 'delivered');
    await waitFor(() => expect(router.state.location.search).toBe('?log1.status=delivered'));
    await waitFor(() => expect(asked().at(-1)).toBe('status=delivered'));

    await user.click(screen.getByRole('button', { name: `Hide the delivery log of ${URL_A}` }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('table', { name: `Deliveries to ${URL_A}` })).not.toBeInTheDocument();
  });
});
