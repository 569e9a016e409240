'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useOptimistic, useSyncExternalStore, useTransition, type MouseEvent } from 'react';
import { readPriceCookies, writePriceCookie } from '@/lib/prices/price-cookies';
import { loadedQueryClient } from '@/lib/query/shared-query-client';

/** The same shape as `PricePreferences`, spelled out so this island does not pull zod into the page's JavaScript. */
export interface ShownPreferences {
  currency: string;
  tax: 'with' | 'without';
}

interface Props {
  /** What the page was rendered with (catalogue pages: their render variant). */
  current?: ShownPreferences;
  /** Without `current` (app routes), the cookies decide, and this when they are unset or invalid. */
  fallback: ShownPreferences;
  currencies: readonly string[];
}

const noSubscription = () => () => {};

function fromCookies(fallback: ShownPreferences, currencies: readonly string[]): ShownPreferences {
  const raw = readPriceCookies();
  const currency = raw.currency?.toUpperCase();
  return {
    currency: currency && currencies.includes(currency) ? currency : fallback.currency,
    tax: raw.tax === 'with' || raw.tax === 'without' ? raw.tax : fallback.tax,
  };
}

/** Where the switch posts without JavaScript (app/api/price-preferences/route.ts). */
const choiceRoute = '/api/price-preferences';

/**
 * The currency choice and the with/without VAT toggle in the header. Each choice is stored in its
 * cookie and the page refreshed: the request interceptor then serves the page's other cached
 * variant, so every price on it follows. Client-side queries (the search popup's suggestions) are
 * invalidated too, since their prices came in the old currency. Without JavaScript it is a form
 * posted to a route that sets the same cookies and sends the shopper back: the VAT toggle is its
 * submit button, and a "Change currency" button (in `<noscript>`) sends the chosen currency.
 */
export function PricePreferencesSwitch({ current, fallback, currencies }: Props) {
  const t = useTranslations('preferences');
  const locale = useLocale();
  const router = useRouter();
  const currencyId = useId();
  const [pending, startTransition] = useTransition();
  // Read on the client only (the server snapshot is the fallback), and again on every render.
  const cookieBased = useSyncExternalStore(
    noSubscription,
    () => JSON.stringify(fromCookies(fallback, currencies)),
    () => JSON.stringify(fallback),
  );
  const [shown, setShown] = useOptimistic<ShownPreferences>(current ?? (JSON.parse(cookieBased) as ShownPreferences));

  function choose(next: ShownPreferences) {
    if (next.currency !== shown.currency) writePriceCookie('currency', next.currency);
    if (next.tax !== shown.tax) writePriceCookie('tax', next.tax);
    startTransition(() => {
      setShown(next);
      router.refresh();
    });
    // Nothing to drop when no island has created the page's query client yet.
    void loadedQueryClient()?.invalidateQueries();
  }

  function toggleTax(event: MouseEvent) {
    event.preventDefault();
    choose({ ...shown, tax: otherTax });
  }

  const otherTax = shown.tax === 'with' ? 'without' : 'with';
  const buttonClass = 'rounded-md border border-neutral-300 px-2 py-1.5 text-neutral-800 hover:border-brand-600';
  return (
    <form action={choiceRoute} method="post">
      <div
        role="group"
        aria-label={t('label')}
        aria-busy={pending || undefined}
        className="flex items-center gap-2 text-sm"
        data-testid="price-preferences"
      >
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor={currencyId} className="sr-only">
          {t('currency')}
        </label>
        <select
          id={currencyId}
          name="currency"
          value={shown.currency}
          onChange={(event) => choose({ ...shown, currency: event.target.value })}
          className="rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-neutral-800 hover:border-brand-600"
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {t(`currencies.${code}` as 'currencies.CZK')}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={buttonClass}>
            {t('applyCurrency')}
          </button>
        </noscript>
        <button
          type="submit"
          name="tax"
          value={otherTax}
          aria-pressed={shown.tax === 'with'}
          onClick={toggleTax}
          className={`group flex items-center gap-2 ${buttonClass}`}
        >
          <span
            aria-hidden="true"
            className="relative inline-block h-4 w-7 rounded-full bg-neutral-300 transition-colors group-aria-pressed:bg-brand-700"
          >
            <span className="absolute top-0.5 left-0.5 h-3 w-3 rounded-full bg-white transition-transform group-aria-pressed:translate-x-3" />
          </span>
          {t('withVat')}
        </button>
      </div>
    </form>
  );
}
