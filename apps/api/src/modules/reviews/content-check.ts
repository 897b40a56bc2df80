// The automatic check every review and reply goes through before it is shown: profanity (the kept
// `obscenity` library, English word list with its look-alike and leetspeak handling) and contact
// details that would take buyers off the platform (links, email addresses, phone numbers). Clean text
// is published at once; anything found sends it to the moderation queue.
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { TReviewFlag } from '@pavilion/domain';

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
// A scheme, "www.", or a domain with a common top-level domain ("example.com/path").
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|uk|de|fr|es|eu|info|biz|ly|me|app|dev|xyz|gl|gg|to|link|site|online|shop)\b(?:\/\S*)?/i;
// Seven or more digits in a row, allowing the usual separators: scores ("9/10"), years and prices are shorter.
const PHONE = /(?:\+\s?)?(?:\d[\s().-]{0,2}){7,}/;

/** What the automatic check found in a text; empty when it is clean. */
export function checkContent(text: string): TReviewFlag[] {
  const flags: TReviewFlag[] = [];
  if (profanity.hasMatch(text)) flags.push('PROFANITY');
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  if (LINK.test(withoutEmails)) flags.push('LINK');
  if (EMAIL.test(text)) flags.push('EMAIL');
  if (PHONE.test(text)) flags.push('PHONE');
  return flags;
}
