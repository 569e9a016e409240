import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type E2eLocale = 'cs' | 'sk' | 'en';

type Messages = { [key: string]: string | Messages };

/** One namespace of the storefront's messages, as the pages show them (`messages/<locale>/<namespace>.json`). */
export function messages(locale: E2eLocale, namespace: string): Messages {
  return JSON.parse(readFileSync(join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8')) as Messages;
}

/** A message by its dot path (`delivery.fields.email`), with `{name}` placeholders filled in. */
export function text(locale: E2eLocale, namespace: string, path: string, values: Record<string, string> = {}): string {
  let found: string | Messages | undefined = messages(locale, namespace);
  for (const key of path.split('.')) found = typeof found === 'object' ? found[key] : undefined;
  if (typeof found !== 'string') throw new Error(`No message ${namespace}.${path} in ${locale}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
