import type { Locale } from '@contract';
import { catalogue, type MessageKey } from './catalogue';
import { formatMessage, type Params } from './format';

export type { MessageKey } from './catalogue';
export type { Params } from './format';

/** A message for a person, rendered in the request's language only when the answer is written. */
export interface Message {
  key: MessageKey;
  params?: Params;
}

/** A message by key alone, or with the values of its placeholders. */
export type Text = MessageKey | Message;

export function msg(key: MessageKey, params?: Params): Message {
  return params ? { key, params } : { key };
}

/** The text of a message in one language (cs, sk or en). */
export function renderText(locale: Locale, text: Text): string {
  const message = typeof text === 'string' ? { key: text } : text;
  const texts = catalogue[message.key];
  return formatMessage(texts[locale], message.params ?? {}, locale, (nested) => renderText(locale, nested as Message));
}
