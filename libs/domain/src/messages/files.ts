// What the file route says when it refuses.
import { defineMessages } from '../i18n';
export const FILE_MESSAGES = defineMessages('files', {
  notFound: 'File not found',
});
