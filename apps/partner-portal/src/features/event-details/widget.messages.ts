// What an event's "On your website" part says: the ticket widget's snippet, its colours and preview.
import { defineMessages } from '@pavilion/domain';

export const WIDGET_SECTION_TEXT = defineMessages('partner.widget', {
  title: 'On your website',
  intro:
    "Sell this event's tickets on your own website: paste the snippet where the tickets should show. It lists the ticket types with their prices and what is left, in your visitor's language, and its Buy tickets button opens Pavilion's checkout in a new window. Sales through it show in your insights.",
  notPublicYet:
    'The widget shows the tickets once the event is approved and published; until then it says that they cannot be shown.',
  scriptLabel: 'Script to copy',
  scriptHint:
    'Paste it into your page where the tickets should show. data-lang sets the language (en, es, fr or de); without it the page’s language is used.',
  frameLabel: 'Or an iframe, for sites that take no scripts',
  copy: 'Copy',
  copyNamed: 'Copy the {what, select, script {script} other {iframe}}',
  copied: 'Copied.',
  copyFailed: 'Copying failed: select the text and copy it yourself.',
  frameTitle: 'Tickets for {event}',
  coloursTitle: 'Colours',
  coloursIntro:
    'The accent is the colour of the Buy tickets button, the text colour is the colour of its words. They must contrast at least 4.5:1 to be readable.',
  form: 'Widget colours',
  accent: 'Accent colour',
  accentText: 'Text on the accent',
  colourHint: 'A hex code, like #1d4ed8',
  contrast: 'Contrast {ratio, number}:1',
  save: 'Save colours',
  saved: 'Colours saved. Widgets on websites show them within a minute.',
  notSaved: 'The colours were not saved',
  failed: 'The colours could not be saved. Please try again.',
  loading: 'Loading the widget colours',
  loadFailed: 'The widget colours could not be loaded',
  previewTitle: 'Preview',
  previewLabel: 'Preview of the widget',
});
