// The size and count ranges of the reference lists, written from their numbers in the reader's words.
import { defineMessages } from '../i18n/translator';

export const RANGE_TEXT = defineMessages('reference.ranges', {
  none: 'None',
  between: '{min, number}-{max, number}',
  atLeast: '{min, number}+',
  areaUnder: 'Under {max, number} sqm',
  areaBetween: '{min, number}-{max, number} sqm',
  areaOver: 'Over {min, number} sqm',
});
