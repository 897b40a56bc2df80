// What the admin options area says.

export const ADMIN_OPTION_MESSAGES = {
  duplicate: (name: string) => `"${name}" is already in the list`,
  notFound: 'No such item in this list',
} as const;
