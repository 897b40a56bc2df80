/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import {
  loadCatalogues,
  REVIEW_MESSAGES,
  setLocaleSource,
  type TAdminReply,
  type TAdminReview,
  type TAdminStrike,
} from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import ReviewsPage from './reviews-page';

jest.setTimeout(30_000);

const page = <T,>(items: T[], { total = items.length, page = 1, pageSize = 20 } = {}) => ({
  items,
  total,
  page,
  pageSize,
});

const review = (over: Partial<TAdminReview> = {}): TAdminReview => ({
  id: 1,
  event: { id: 5, name: 'FinTech Summit' },
  reviewer: { personId: 30, name: 'Ada Lovelace', email: 'ada@example.com' },
  status: 'PENDING',
  score: 3,
  subscores: { venue: null, content: null, networking: null, staff: null, valueForMoney: null },
  text: 'Write to me at ada@example.com or see example.com',
  flags: ['LINK', 'EMAIL'],
  submittedAt: '2030-03-04T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  egregious: false,
  wait: { businessDays: 2, targetBusinessDays: 5, overdue: false },
  reports: { count: 0, reasons: [] },
  ...over,
});

const reply = (over: Partial<TAdminReply> = {}): TAdminReply => ({
  reviewId: 7,
  event: { id: 5, name: 'FinTech Summit' },
  partnerName: 'Harbour Events',
  reviewText: 'Too crowded at lunch.',
  text: 'Call us on 020 7946 0958',
  status: 'PENDING',
  flags: ['PHONE'],
  submittedAt: '2030-03-05T10:00:00.000Z',
  decisionReason: null,
  wait: { businessDays: 6, targetBusinessDays: 5, overdue: true },
  ...over,
});

const strike = (over: Partial<TAdminStrike> = {}): TAdminStrike => ({
  id: 3,
  reviewId: 41,
  content: 'REVIEW',
  eventName: 'Logistics Expo',
  at: '2030-02-10T10:00:00.000Z',
  reason: 'Insults another attendee',
  egregious: false,
  appeal: { text: 'It was a joke', at: '2030-02-11T10:00:00.000Z', status: 'PENDING', reason: null, decidedAt: null },
  reviewer: { personId: 31, name: 'Ben Kirk', email: 'ben@example.com' },
  standing: { state: 'WARNED', suspendedUntil: null },
  ...over,
});

function mockPage(routes: Record<string, MockHandler | MockAnswer> = {}) {
  return mockApi({
    'GET /admin/reviews': answer(page([])),
    'GET /admin/review-replies': answer(page([])),
    'GET /admin/review-strikes': answer(page([])),
    ...routes,
  });
}

const renderPage = (path = '/dashboard/reviews') =>
  renderRoutes([{ path: '/dashboard/reviews', element: <ReviewsPage /> }], path);

const queue = () => within(screen.getByRole('region', { name: 'Review queue' }));
const pathsOf = (calls: { path: string }[], prefix: string) =>
  calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path);

describe('ReviewsPage', () => {
  it('lists the flagged reviews waiting, with what was found and the wait against the target', async () => {
    const api = mockPage({
      'GET /admin/reviews': answer(
        page([
          review(),
          review({
            id: 2,
            reviewer: { personId: 32, name: 'Cy Young', email: null },
            flags: ['PROFANITY'],
            text: 'Rude words',
            wait: { businessDays: 7, targetBusinessDays: 5, overdue: true },
          }),
        ]),
      ),
    });
    renderPage();
    const ada = await queue().findByRole('listitem', { name: '3/10 for FinTech Summit by Ada Lovelace' });
    expect(ada).toHaveTextContent('Waiting (flagged) · submitted Mar 4, 2030, 10:00 AM UTC');
    expect(ada).toHaveTextContent('Waiting 2 of 5 business days');
    expect(ada).toHaveTextContent('Found: A link, An email address');
    expect(ada).toHaveTextContent('Write to me at ada@example.com or see example.com');
    const cy = queue().getByRole('listitem', { name: '3/10 for FinTech Summit by Cy Young' });
    expect(cy).toHaveTextContent('Overdue: 7 of 5 business days');
    expect(cy).toHaveTextContent('Found: Profanity');
    expect(queue().getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
    expect(pathsOf(api.calls, '/admin/reviews')).toEqual(['/admin/reviews?status=PENDING']);
    // One heading says Reviews (the page's); its sections name what each holds.
    expect(screen.getAllByRole('heading', { name: 'Reviews' })).toHaveLength(1);
  });

  it('publishes a review with the reason and asks for the queue again', async () => {
    const api = mockPage({
      'GET /admin/reviews': answer(page([review()])),
      'POST /admin/reviews/1/decision': answer(review({ status: 'PUBLISHED', decisionReason: 'The link is harmless' })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Decide on the review by Ada Lovelace' });
    const decision = within(form).getByRole('combobox', { name: 'Decision' });
    expect(
      within(decision)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Publish', 'Remove']);
    expect(within(form).queryByRole('checkbox', { name: /Egregious/ })).not.toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: /Reason \(kept in the audit log\)/ }),
      'The link is harmless',
    );
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));

    await waitFor(() => expect(api.callsTo('POST /admin/reviews/1/decision')).toHaveLength(1));
    expect(api.callsTo('POST /admin/reviews/1/decision')[0]!.body).toEqual({
      status: 'PUBLISHED',
      reason: 'The link is harmless',
      egregious: false,
      withdrawal: false,
    });
    await waitFor(() => expect(pathsOf(api.calls, '/admin/reviews?')).toHaveLength(2));
  });

  it('removes a review as egregious', async () => {
    const api = mockPage({
      'GET /admin/reviews': answer(page([review()])),
      'POST /admin/reviews/1/decision': answer(review({ status: 'REMOVED', egregious: true })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Decide on the review by Ada Lovelace' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Decision' }), 'REMOVED');
    await user.click(within(form).getByRole('checkbox', { name: 'Egregious content: suspend the author at once' }));
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Doxxing');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(api.callsTo('POST /admin/reviews/1/decision')).toHaveLength(1));
    expect(api.callsTo('POST /admin/reviews/1/decision')[0]!.body).toEqual({
      status: 'REMOVED',
      reason: 'Doxxing',
      egregious: true,
      withdrawal: false,
    });
  });

  it('shows a reported review with its readers’ reasons and keeps it published, or withdraws it with no strike', async () => {
    const reported = review({
      status: 'PUBLISHED',
      flags: [],
      wait: null,
      reports: {
        count: 3,
        reasons: [
          { reason: 'FALSE', count: 2 },
          { reason: 'OFFENSIVE', count: 1 },
        ],
      },
    });
    const api = mockPage({
      'GET /admin/reviews': answer(page([reported])),
      'POST /admin/reviews/1/decision': answer(review({ status: 'REMOVED' })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('Reported by 3 readers: False or not a real experience (2), Offensive or abusive (1)'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Decide on the review by Ada Lovelace' });
    const decision = within(form).getByRole('combobox', { name: 'Decision' });
    expect(
      within(decision)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Keep published', 'Remove']);
    await user.selectOptions(decision, 'REMOVED');
    await user.click(within(form).getByRole('checkbox', { name: 'Withdrawn at its author’s request (no strike)' }));
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'The author asked by email');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(api.callsTo('POST /admin/reviews/1/decision')).toHaveLength(1));
    expect(api.callsTo('POST /admin/reviews/1/decision')[0]!.body).toEqual({
      status: 'REMOVED',
      reason: 'The author asked by email',
      egregious: false,
      withdrawal: true,
    });
  });

  it('asks for the reason before deciding', async () => {
    const api = mockPage({ 'GET /admin/reviews': answer(page([review()])) });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Decide on the review by Ada Lovelace' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(REVIEW_MESSAGES.reasonRequired);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("blocks the button while a decision is saved and shows the server's refusal in words", async () => {
    let release: (value: MockAnswer) => void = () => undefined;
    mockPage({
      'GET /admin/reviews': answer(page([review()])),
      'POST /admin/reviews/1/decision': () =>
        new Promise<MockAnswer>((resolve) => {
          release = resolve;
        }),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Decide on the review by Ada Lovelace' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Fine');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save decision' })).toBeDisabled());
    release(answer({ error: REVIEW_MESSAGES.alreadyDecided({ status: 'PUBLISHED' }), code: 'CONFLICT' }, 409));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was decided');
    expect(alert).toHaveTextContent('The review is already published');
    expect(within(form).getByRole('button', { name: 'Save decision' })).toBeEnabled();
  });

  it('edits a review for its reviewer: the score, subscores and text as they stand, with the reason', async () => {
    const published = review({
      status: 'PUBLISHED',
      score: 4,
      subscores: { venue: 3, content: null, networking: null, staff: null, valueForMoney: null },
      text: 'Too short a day.',
      flags: [],
      wait: null,
    });
    const api = mockPage({
      'GET /admin/reviews': answer(page([published])),
      'PATCH /admin/reviews/1': answer(review({ ...published, score: 8, text: 'Well run, good talks.' })),
    });
    renderPage('/dashboard/reviews?reviews.status=PUBLISHED');
    const user = userEvent.setup({ delay: null });
    const item = await queue().findByRole('listitem', { name: '4/10 for FinTech Summit by Ada Lovelace' });
    const open = within(item).getByRole('button', { name: 'Edit for the reviewer' });
    expect(open).toHaveAccessibleDescription('4/10 for FinTech Summit by Ada Lovelace');
    await user.click(open);
    const form = within(item).getByRole('form', { name: 'Edit the review by Ada Lovelace' });
    expect(within(form).getByRole('combobox', { name: /Score \(1-10\)/ })).toHaveValue('4');
    expect(within(form).getByRole('combobox', { name: 'Venue' })).toHaveValue('3');
    expect(within(form).getByRole('combobox', { name: 'Staff' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Review text/ })).toHaveValue('Too short a day.');

    // Without a reason nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const reason = within(form).getByRole('textbox', { name: /Reason for the edit/ });
    expect(reason).toHaveAccessibleDescription(REVIEW_MESSAGES.reasonRequired);
    expect(api.callsTo('PATCH /admin/reviews/1')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: /Score \(1-10\)/ }), '8');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Venue' }), '9');
    const text = within(form).getByRole('textbox', { name: /Review text/ });
    await user.clear(text);
    await user.type(text, 'Well run, good talks.');
    await user.type(reason, 'The reviewer asked by email');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /admin/reviews/1')).toHaveLength(1));
    expect(api.callsTo('PATCH /admin/reviews/1')[0]!.body).toEqual({
      score: 8,
      venue: 9,
      content: null,
      networking: null,
      staff: null,
      valueForMoney: null,
      text: 'Well run, good talks.',
      reason: 'The reviewer asked by email',
    });
    expect(await within(item).findByRole('status')).toHaveTextContent('The review was changed for its reviewer.');
    expect(within(item).queryByRole('form', { name: 'Edit the review by Ada Lovelace' })).not.toBeInTheDocument();
    await waitFor(() => expect(pathsOf(api.calls, '/admin/reviews?')).toHaveLength(2));
  });

  it('keeps the status filter and the page in the URL, and Back returns to them', async () => {
    const api = mockPage({
      'GET /admin/reviews': (call) => {
        const status = new URLSearchParams(call.path.split('?')[1]).get('status');
        const at = Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? 1);
        return answer(
          page(
            [
              review({
                id: at * 10,
                status: status as TAdminReview['status'],
                reviewer: { personId: 30, name: `${status} page ${at}`, email: null },
                wait: null,
              }),
            ],
            { total: 41, page: at },
          ),
        );
      },
    });
    const { router } = renderPage();
    const user = userEvent.setup({ delay: null });
    await queue().findByRole('listitem', { name: /by PENDING page 1$/ });

    await user.selectOptions(queue().getByRole('combobox', { name: 'Status' }), 'PUBLISHED');
    await queue().findByRole('listitem', { name: /by PUBLISHED page 1$/ });
    expect(router.state.location.search).toBe('?reviews.status=PUBLISHED');

    await user.click(
      within(queue().getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 2' }),
    );
    const second = await queue().findByRole('listitem', { name: /by PUBLISHED page 2$/ });
    expect(new URLSearchParams(router.state.location.search).get('reviews.page')).toBe('2');
    // A published review can only be removed.
    expect(
      within(within(second).getByRole('combobox', { name: 'Decision' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Remove']);

    await act(() => router.navigate(-1));
    await queue().findByRole('listitem', { name: /by PUBLISHED page 1$/ });
    expect(queue().getByRole('combobox', { name: 'Status' })).toHaveValue('PUBLISHED');
    expect(pathsOf(api.calls, '/admin/reviews')).toEqual([
      '/admin/reviews?status=PENDING',
      '/admin/reviews?status=PUBLISHED',
      '/admin/reviews?page=2&status=PUBLISHED',
    ]);
  });

  it('opens on the status and page a link names', async () => {
    const api = mockPage({
      'GET /admin/reviews': answer(
        page([review({ status: 'REMOVED', wait: null, decisionReason: 'Insults another attendee' })], {
          total: 41,
          page: 3,
        }),
      ),
    });
    renderPage('/dashboard/reviews?reviews.status=REMOVED&reviews.page=3');
    const item = await queue().findByRole('listitem', { name: '3/10 for FinTech Summit by Ada Lovelace' });
    expect(item).toHaveTextContent('Removed · submitted');
    expect(item).toHaveTextContent('Decision: Insults another attendee');
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(queue().getByRole('combobox', { name: 'Status' })).toHaveValue('REMOVED');
    expect(pathsOf(api.calls, '/admin/reviews')).toEqual(['/admin/reviews?page=3&status=REMOVED']);
  });

  it("decides on a partner's reply waiting, without the egregious choice", async () => {
    const api = mockPage({
      'GET /admin/review-replies': answer(page([reply()])),
      'POST /admin/review-replies/7/decision': answer(reply({ status: 'REMOVED' })),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const replies = within(await screen.findByRole('region', { name: 'Replies waiting' }));
    const item = await replies.findByRole('listitem', { name: 'Harbour Events replying on FinTech Summit' });
    expect(item).toHaveTextContent('Overdue: 6 of 5 business days');
    expect(item).toHaveTextContent('Found: A phone number');
    expect(item).toHaveTextContent('Review: Too crowded at lunch.');
    expect(item).toHaveTextContent('Reply: Call us on 020 7946 0958');
    const form = within(item).getByRole('form', { name: 'Decide on the reply of Harbour Events' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Decision' }), 'REMOVED');
    expect(within(form).queryByRole('checkbox', { name: /Egregious/ })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Phone numbers are not allowed');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(api.callsTo('POST /admin/review-replies/7/decision')).toHaveLength(1));
    expect(api.callsTo('POST /admin/review-replies/7/decision')[0]!.body).toEqual({
      status: 'REMOVED',
      reason: 'Phone numbers are not allowed',
      egregious: false,
      withdrawal: false,
    });
    expect(pathsOf(api.calls, '/admin/review-replies')[0]).toBe('/admin/review-replies?status=PENDING');
  });

  it('decides an appeal, and lists every strike on request, kept in the URL', async () => {
    const api = mockPage({
      'GET /admin/review-strikes': (call) =>
        answer(
          call.path.includes('appeal=PENDING')
            ? page([strike()])
            : page([
                strike(),
                strike({ id: 4, eventName: 'Retail Forum', appeal: null, egregious: true }),
                strike({ id: 5, content: 'REPLY', eventName: 'Logistics Summit', appeal: null }),
              ]),
        ),
      'POST /admin/review-strikes/3/appeal-decision': answer(strike()),
    });
    const { router } = renderPage();
    const user = userEvent.setup({ delay: null });
    const strikes = within(await screen.findByRole('region', { name: 'Strikes and appeals' }));
    const item = await strikes.findByRole('listitem', { name: 'Ben Kirk (ben@example.com): Warned' });
    expect(item).toHaveTextContent(
      'Review of Logistics Expo removed Feb 10, 2030, 10:00 AM UTC: Insults another attendee',
    );
    expect(item).toHaveTextContent('Appeal (pending): It was a joke');
    const form = within(item).getByRole('form', { name: 'Decide the appeal of Ben Kirk' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Appeal decision' }), 'REFUSED');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'The review insulted a person');
    await user.click(within(form).getByRole('button', { name: 'Decide appeal' }));
    await waitFor(() => expect(api.callsTo('POST /admin/review-strikes/3/appeal-decision')).toHaveLength(1));
    expect(api.callsTo('POST /admin/review-strikes/3/appeal-decision')[0]!.body).toEqual({
      status: 'REFUSED',
      reason: 'The review insulted a person',
    });

    await user.click(strikes.getByRole('checkbox', { name: 'Only appeals waiting' }));
    expect(await strikes.findByText(/Review of Retail Forum removed .*\(egregious\)/)).toBeInTheDocument();
    // A removed partner reply's strike says it was the reply, not the review.
    expect(strikes.getByText(/^Reply to a review of Logistics Summit removed /)).toBeInTheDocument();
    expect(strikes.getByRole('checkbox', { name: 'Only appeals waiting' })).not.toBeChecked();
    expect(router.state.location.search).toBe('?strikes.appeal=ALL');
    expect(pathsOf(api.calls, '/admin/review-strikes').at(-1)).toBe('/admin/review-strikes');
  });
});

describe('ReviewsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the queue, its wait and the decision in German', async () => {
    mockPage({ 'GET /admin/reviews': answer(page([review()])) });
    renderPage();
    const queueDe = within(await screen.findByRole('region', { name: 'Bewertungswarteschlange' }));
    const ada = await queueDe.findByRole('listitem', { name: '3/10 für FinTech Summit von Ada Lovelace' });
    expect(ada).toHaveTextContent('Wartet (markiert) · eingereicht am');
    expect(ada).toHaveTextContent('Wartet seit 2 von 5 Werktagen');
    expect(within(ada).getByRole('button', { name: 'Entscheidung speichern' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verwarnungen und Einsprüche' })).toBeInTheDocument();
    expect(ada).toHaveTextContent('Gefunden: Ein Link, Eine E-Mail-Adresse');
  });
});
