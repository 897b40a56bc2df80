/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_MESSAGES } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import TermsAsk from './terms-ask';

const PENDING = {
  document: 'customer-terms',
  version: '2026-12-12',
  day: '2026-12-12',
  significant: true,
  appliesFrom: '2026-12-12T00:00:00.000Z',
  publishedAt: '2026-11-27T09:00:00.000Z',
};

const renderAsk = () => renderRoutes([{ path: '/', element: <TermsAsk /> }], '/');

describe('the ask after a significant change of the customer terms', () => {
  it('shows nothing while nothing is pending', async () => {
    const api = mockApi({ 'GET /legal/acceptances': answer({ accepted: [], pending: [] }) });
    renderAsk();
    await waitFor(() => expect(api.callsTo('GET /legal/acceptances')).toHaveLength(1));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for the version in force with an unticked box, and records the acceptance once ticked', async () => {
    const user = userEvent.setup({ delay: null });
    let accepted = false;
    const api = mockApi({
      'GET /legal/acceptances': () => answer({ accepted: [], pending: accepted ? [] : [PENDING] }),
      'POST /legal/acceptances': () => {
        accepted = true;
        return answer({ accepted: [], pending: [] });
      },
    });
    renderAsk();
    const form = await screen.findByRole('form', { name: 'Our customer terms of service have changed' });
    expect(form).toHaveTextContent('A new version applies from Dec 12, 2026.');
    const box = screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ });
    expect(box).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(LEGAL_MESSAGES.acceptanceRequired)).toBeVisible();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(LEGAL_MESSAGES.acceptanceRequired));
    expect(box).toHaveFocus();
    expect(api.callsTo('POST /legal/acceptances')).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    // Accepted: the ask is asked again of the server, which has nothing pending, and goes.
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(api.callsTo('POST /legal/acceptances')[0]?.body).toEqual({
      document: 'customer-terms',
      version: '2026-12-12',
      accept: true,
    });
  });

  it('says a refusal in words beside the box and keeps asking', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /legal/acceptances': answer({ accepted: [], pending: [PENDING] }),
      'POST /legal/acceptances': answer(
        {
          error: LEGAL_MESSAGES.versionOutdated,
          code: 'VALIDATION',
          fields: { version: LEGAL_MESSAGES.versionOutdated },
        },
        400,
      ),
    });
    renderAsk();
    const form = await screen.findByRole('form', { name: 'Our customer terms of service have changed' });
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(LEGAL_MESSAGES.versionOutdated);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
