// The automatic check every review and reply goes through before it is shown. It looks for:
// profanity (the `obscenity` library for English, with its look-alike and leetspeak handling, and the
// `naughty-words` lists for Spanish, French and German, as whole words); contact details that would
// take buyers off the platform (links, email addresses, phone numbers); advertising and spam in the
// four languages the product speaks (word lists below); and repeated text: a character or a group of
// characters run over and over, or (checked by the services, which know the author) the same text the
// same author already wrote. Clean text is published at once; anything found sends it to the
// moderation queue.
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import naughtyDe from 'naughty-words/de.json';
import naughtyEs from 'naughty-words/es.json';
import naughtyFr from 'naughty-words/fr.json';
import type { TReviewFlag } from '@pavilion/domain';

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * Entries of the Spanish, French and German lists left out: everyday words that are no insult in a
 * review ("martillo" is a hammer, "infierno" hell, "concha" a shell, "nackt" naked) or that are a
 * common word of another of our languages ("con" is Spanish for "with", "bitte" German for "please").
 */
const NOT_PROFANE = new Set([
  'asesinato',
  'asno',
  'caca',
  'concha',
  'drogas',
  'esperma',
  'fiesta de salchichas',
  'haciendo el amor',
  'heroína',
  'idiota',
  'infierno',
  'maldito',
  'martillo',
  'nazi',
  'orina',
  'pezón',
  'pis',
  'racista',
  'semen',
  'sexo',
  'travesti',
  'trio',
  'vulva',
  'bitte',
  'bordel',
  'bourré',
  'bourrée',
  'caca',
  'clitoris',
  'con',
  'folle',
  'gerbe',
  'gueule',
  'jouir',
  'ménage à trois',
  'meuf',
  'péter',
  'pipi',
  'suce',
  'tanche',
  'bimbo',
  'bonze',
  'fratze',
  'kimme',
  'mufti',
  'nackt',
  'nippel',
  'orgasmus',
  'penis',
  'pinkeln',
  'popel',
  'rosette',
]);

/** A list of words and phrases as one whole-word, case-insensitive pattern (letters of any script). */
function wordsPattern(words: readonly string[]): RegExp {
  const escaped = words
    .map((w) => w.normalize('NFC').toLowerCase().trim())
    .filter((w) => w && !NOT_PROFANE.has(w))
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const OTHER_PROFANITY = wordsPattern([...naughtyEs, ...naughtyFr, ...naughtyDe]);

/**
 * Advertising in a review or reply (content guidelines: "advertising, links, promotional codes or
 * requests to contact someone outside Pavilion"), in English, Spanish, French and German.
 */
export const ADVERTISING_WORDS: readonly string[] = [
  // English
  'discount code',
  'promo code',
  'promotional code',
  'coupon code',
  'voucher code',
  'referral code',
  'use code',
  'use my code',
  'book directly',
  'book direct',
  'contact me',
  'contact us',
  'call us',
  'call me',
  'message me',
  'dm me',
  'whatsapp',
  'telegram',
  'visit our website',
  'visit my website',
  'check out our',
  'follow us on',
  // Spanish
  'código de descuento',
  'codigo de descuento',
  'código promocional',
  'codigo promocional',
  'cupón de descuento',
  'usa el código',
  'reserva directamente',
  'contáctame',
  'contáctanos',
  'llámanos',
  'llámame',
  'visita nuestra web',
  'visita nuestro sitio',
  'síguenos en',
  // French
  'code promo',
  'code de réduction',
  'code réduction',
  'bon de réduction',
  'utilisez le code',
  'réservez directement',
  'contactez-moi',
  'contactez-nous',
  'appelez-nous',
  'appelez-moi',
  'visitez notre site',
  'suivez-nous sur',
  // German
  'rabattcode',
  'gutscheincode',
  'aktionscode',
  'promo-code',
  'mit dem code',
  'direkt buchen',
  'kontaktieren sie mich',
  'kontaktieren sie uns',
  'rufen sie uns an',
  'rufen sie mich an',
  'besuchen sie unsere website',
  'besuchen sie unsere webseite',
  'folgen sie uns auf',
];

/** Spam: text that sells something other than the event, in the four languages. */
export const SPAM_WORDS: readonly string[] = [
  // English
  'click here',
  'buy now',
  'make money',
  'earn money',
  'work from home',
  'free money',
  'casino',
  'crypto',
  'bitcoin',
  'forex',
  'viagra',
  'cialis',
  'payday loan',
  'weight loss',
  'followers',
  // Spanish
  'haz clic aquí',
  'haga clic aquí',
  'compra ahora',
  'gana dinero',
  'ganar dinero',
  'trabaja desde casa',
  'dinero fácil',
  'criptomonedas',
  'préstamo rápido',
  // French
  'cliquez ici',
  'achetez maintenant',
  'gagnez de l’argent',
  "gagnez de l'argent",
  'gagner de l’argent',
  "gagner de l'argent",
  'travail à domicile',
  'argent facile',
  'crypto-monnaie',
  'prêt rapide',
  // German
  'hier klicken',
  'klicken sie hier',
  'jetzt kaufen',
  'geld verdienen',
  'schnelles geld',
  'von zu hause arbeiten',
  'kryptowährung',
  'sofortkredit',
];

const ADVERTISING = wordsPattern(ADVERTISING_WORDS);
const SPAM = wordsPattern(SPAM_WORDS);

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
// A scheme, "www.", or a domain with a common top-level domain ("example.com/path").
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|uk|de|fr|es|eu|info|biz|ly|me|app|dev|xyz|gl|gg|to|link|site|online|shop)\b(?:\/\S*)?/i;
// Seven or more digits in a row, allowing the usual separators: scores ("9/10"), years and prices are shorter.
const PHONE = /(?:\+\s?)?(?:\d[\s().-]{0,2}){7,}/;
// The same character six times in a row ("!!!!!!", "soooooo"; digits are left to amounts), or the same
// group of 3 to 30 characters four times in a row ("great great great great ").
const CHARACTER_RUN = /([^\d\s])\1{5,}|(\S.{2,29}?)\2{3,}/su;

/** A text as two texts are compared for sameness: letters and digits only, lower case. */
export function sameTextKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What the automatic check found in a text on its own; empty when it is clean. */
export function checkContent(text: string): TReviewFlag[] {
  const flags: TReviewFlag[] = [];
  const normal = text.normalize('NFC');
  if (profanity.hasMatch(text) || OTHER_PROFANITY.test(normal)) flags.push('PROFANITY');
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  if (LINK.test(withoutEmails)) flags.push('LINK');
  if (EMAIL.test(text)) flags.push('EMAIL');
  if (PHONE.test(text)) flags.push('PHONE');
  if (ADVERTISING.test(normal)) flags.push('ADVERTISING');
  if (SPAM.test(normal)) flags.push('SPAM');
  if (CHARACTER_RUN.test(normal)) flags.push('REPEATED');
  return flags;
}

/** The check's flags with REPEATED added when the author already wrote the same text. */
export function withRepeat(flags: TReviewFlag[], text: string, earlier: readonly string[]): TReviewFlag[] {
  if (flags.includes('REPEATED')) return flags;
  const key = sameTextKey(text);
  return key && earlier.some((e) => sameTextKey(e) === key) ? [...flags, 'REPEATED'] : flags;
}
