import { createTranslator } from 'next-intl';
import { messagesByLocale } from '@/lib/i18n/messages';
import type { Locale } from '@contract/locales';

/**
 * A stand-in for `next-intl/server` when a test calls a server component as a function: the
 * translations come from the real message files of `locale`. Use it from a mock factory:
 * `vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'))`.
 */
export function nextIntlServer(locale: Locale) {
  const messages = messagesByLocale[locale];
  return {
    getLocale: async () => locale,
    getTranslations: async (options?: string | { namespace?: string }) =>
      createTranslator({
        locale,
        messages,
        namespace: (typeof options === 'string' ? options : options?.namespace) as never,
      }),
  };
}
