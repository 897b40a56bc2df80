// The one sentence the widget needs before Pavilion answers: when Pavilion cannot be reached at all.
// Every other word comes in the answer, in its language. texts.spec.ts holds these to the catalogues'
// `widget.unavailable`, so they stay what the translators wrote.
export const UNAVAILABLE: Record<string, string> = {
  en: 'The tickets cannot be shown right now. Please try again later.',
  es: 'Ahora mismo no se pueden mostrar las entradas. Inténtalo de nuevo más tarde.',
  fr: 'Les billets ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  de: 'Die Tickets können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
};

/** en, es, fr or de from a language tag ('de-AT' is de); anything else English. */
export function widgetLanguage(tag: string | null | undefined): string {
  const language = (tag ?? '').slice(0, 2).toLowerCase();
  return language in UNAVAILABLE ? language : 'en';
}
