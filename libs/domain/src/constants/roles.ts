// The product's roles.

export const ROLES = ['admin', 'partner', 'attendee', 'visitor'] as const;
export type TRole = (typeof ROLES)[number];
