// The attendee's review of one past event: score 1-10, the five optional subscores and text, checked
// with the server's own schema (ZReviewBody) before it is sent.
import { useState, type FormEvent } from 'react';
import { REVIEW_SUBSCORES, REVIEW_SUBSCORE_LABELS, ZReviewBody, type TMyReview } from '@pavilion/domain';
import { errorMessage, fieldErrors, useWriteReviewMutation } from '@pavilion/api-client';
import { FormAlert } from '@pavilion/features-page-kit';
import { Button, Select, TextArea } from '@pavilion/ui';

const SCORES = Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
type Field = 'score' | (typeof REVIEW_SUBSCORES)[number];

export function ReviewForm({
  eventId,
  eventName,
  onDone,
}: {
  eventId: number;
  eventName: string;
  onDone: (review: TMyReview) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    score: '',
    venue: '',
    content: '',
    networking: '',
    staff: '',
    valueForMoney: '',
  });
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [write, { isLoading }] = useWriteReviewMutation();
  const number = (v: string) => (v === '' ? null : Number(v));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZReviewBody.safeParse({
      score: values.score === '' ? undefined : Number(values.score),
      ...Object.fromEntries(REVIEW_SUBSCORES.map((k) => [k, number(values[k])])),
      text,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
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

  const set = (key: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form className="pv-review-form" onSubmit={submit} noValidate aria-label={`Review of ${eventName}`}>
      <FormAlert title="Your review was not sent" message={failure} />
      <Select
        label="Overall score (1-10)"
        required
        placeholder="Choose a score"
        options={SCORES}
        value={values.score}
        onChange={set('score')}
        error={errors.score}
      />
      <fieldset className="pv-review-form__subscores">
        <legend>Scores for parts of the event (optional)</legend>
        {REVIEW_SUBSCORES.map((k) => (
          <Select
            key={k}
            label={REVIEW_SUBSCORE_LABELS[k]}
            placeholder="No score"
            options={SCORES}
            value={values[k]}
            onChange={set(k)}
            error={errors[k]}
          />
        ))}
      </fieldset>
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
