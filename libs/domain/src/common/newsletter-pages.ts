// The marketplace's pages the newsletter's emails link to, apart from the newsletter's schemas so that the
// apps' route tables read them without loading zod into the first page.

/** The marketplace's pages the newsletter's emails link to (each with ?token=). */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;
