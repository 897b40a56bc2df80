// The widget's own sentence is the catalogues' `widget.unavailable`, in each of the four languages.
import { LOCALES, loadCatalogues, translate, WIDGET_MESSAGES } from '@pavilion/domain';
import { UNAVAILABLE, widgetLanguage } from './texts';

it('says what the catalogues say when Pavilion cannot be reached, in every language', async () => {
  expect(WIDGET_MESSAGES.unavailable).toBe(UNAVAILABLE.en);
  for (const locale of LOCALES) {
    await loadCatalogues(locale);
    expect(UNAVAILABLE[locale]).toBe(translate('widget.unavailable', undefined, locale));
  }
  expect(Object.keys(UNAVAILABLE).sort()).toEqual([...LOCALES].sort());
});

it('takes the language of a tag, English for any other', () => {
  expect(widgetLanguage('de-CH')).toBe('de');
  expect(widgetLanguage('FR')).toBe('fr');
  expect(widgetLanguage('pt-BR')).toBe('en');
  expect(widgetLanguage(undefined)).toBe('en');
});
