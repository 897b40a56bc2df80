// The reviews limits and kinds.

/** The business constants of reviews (spec, "Business constants and limits"). */
export const REVIEW_RULES = {
  scoreMin: 1,
  scoreMax: 10,
  /** Reviews are accepted within 3 months of the event's end. */
  windowMonths: 3,
  /** Reviews stop being shown 36 months after they were written. */
  shownMonths: 36,
  /** Moderators aim to decide flagged content within 5 business days. */
  moderationTargetBusinessDays: 5,
  strikeWindowDays: 90,
  suspensionDays: 14,
  textMax: 2000,
  reasonMax: 500,
} as const;
