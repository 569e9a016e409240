import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckoutStepBar } from '@/components/cart/checkout-step-bar';
import { MinimalNavbar } from '@/components/navigation/minimal-navbar';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';
import { PricePreferencesSwitch } from '@/components/preferences/price-preferences-switch';
import { currencyCodes, type Locale } from '@contract/locales';
import { defaultPricePreferences } from '@/lib/prices/price-preferences';

/** The cart section: minimal navbar with the language switch and the checkout step bar. */
export function CartLayout({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  return (
    <>
      <SkipLink />
      <MinimalNavbar
        preferences={<PricePreferencesSwitch fallback={defaultPricePreferences(locale)} currencies={currencyCodes} />}
      />
      <CheckoutStepBar />
      <main id={mainContentId} className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
