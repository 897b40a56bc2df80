// The scores of a review, as the attendee's review form and support's edit on the console ask for
// them: the score 1-10 and the five optional subscores, each a list of 1 to 10 ("No score" for none).
// A field group (page-kit's pattern): the form holds the scores as text under these names.
import type { FieldValues, Path } from 'react-hook-form';
import { REVIEW_SUBSCORES, REVIEW_SUBSCORE_LABELS } from '@pavilion/domain';
import { messageOf, type FieldGroupProps } from '@pavilion/features-page-kit';
import { Select } from '@pavilion/ui';
import { EVENT_CARD_TEXT } from './messages';

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

export type ReviewScoreFieldsProps<
  TValues extends ReviewScoreValues & FieldValues,
  TOutput = TValues,
> = FieldGroupProps<TValues, TOutput> & {
  scoreLabel: string;
  scorePlaceholder?: string;
  legend: string;
  className?: string;
};

export function ReviewScoreFields<TValues extends ReviewScoreValues & FieldValues, TOutput = TValues>({
  form,
  scoreLabel,
  scorePlaceholder,
  legend,
  className,
}: ReviewScoreFieldsProps<TValues, TOutput>) {
  const { register } = form;
  const errors = form.formState.errors;
  const name = (field: ReviewScoreField) => field as Path<TValues>;
  return (
    <>
      <Select
        label={scoreLabel}
        required
        placeholder={scorePlaceholder}
        options={SCORES}
        error={messageOf(errors, name('score'))}
        {...register(name('score'))}
      />
      <fieldset className={className}>
        <legend>{legend}</legend>
        {REVIEW_SUBSCORES.map((k) => (
          <Select
            key={k}
            label={REVIEW_SUBSCORE_LABELS[k]}
            placeholder={EVENT_CARD_TEXT.noScore}
            options={SCORES}
            error={messageOf(errors, name(k))}
            {...register(name(k))}
          />
        ))}
      </fieldset>
    </>
  );
}
