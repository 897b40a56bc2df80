// What the console and the API say about a value's names in the four languages.
import { defineMessages } from '../i18n/translator';

export const OPTION_NAMES_TEXT = defineMessages('admin.optionNames', {
  nameRequired:
    '{language, select, en {Enter the name in English} es {Enter the name in Spanish} fr {Enter the name in French} de {Enter the name in German} other {Enter the name}}',
  nameLong: 'At most {max} characters',
});
