// The finances limits and kinds.

export const PLAN_KEYS = ['starter', 'growth', 'enterprise'] as const;
