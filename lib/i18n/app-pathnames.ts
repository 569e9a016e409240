// The routing table without next-intl: client code that only builds or reads localized paths
// (lib/i18n/localized-path.ts, the visitor cookies) imports it from here, so next-intl's routing
// and navigation runtime stay out of the browser's first load (docs/benchmarks.md).

/**
 * The remembered language: next-intl sets it on pages rendered per request, the browser on cached
 * pages (components/providers/visitor-cookies.tsx), which may not carry cookies.
 */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const;

/**
 * Every app route with its localized path per language. Catalogue paths (products, categories,
 * brands, articles, static pages) are not listed: the catch-all resolves them through the shop API.
 */
export const appPathnames = {
  '/': '/',
  '/cart': { cs: '/kosik', sk: '/kosik', en: '/my-cart' },
  '/cart/shipping-and-payment': {
    cs: '/kosik/doprava-a-platba',
    sk: '/kosik/doprava-a-platba',
    en: '/my-cart/shipping-and-payment',
  },
  '/cart/delivery': { cs: '/kosik/doruceni', sk: '/kosik/dorucenie', en: '/my-cart/delivery' },
  '/cart/summary': { cs: '/kosik/summary', sk: '/kosik/summary', en: '/my-cart/summary' },
  '/login': { cs: '/prihlaseni', sk: '/prihlasenie', en: '/login' },
  '/password-reset': { cs: '/obnova-hesla', sk: '/obnova-hesla', en: '/password-reset' },
  '/newsletter/confirm': { cs: '/newsletter/potvrzeni', sk: '/newsletter/potvrdenie', en: '/newsletter/confirm' },
  '/newsletter/unsubscribe': {
    cs: '/newsletter/odhlaseni',
    sk: '/newsletter/odhlasenie',
    en: '/newsletter/unsubscribe',
  },
  '/customer/dashboard': { cs: '/zakaznik/dashboard', sk: '/zakaznik/dashboard', en: '/customer/dashboard' },
  '/customer/account': { cs: '/zakaznik/informace-o-uctu', sk: '/zakaznik/informacie-o-ucte', en: '/customer/account' },
  '/customer/my-orders': {
    cs: '/zakaznik/moje-objednavky',
    sk: '/zakaznik/moje-objednavky',
    en: '/customer/my-orders',
  },
  '/customer/order/[id]': {
    cs: '/zakaznik/objednavka/[id]',
    sk: '/zakaznik/objednavka/[id]',
    en: '/customer/order/[id]',
  },
  '/customer/returns-and-complaints': {
    cs: '/zakaznik/vraceni-a-reklamace',
    sk: '/zakaznik/vratenia-a-reklamacie',
    en: '/customer/returns-and-complaints',
  },
  '/customer/return/[id]': { cs: '/zakaznik/vraceni/[id]', sk: '/zakaznik/vratenie/[id]', en: '/customer/return/[id]' },
  '/customer/complaint/[id]': {
    cs: '/zakaznik/reklamace/[id]',
    sk: '/zakaznik/reklamacia/[id]',
    en: '/customer/complaint/[id]',
  },
  '/returns-and-complaints': {
    cs: '/vraceni-a-reklamace',
    sk: '/vratenie-a-reklamacie',
    en: '/returns-and-complaints',
  },
  '/returns-and-complaints/return-slip/[id]': {
    cs: '/vraceni-a-reklamace/stitek-vraceni/[id]',
    sk: '/vratenie-a-reklamacie/stitok-vratenia/[id]',
    en: '/returns-and-complaints/return-slip/[id]',
  },
  '/returns-and-complaints/complaint-slip/[id]': {
    cs: '/vraceni-a-reklamace/reklamacni-list/[id]',
    sk: '/vratenie-a-reklamacie/reklamacny-list/[id]',
    en: '/returns-and-complaints/complaint-slip/[id]',
  },
  '/customer/my-addresses': { cs: '/zakaznik/adresar', sk: '/zakaznik/adresar', en: '/customer/my-addresses' },
  '/customer/favorite-products': {
    cs: '/zakaznik/oblibene-produkty',
    sk: '/zakaznik/oblubene-produkty',
    en: '/customer/favorite-products',
  },
  '/[...slug]': '/[...slug]',
} as const;

export type AppPathname = keyof typeof appPathnames;
