// What saving an event says when it refuses.
import { defineMessages } from '../i18n';

export const FAVOURITE_MESSAGES = defineMessages('favourites', {});
