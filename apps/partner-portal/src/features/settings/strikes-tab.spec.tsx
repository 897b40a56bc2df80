/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { TReviewerStanding, TStrike } from '@pavilion/domain';
import { inLanguage } from '@pavilion/domain/testing';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { StrikesTab } from './strikes-tab';

const strike = (over: Partial<TStrike> = {}): TStrike => ({
  id: 7,
  reviewId: 40,
  content: 'REPLY',
  eventName: 'Dry Dock Engineering Day',
  at: '2030-03-02T10:00:00.000Z',
  reason: 'Pressure on the reviewer',
  egregious: false,
  appeal: null,
  ...over,
});

function renderTab(standing: TReviewerStanding) {
  let current = standing;
  const api = mockApi({
    'GET /partner/review-standing': () => answer(current),
    'POST /partner/review-strikes/7/appeal': (call) => {
      const text = (call.body as { text: string }).text;
      const appealed = strike({
        appeal: { text, at: '2030-03-03T10:00:00.000Z', status: 'PENDING', reason: null, decidedAt: null },
      });
      current = { ...current, strikes: current.strikes.map((s) => (s.id === 7 ? appealed : s)) };
      return answer(appealed);
    },
  });
  renderPartnerPage([{ path: '/settings', element: <StrikesTab /> }], '/settings');
  return api;
}

describe('StrikesTab', () => {
  it('shows the member’s suspension and each removed reply, and sends an appeal', async () => {
    const api = renderTab({
      state: 'SUSPENDED',
      suspendedUntil: '2030-03-16T10:00:00.000Z',
      strikes: [
        strike(),
        strike({
          id: 6,
          eventName: 'Harbour Days',
          at: '2030-02-20T10:00:00.000Z',
          reason: 'Insults the reviewer',
          appeal: {
            text: 'It was a joke',
            at: '2030-02-21T10:00:00.000Z',
            status: 'REFUSED',
            reason: 'The words insult the reviewer',
            decidedAt: '2030-02-22T10:00:00.000Z',
          },
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Your strikes and appeals' });
    expect(
      await within(section).findByText(
        'Your account is suspended until March 16, 2030: until then you cannot reply to reviews.',
      ),
    ).toBeVisible();
    expect(section).toHaveTextContent(
      'Your reply to a review of Dry Dock Engineering Day, removed March 2, 2030: Pressure on the reviewer',
    );
    expect(section).toHaveTextContent('Appeal refused: The words insult the reviewer');
    // One appeal form, for the strike not appealed yet.
    expect(within(section).getAllByRole('form')).toHaveLength(1);
    const audit = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(audit.violations.map((v) => v.id)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: 'Appeal the strike for Dry Dock Engineering Day' });
    await user.type(
      within(form).getByLabelText(/Why should the removal be taken back/),
      'The reply only asked for details.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(api.callsTo('POST /partner/review-strikes/7/appeal')).toHaveLength(1));
    expect(api.callsTo('POST /partner/review-strikes/7/appeal')[0]!.body).toEqual({
      text: 'The reply only asked for details.',
    });
    expect(await within(section).findByText('Appeal waiting for a decision')).toBeVisible();
    expect(within(section).queryAllByRole('form')).toHaveLength(0);
  });

  it('says so when the member has no strike', async () => {
    renderTab({ state: 'ACTIVE', suspendedUntil: null, strikes: [] });
    expect(await screen.findByText('You have no strikes.')).toBeVisible();
  });

  describe('in German', () => {
    inLanguage('de');

    it('names the strike and the suspension in German', async () => {
      renderTab({ state: 'WARNED', suspendedUntil: null, strikes: [strike()] });
      const section = await screen.findByRole('region', { name: 'Ihre Verwarnungen und Einsprüche' });
      // The section shows while the standing loads: its words are awaited, not read at once.
      expect(await within(section).findByText(/Eine Ihrer Antworten wurde entfernt/)).toBeVisible();
      expect(section).toHaveTextContent('Ihre Antwort auf eine Bewertung zu Dry Dock Engineering Day, entfernt am');
      expect(screen.getByRole('button', { name: 'Einspruch senden' })).toBeVisible();
    });
  });
});
