/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { REVIEW_MESSAGES, type TReviewerStanding, type TStrike } from '@pavilion/domain';
import { createStore, useAppealPartnerStrikeMutation, useAppealStrikeMutation } from '@pavilion/api-client';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { ReviewStanding, type ReviewStandingProps, type ReviewStandingText } from './review-standing';

// A page's words, as the marketplace's and the portal's catalogues give them.
const text: ReviewStandingText = {
  standingTitle: 'Your standing',
  warned: 'One removal: a second within 90 days suspends you.',
  suspendedUntil: ({ date }) => `Suspended until ${date}.`,
  banned: 'Suspended until an appeal succeeds.',
  strike: ({ content, event, date, reason }) =>
    `${content === 'REPLY' ? 'Reply' : 'Review'} of ${event}, ${date}: ${reason}`,
  appealForm: ({ event }) => `Appeal for ${event}`,
  appealWhy: 'Why?',
  sendAppeal: 'Send appeal',
  appealNotSent: 'Not sent',
  appealState: ({ status }) => `Appeal ${status}`,
  appealStateReason: ({ status, reason }) => `Appeal ${status}: ${reason}`,
};

const strike = (over: Partial<TStrike> = {}): TStrike => ({
  id: 3,
  reviewId: 40,
  content: 'REVIEW',
  eventName: 'Logistics Expo',
  at: '2030-02-10T10:00:00.000Z',
  reason: 'Insults another attendee',
  egregious: false,
  appeal: null,
  ...over,
});

const appealed = strike({
  id: 2,
  eventName: 'Harbour Days',
  appeal: {
    text: 'It was a joke',
    at: '2030-02-11T10:00:00.000Z',
    status: 'REFUSED',
    reason: 'The review named a person',
    decidedAt: '2030-02-12T10:00:00.000Z',
  },
});

function renderStanding(props: Partial<ReviewStandingProps> & Pick<ReviewStandingProps, 'standing'>) {
  return render(
    <Provider store={createStore()}>
      <ReviewStanding useAppeal={useAppealStrikeMutation} text={text} {...props} />
    </Provider>,
  );
}

describe('ReviewStanding', () => {
  it('shows the empty words, or nothing, without a strike', () => {
    const standing: TReviewerStanding = { state: 'ACTIVE', suspendedUntil: null, strikes: [] };
    const { container, unmount } = renderStanding({ standing });
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderStanding({ standing, empty: <p>No strikes.</p> });
    expect(screen.getByText('No strikes.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("in a section of its own: the warning, each strike as a row of the page's list, its appeal or the form", async () => {
    const api = mockApi({ 'POST /reviews/strikes/3/appeal': () => answer(strike()) });
    renderStanding({
      standing: { state: 'WARNED', suspendedUntil: null, strikes: [strike({ egregious: true }), appealed] },
      section: { title: 'Removed reviews', className: 'pv-page-standing' },
      listClassName: 'pv-page-rows',
    });
    const section = screen.getByRole('region', { name: 'Removed reviews' });
    expect(section).toHaveClass('pv-page-standing');
    // A warning is a status; a suspension an alert.
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Your standingOne removal: a second within 90 days suspends you.',
    );
    const list = within(section).getByRole('list');
    expect(list).toHaveClass('pv-page-rows');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Review of Logistics Expo, February 10, 2030: Insults another attendee',
      'Review of Harbour Days, February 10, 2030: Insults another attendee',
    ]);
    // No words for an egregious strike given: none shown.
    expect(rows[0]!.querySelectorAll('p')).toHaveLength(1);
    expect(rows[1]).toHaveTextContent('Appeal REFUSED: The review named a person');
    expect(within(rows[1]!).queryByRole('form')).not.toBeInTheDocument();

    // The appeal goes through the hook the page gives: here the attendee's endpoint.
    const user = userEvent.setup({ delay: null });
    const form = within(rows[0]!).getByRole('form', { name: 'Appeal for Logistics Expo' });
    await user.type(within(form).getByRole('textbox', { name: /Why\?/ }), 'Only facts');
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(api.callsTo('POST /reviews/strikes/3/appeal')).toHaveLength(1));
    expect(api.callsTo('POST /reviews/strikes/3/appeal')[0]!.body).toEqual({ text: 'Only facts' });
  });

  it("on cards: the suspension's day, an egregious strike's words, and the team member's endpoint", async () => {
    const api = mockApi({
      'POST /partner/review-strikes/7/appeal': () =>
        answer({ error: REVIEW_MESSAGES.alreadyAppealed, code: 'CONFLICT' }, 409),
    });
    renderStanding({
      standing: {
        state: 'SUSPENDED',
        suspendedUntil: '2030-03-16T10:00:00.000Z',
        strikes: [strike({ id: 7, content: 'REPLY', egregious: true })],
      },
      useAppeal: useAppealPartnerStrikeMutation,
      text: { ...text, egregious: 'Judged egregious.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Suspended until March 16, 2030.');
    const card = screen.getByRole('listitem');
    expect(card).toHaveClass('pv-card');
    expect(card).toHaveTextContent('Reply of Logistics Expo, February 10, 2030: Insults another attendee');
    expect(within(card).getByText('Judged egregious.')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const form = within(card).getByRole('form', { name: 'Appeal for Logistics Expo' });
    // Nothing typed: the field says what it needs and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    expect(await within(form).findByRole('textbox', { name: /Why\?/ })).toHaveAccessibleDescription(
      REVIEW_MESSAGES.appealRequired,
    );
    expect(api.callsTo('POST /partner/review-strikes/7/appeal')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Why\?/ }), 'Only facts');
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Not sent');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.alreadyAppealed);
    expect(api.callsTo('POST /partner/review-strikes/7/appeal')).toHaveLength(1);
  });

  it('says a ban in its own words', () => {
    renderStanding({ standing: { state: 'BANNED', suspendedUntil: null, strikes: [appealed] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Suspended until an appeal succeeds.');
  });
});
