/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer } from '@pavilion/api-client/testing';
import { REVIEW_MESSAGES, type TMyReview } from '@pavilion/domain';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { ReviewForm } from './review-form';

const written = (over: Partial<TMyReview> = {}): TMyReview => ({
  id: 40,
  eventId: 5,
  status: 'PUBLISHED',
  score: 8,
  subscores: { venue: 9, content: null, networking: null, staff: null, valueForMoney: 6 },
  text: 'Great speakers.',
  submittedAt: '2030-03-05T10:00:00.000Z',
  decisionReason: null,
  message: REVIEW_MESSAGES.published,
  ...over,
});

function renderForm() {
  const onDone = jest.fn();
  const view = renderRoutes(
    [{ path: '/user/reviews', element: <ReviewForm eventId={5} eventName="FinTech Summit" onDone={onDone} /> }],
    '/user/reviews',
  );
  return { ...view, onDone, form: screen.getByRole('form', { name: 'Review of FinTech Summit' }) };
}

describe('ReviewForm', () => {
  it('sends the score, the subscores chosen (the others as null) and the text, then hands back the review', async () => {
    const api = mockApi({ 'POST /events/5/reviews': answer(written(), 201) });
    const { form, onDone } = renderForm();
    const user = userEvent.setup({ delay: null });
    const f = within(form);
    await user.selectOptions(f.getByRole('combobox', { name: /Overall score \(1-10\)/ }), '8');
    await user.selectOptions(f.getByRole('combobox', { name: 'Venue' }), '9');
    await user.selectOptions(f.getByRole('combobox', { name: 'Value for money' }), '6');
    await user.type(f.getByRole('textbox', { name: /Your review/ }), '  Great speakers.  ');
    await user.click(f.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(written()));
    expect(api.callsTo('POST /events/5/reviews')).toHaveLength(1);
    expect(api.callsTo('POST /events/5/reviews')[0]!.body).toEqual({
      score: 8,
      venue: 9,
      content: null,
      networking: null,
      staff: null,
      valueForMoney: 6,
      text: 'Great speakers.',
    });
  });

  it('names the fields the shared schema refuses and sends nothing', async () => {
    const api = mockApi({});
    const { form } = renderForm();
    const user = userEvent.setup({ delay: null });
    const f = within(form);
    await user.type(f.getByRole('textbox', { name: /Your review/ }), '   ');
    await user.click(f.getByRole('button', { name: 'Submit review' }));

    const score = f.getByRole('combobox', { name: /Overall score/ });
    expect(score).toBeInvalid();
    expect(score).toHaveAccessibleDescription(REVIEW_MESSAGES.score);
    expect(f.getByRole('textbox', { name: /Your review/ })).toHaveAccessibleDescription(
      expect.stringContaining(REVIEW_MESSAGES.textRequired),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server refusal in words', async () => {
    mockApi({
      'POST /events/5/reviews': answer({ error: REVIEW_MESSAGES.alreadyReviewed, code: 'CONFLICT' }, 409),
    });
    const { form, onDone } = renderForm();
    const user = userEvent.setup({ delay: null });
    const f = within(form);
    await user.selectOptions(f.getByRole('combobox', { name: /Overall score/ }), '7');
    await user.type(f.getByRole('textbox', { name: /Your review/ }), 'Good');
    await user.click(f.getByRole('button', { name: 'Submit review' }));

    const alert = await f.findByRole('alert');
    expect(alert).toHaveTextContent('Your review was not sent');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts a 400's field messages beside their fields", async () => {
    mockApi({
      'POST /events/5/reviews': answer(
        {
          error: 'Please correct the highlighted fields',
          code: 'VALIDATION',
          fields: { venue: REVIEW_MESSAGES.subscore({ label: 'Venue' }) },
        },
        400,
      ),
    });
    const { form } = renderForm();
    const user = userEvent.setup({ delay: null });
    const f = within(form);
    await user.selectOptions(f.getByRole('combobox', { name: /Overall score/ }), '7');
    await user.selectOptions(f.getByRole('combobox', { name: 'Venue' }), '3');
    await user.type(f.getByRole('textbox', { name: /Your review/ }), 'Good');
    await user.click(f.getByRole('button', { name: 'Submit review' }));

    await waitFor(() =>
      expect(f.getByRole('combobox', { name: 'Venue' })).toHaveAccessibleDescription(
        'Venue must be a score from 1 to 10, or left empty',
      ),
    );
    expect(f.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  });

  it('blocks a second send while the first is on its way and clears the last refusal', async () => {
    let release: (value: MockAnswer) => void = () => undefined;
    let attempts = 0;
    const api = mockApi({
      'POST /events/5/reviews': () => {
        attempts += 1;
        if (attempts === 1) return answer({ error: REVIEW_MESSAGES.notEnded, code: 'CONFLICT' }, 409);
        return new Promise<MockAnswer>((resolve) => {
          release = resolve;
        });
      },
    });
    const { form, onDone } = renderForm();
    const user = userEvent.setup({ delay: null });
    const f = within(form);
    await user.selectOptions(f.getByRole('combobox', { name: /Overall score/ }), '8');
    await user.type(f.getByRole('textbox', { name: /Your review/ }), 'Great speakers.');
    await user.click(f.getByRole('button', { name: 'Submit review' }));
    expect(await f.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notEnded);

    await user.click(f.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(f.getByRole('button', { name: 'Submit review' })).toBeDisabled());
    expect(f.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Submit review' }));
    expect(api.callsTo('POST /events/5/reviews')).toHaveLength(2);

    release(answer(written(), 201));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(f.getByRole('button', { name: 'Submit review' })).toBeEnabled();
  });
});
