// The attendee's review of one past event: score 1-10, the five optional subscores and text, checked
// with the server's own schema (ZReviewBody, through the form's ZReviewForm) before it is sent.
import { ZReviewForm, type TMyReview } from '@pavilion/domain';
import { useWriteReviewMutation } from '@pavilion/api-client';
import { ReviewScoreFields, reviewScoreValues } from '@pavilion/features-event';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, TextArea } from '@pavilion/ui';
import { REVIEWS_TEXT as T } from './messages';

export function ReviewForm({
  eventId,
  eventName,
  onDone,
}: {
  eventId: number;
  eventName: string;
  onDone: (review: TMyReview) => void;
}) {
  const { form, server, submit, submitting } = useZodForm(ZReviewForm, {
    defaultValues: { ...reviewScoreValues(), text: '' },
  });
  const [write] = useWriteReviewMutation();

  return (
    <Form
      className="pv-review-form"
      aria-label={T.reviewOf({ event: eventName })}
      alertTitle={T.reviewNotSent}
      server={server}
      onSubmit={submit(async (body) => onDone(await write({ eventId, body }).unwrap()))}
    >
      <ReviewScoreFields
        form={form}
        scoreLabel={T.overallScore}
        scorePlaceholder={T.chooseScore}
        legend={T.subscoresLegend}
        className="pv-review-form__subscores"
      />
      <TextArea
        label={T.yourReview}
        required
        rows={5}
        error={form.formState.errors.text?.message}
        hint={T.reviewHint}
        {...form.register('text')}
      />
      <Button type="submit" loading={submitting}>
        {T.submitReview}
      </Button>
    </Form>
  );
}
