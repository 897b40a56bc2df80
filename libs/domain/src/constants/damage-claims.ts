// The damage claims limits and kinds.

export const DAMAGE_CLAIM_COMMENT_MAX = 1000;

export const DAMAGE_CLAIM_DESCRIPTION_MAX = 2000;

export const DAMAGE_CLAIM_DESCRIPTION_MIN = 20;

/** Calendar days after the event's last day (where it is held) in which a claim may be filed. */
export const DAMAGE_CLAIM_FILING_DAYS = 14;

export const DAMAGE_CLAIM_MAX_PHOTOS = 6;

export const DAMAGE_CLAIM_REASON_MAX = 1000;

export const DAMAGE_CLAIM_REASON_MIN = 10;

/** Photos a partner may hold uploaded and not yet in a claim (they are removed after a day). */
export const DAMAGE_PHOTOS_WAITING_MAX = 30;

export const DAMAGE_POLICY_TEXT_MAX = 500;
