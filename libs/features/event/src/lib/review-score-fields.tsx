// The scores of a review, as the attendee's review form and support's edit on the console ask for
// them: the score 1-10 and the five optional subscores, each a list of 1 to 10 ("No score" for none).
import { REVIEW_SUBSCORES, REVIEW_SUBSCORE_LABELS } from '@pavilion/domain';
import { Select } from '@pavilion/ui';

const SCORES = Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

export type ReviewScoreField = 'score' | (typeof REVIEW_SUBSCORES)[number];
/** The fields' values as the selects hold them: '' for none. */
export type ReviewScoreValues = Record<ReviewScoreField, string>;

/** The values of a review's scores to start from ('' for a score not given). */
export function reviewScoreValues(review?: {
  score: number;
  subscores: Record<(typeof REVIEW_SUBSCORES)[number], number | null>;
}): ReviewScoreValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    score: text(review?.score),
    ...(Object.fromEntries(REVIEW_SUBSCORES.map((k) => [k, text(review?.subscores[k])])) as Record<
      (typeof REVIEW_SUBSCORES)[number],
      string
    >),
  };
}

/** The scores as a review body takes them: the score (absent when none is chosen), each subscore or null. */
export function reviewScoresBody(values: ReviewScoreValues) {
  const number = (v: string) => (v === '' ? null : Number(v));
  return {
    score: number(values.score) ?? undefined,
    ...Object.fromEntries(REVIEW_SUBSCORES.map((k) => [k, number(values[k])])),
  };
}

export interface ReviewScoreFieldsProps {
  values: ReviewScoreValues;
  onChange: (field: ReviewScoreField, value: string) => void;
  errors: Record<string, string>;
  scoreLabel: string;
  scorePlaceholder?: string;
  legend: string;
  className?: string;
}

export function ReviewScoreFields({
  values,
  onChange,
  errors,
  scoreLabel,
  scorePlaceholder,
  legend,
  className,
}: ReviewScoreFieldsProps) {
  return (
    <>
      <Select
        label={scoreLabel}
        required
        placeholder={scorePlaceholder}
        options={SCORES}
        value={values.score}
        onChange={(e) => onChange('score', e.target.value)}
        error={errors.score}
      />
      <fieldset className={className}>
        <legend>{legend}</legend>
        {REVIEW_SUBSCORES.map((k) => (
          <Select
            key={k}
            label={REVIEW_SUBSCORE_LABELS[k]}
            placeholder="No score"
            options={SCORES}
            value={values[k]}
            onChange={(e) => onChange(k, e.target.value)}
            error={errors[k]}
          />
        ))}
      </fieldset>
    </>
  );
}
