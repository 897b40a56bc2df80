// The attendee's review of one past event: score 1-10, the five optional subscores and text, checked
// with the server's own schema (ZReviewBody, through the form's ZReviewForm) before it is sent.
import { ZReviewForm, type TMyReview } from '@pavilion/domain';
import { useWriteReviewMutation } from '@pavilion/api-client';
import { ReviewScoreFields, reviewScoreValues } from '@pavilion/features-event';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, TextArea } from '@pavilion/ui';

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
      aria-label={`Review of ${eventName}`}
      alertTitle="Your review was not sent"
      server={server}
      onSubmit={submit(async (body) => onDone(await write({ eventId, body }).unwrap()))}
    >
      <ReviewScoreFields
        form={form}
        scoreLabel="Overall score (1-10)"
        scorePlaceholder="Choose a score"
        legend="Scores for parts of the event (optional)"
        className="pv-review-form__subscores"
      />
      <TextArea
        label="Your review"
        required
        rows={5}
        error={form.formState.errors.text?.message}
        hint="Reviews with links, email addresses, phone numbers or profanity are read by a moderator first."
        {...form.register('text')}
      />
      <Button type="submit" loading={submitting}>
        Submit review
      </Button>
    </Form>
  );
}
