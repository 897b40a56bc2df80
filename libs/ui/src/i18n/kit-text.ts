// What the kit says itself (its buttons' and landmarks' names, its loading, empty and upload states): the
// product's messages `ui.<component>.<name>`, here in English ICU text. The kit may import only ui and util
// libraries, not the domain that defines and translates messages: so the page kit defines the same texts
// as messages (libs/features/page-kit/src/lib/ui-kit.messages.ts, held equal to these by its spec) and
// hands the kit the product's language (`setKitLanguage`); until then (the kit's own tests and stories)
// the kit speaks this English. Texts the kit takes as props (labels, titles) stay props, their defaults
// read from here when the component renders.
import { IntlMessageFormat } from 'intl-messageformat';

export const KIT_ENGLISH = {
  alert: {
    tryAgain: 'Try again',
    dismiss: 'Dismiss',
  },
  autocomplete: {
    showOptions: 'Show options',
  },
  carousel: {
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: '{position} of {count}',
    startRotation: 'Start automatic slide show',
    stopRotation: 'Stop automatic slide show',
    slides: 'Slides',
    goToSlide: 'Go to slide {position}',
  },
  dataTable: {
    loading: 'Loading...',
    empty: 'No data',
    sortable: ', column headers with buttons are sortable.',
  },
  dateRangePicker: {
    apply: 'Apply',
    clear: 'Clear',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    selectStart: 'Select a start date',
    selectEnd: '{start}: select an end date',
    range: '{start} – {end}',
    day: '{date}{role, select, both {, start and end date} start {, start date} end {, end date} other {}}',
  },
  dateRange: {
    from: 'From {date}',
    until: 'Until {date}',
  },
  dialog: {
    close: 'Close',
  },
  fileUpload: {
    uploading: 'Uploading...',
    success: 'Upload complete',
    error: 'Upload failed. Please try again.',
    previewAlt: 'Preview of the chosen image',
    noImage: 'No Image',
    chooseFile: 'Choose a file',
    chooseImage: 'Choose an image',
    orDrag: '{choose} or drag it here',
    chosenFiles: 'Chosen files',
  },
  multiSelect: {
    filterPlaceholder: 'Type to filter',
    noOptions: 'No options found',
    filterLabel: 'Filter {label}',
    filterOptions: 'Filter options',
    selected: '{count, plural, other {# selected}}',
    noneSelected: 'None selected',
    clear: 'Clear',
    clearNamed: 'Clear {label}',
    clearSelection: 'Clear selection',
  },
  otpInput: {
    pasteDigitsOnly: 'Please paste numbers only',
    digitOf: 'Digit {position} of {length}',
  },
  pagination: {
    loadMore: 'Load more',
    loading: 'Loading...',
    showing: 'Showing {shown} of {total}',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
  passwordChecklist: {
    met: 'met',
    notMet: 'not met',
    rule: ': {state}',
  },
  quantityStepper: {
    decrease: 'Decrease {label}',
    increase: 'Increase {label}',
  },
  spinner: {
    loading: 'Loading',
  },
  starRating: {
    rated: 'Rated {value} out of {max}',
  },
  textArea: {
    characters: '{count}/{max} characters',
  },
  toast: {
    dismiss: 'Dismiss notification',
    notifications: 'Notifications',
  },
} as const;

export type KitComponent = keyof typeof KIT_ENGLISH;
export type KitValues = Record<string, string | number | Date>;

/** How the product gives the kit its language: its messages (by key) and its formats' Intl locale. */
export type KitLanguage = {
  /** The message `ui.<component>.<name>` in the current language, placeholders filled. */
  translate: (key: string, values?: KitValues) => string;
  /** The current language's Intl locale ('de-DE'); the product's English is 'en-US'. */
  formatLocale: () => string;
};

const english: KitLanguage = {
  translate: (key, values) => {
    const [, component, name] = key.split('.') as [string, KitComponent, string];
    const text = (KIT_ENGLISH[component] as Record<string, string>)[name] ?? key;
    return values ? String(new IntlMessageFormat(text, 'en-US').format(values)) : text;
  },
  formatLocale: () => 'en-US',
};
let language: KitLanguage = english;

/** Gives the kit the product's language (the page kit does, when it loads); undefined returns to English. */
export function setKitLanguage(next: KitLanguage | undefined): void {
  language = next ?? english;
}

/** The Intl locale the kit formats dates and numbers in ('en-US' for English). */
export function kitLocale(): string {
  return language.formatLocale();
}

/** A whole number in the current language's digits, without grouping ('1000', as counters write it). */
export function kitDigits(value: number): string {
  return new Intl.NumberFormat(kitLocale(), { useGrouping: false }).format(value);
}

/** A number in the current language's digits and separators ('4.5', '4,5'), at most `fractionDigits` decimals. */
export function kitNumber(value: number, fractionDigits = 1): string {
  return new Intl.NumberFormat(kitLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** The day a week starts on where the current language is spoken (0 Sunday, 1 Monday), as a calendar shows it. */
export function kitWeekStart(localeName = kitLocale()): 0 | 1 {
  const locale = new Intl.Locale(localeName) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
  // Intl names Monday 1 and Sunday 7; where it is not known, the United States start on Sunday, Europe on Monday.
  if (firstDay !== undefined) return firstDay === 7 ? 0 : 1;
  return locale.region === 'US' ? 0 : 1;
}

type KitMessages<T extends Record<string, string>> = {
  readonly [K in keyof T]: T[K] extends `${string}{${string}` ? (values: KitValues) => string : string;
};

/**
 * A component's texts: each reads in the current language when it is read (a getter, or a function of
 * the placeholders' values), never when a module loads.
 */
export function kitText<C extends KitComponent>(component: C): KitMessages<(typeof KIT_ENGLISH)[C]> {
  const texts = {} as Record<string, unknown>;
  for (const [name, text] of Object.entries(KIT_ENGLISH[component])) {
    const key = `ui.${component}.${name}`;
    if (text.includes('{')) texts[name] = (values: KitValues) => language.translate(key, values);
    else Object.defineProperty(texts, name, { enumerable: true, get: () => language.translate(key) });
  }
  return texts as KitMessages<(typeof KIT_ENGLISH)[C]>;
}
