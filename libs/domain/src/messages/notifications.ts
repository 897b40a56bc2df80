// What the notification routes say when they refuse.
export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;
