// The attendee's review of one past event: score 1-10, the five optional subscores and text, checked
// with the server's own schema (ZReviewBody) before it is sent.
import { useState, type FormEvent } from 'react';
import { firstErrorByPath, ZReviewBody, type TMyReview } from '@pavilion/domain';
import { errorMessage, fieldErrors, useWriteReviewMutation } from '@pavilion/api-client';
import { ReviewScoreFields, reviewScoresBody, reviewScoreValues } from '@pavilion/features-event';
import { FormAlert } from '@pavilion/features-page-kit';
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
  const [values, setValues] = useState(reviewScoreValues);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [write, { isLoading }] = useWriteReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZReviewBody.safeParse({ ...reviewScoresBody(values), text });
    if (!parsed.success) {
      setErrors(firstErrorByPath(parsed.error));
      return;
    }
    setErrors({});
    try {
      onDone(await write({ eventId, body: parsed.data }).unwrap());
    } catch (err) {
      setErrors(fieldErrors(err));
      setFailure(errorMessage(err));
    }
  };

  return (
    <form className="pv-review-form" onSubmit={submit} noValidate aria-label={`Review of ${eventName}`}>
      <FormAlert title="Your review was not sent" message={failure} />
      <ReviewScoreFields
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        errors={errors}
        scoreLabel="Overall score (1-10)"
        scorePlaceholder="Choose a score"
        legend="Scores for parts of the event (optional)"
        className="pv-review-form__subscores"
      />
      <TextArea
        label="Your review"
        required
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        hint="Reviews with links, email addresses, phone numbers or profanity are read by a moderator first."
      />
      <Button type="submit" loading={isLoading}>
        Submit review
      </Button>
    </form>
  );
}
