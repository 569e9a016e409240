import type { ReactNode } from 'react';
import type { Alternates } from '@/components/navigation/language-switch';
import { SiteFooter } from '@/components/navigation/site-footer';
import { SiteHeader } from '@/components/navigation/site-header';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';
import type { PricePreferences } from '@/lib/prices/price-preferences';

/**
 * The default layout of catalogue and content pages. It is composed by the page rather than a
 * layout file because the language switch needs the page's own path in every language.
 */
export function DefaultLayout({
  alternates,
  preferences,
  children,
}: {
  alternates?: Alternates;
  preferences?: PricePreferences;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader alternates={alternates} preferences={preferences} />
      <main id={mainContentId} className="mx-auto max-w-6xl px-4 pt-4 pb-8 lg:pt-8">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
