// Marketing figures shown on the home, partner and about pages.

export const PARTNER_PLAN_FROM_USD = 99;
export const PAYOUT_BUSINESS_DAYS = '2-3';
export const PARTNER_REVIEW_BUSINESS_DAYS = '2-3';
export const CONFIRMATION_EMAIL_MAX_MINUTES = 5;
