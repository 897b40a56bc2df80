// What the file route says when it refuses.
export const FILE_MESSAGES = {
  notFound: 'File not found',
} as const;
