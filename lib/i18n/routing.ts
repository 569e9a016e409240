import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@contract/locale-codes';
import { appPathnames, localeCookie } from './app-pathnames';

export { appPathnames, localeCookie, type AppPathname } from './app-pathnames';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeCookie,
  pathnames: appPathnames,
  // next-intl's `Link` header would pair a catalogue slug with itself in every language; the
  // pages' own hreflang alternates (from the API's `urls`) are the right ones.
  alternateLinks: false,
});
