// Gives the UI kit the product's language: its texts read as the messages of ui-kit.messages.ts in the
// current language, and it formats dates in the current language's conventions. Imported by the page
// frame and the role guard, which every app loads before its first render.
import { formatLocale, type MessageValue } from '@pavilion/domain';
import { setKitLanguage } from '@pavilion/ui';
import { UI_KIT_TEXT } from './ui-kit.messages';

type AnyMessage = string | ((values: Record<string, MessageValue>) => string);

/** The kit's message `ui.<component>.<name>` in the current language (the key itself if there is none). */
export function kitMessage(key: string, values: Record<string, MessageValue> = {}): string {
  const [, component = '', name = ''] = key.split('.');
  const messages = (UI_KIT_TEXT as unknown as Record<string, Record<string, AnyMessage> | undefined>)[component];
  const message = messages?.[name];
  if (message === undefined) return key;
  return typeof message === 'function' ? message(values) : message;
}

setKitLanguage({ translate: kitMessage, formatLocale });
