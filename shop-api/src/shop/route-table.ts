import type { RouteEntry } from '@contract/shop-info';

type Slugs = RouteEntry['slug'];

const cartBase: Slugs = {
  ces: 'kosik',
  slk: 'kosik',
  eng: 'my-cart',
  hun: 'kosar',
  pol: 'koszyk',
  deu: 'warenkorb',
  fra: 'panier',
  ukr: 'koshyk',
  rus: 'korzina',
};
const customerBase: Slugs = {
  ces: 'zakaznik',
  slk: 'zakaznik',
  eng: 'customer',
  hun: 'ugyfel',
  pol: 'klient',
  deu: 'kunde',
  fra: 'client',
  ukr: 'kliient',
  rus: 'klient',
};

function under(base: Slugs, child: Slugs): Slugs {
  return Object.fromEntries(Object.entries(base).map(([lang, slug]) => [lang, `${slug}/${child[lang] ?? child.eng}`]));
}

const newsletterBase: Slugs = {
  ces: 'newsletter',
  slk: 'newsletter',
  eng: 'newsletter',
  hun: 'hirlevel',
  pol: 'newsletter',
  deu: 'newsletter',
  fra: 'newsletter',
  ukr: 'rozsylka',
  rus: 'rassylka',
};

const route = (slug: Slugs, queries: RouteEntry['queries'] = {}): RouteEntry => ({ slug, queries });
const tokenQuery = { token: { ces: 'token', slk: 'token', eng: 'token' } };

/**
 * The reference shop's route table: the localized path of every app route per language
 * (three-letter codes), and the localized names of their query parameters. Keys are the route
 * name, or `name:parameter` for a route that takes a parameter. The storefront's routing config
 * declares the same paths for cs, sk and en; a test keeps the two in step.
 */
export const routeTable: Record<string, RouteEntry> = {
  cart: route(cartBase),
  'cart-shipping-and-payment': route(
    under(cartBase, {
      ces: 'doprava-a-platba',
      slk: 'doprava-a-platba',
      eng: 'shipping-and-payment',
      hun: 'szallitas-es-fizetes',
      pol: 'dostawa-i-platnosc',
      deu: 'versand-und-zahlung',
      fra: 'livraison-et-paiement',
      ukr: 'dostavka-i-oplata',
      rus: 'dostavka-i-oplata',
    }),
  ),
  'cart-delivery': route(
    under(cartBase, {
      ces: 'doruceni',
      slk: 'dorucenie',
      eng: 'delivery',
      hun: 'kezbesites',
      pol: 'doreczenie',
      deu: 'lieferung',
      fra: 'adresse',
      ukr: 'adresa',
      rus: 'adres',
    }),
  ),
  'cart-summary': route(under(cartBase, { eng: 'summary' }), {
    'order-id': { ces: 'objednavka', slk: 'objednavka', eng: 'order' },
    status: { ces: 'status', slk: 'status', eng: 'status' },
  }),
  login: route({
    ces: 'prihlaseni',
    slk: 'prihlasenie',
    eng: 'login',
    hun: 'bejelentkezes',
    pol: 'logowanie',
    deu: 'anmelden',
    fra: 'connexion',
    ukr: 'vkhid',
    rus: 'vkhod',
  }),
  'password-reset': route(
    {
      ces: 'obnova-hesla',
      slk: 'obnova-hesla',
      eng: 'password-reset',
      hun: 'jelszo-visszaallitas',
      pol: 'reset-hasla',
      deu: 'passwort-zuruecksetzen',
      fra: 'reinitialiser-mot-de-passe',
      ukr: 'vidnovlennia-parolia',
      rus: 'vosstanovlenie-parolia',
    },
    { token: { ces: 'token', slk: 'token', eng: 'token' } },
  ),
  'newsletter-confirm': route(
    under(newsletterBase, {
      ces: 'potvrzeni',
      slk: 'potvrdenie',
      eng: 'confirm',
      hun: 'megerosites',
      pol: 'potwierdzenie',
      deu: 'bestaetigen',
      fra: 'confirmer',
      ukr: 'pidtverdzhennia',
      rus: 'podtverzhdenie',
    }),
    tokenQuery,
  ),
  'newsletter-unsubscribe': route(
    under(newsletterBase, {
      ces: 'odhlaseni',
      slk: 'odhlasenie',
      eng: 'unsubscribe',
      hun: 'leiratkozas',
      pol: 'wypisz',
      deu: 'abmelden',
      fra: 'desabonnement',
      ukr: 'vidpysatysia',
      rus: 'otpisatsia',
    }),
    tokenQuery,
  ),
  'customer-dashboard': route(under(customerBase, { eng: 'dashboard' })),
  'customer-account': route(under(customerBase, { ces: 'informace-o-uctu', slk: 'informacie-o-ucte', eng: 'account' })),
  'customer-my-orders': route(
    under(customerBase, { ces: 'moje-objednavky', slk: 'moje-objednavky', eng: 'my-orders' }),
  ),
  'customer-order:id': route(under(customerBase, { ces: 'objednavka/:id', slk: 'objednavka/:id', eng: 'order/:id' })),
  'customer-my-addresses': route(under(customerBase, { ces: 'adresar', slk: 'adresar', eng: 'my-addresses' })),
  'customer-favorite-products': route(
    under(customerBase, { ces: 'oblibene-produkty', slk: 'oblubene-produkty', eng: 'favorite-products' }),
  ),
  blog: route({
    ces: 'blog',
    slk: 'blog',
    eng: 'blog',
    hun: 'blog',
    pol: 'blog',
    deu: 'blog',
    fra: 'blog',
    ukr: 'blog',
    rus: 'blog',
  }),
  search: route(
    {
      ces: 'vyhledavani',
      slk: 'vyhladavanie',
      eng: 'search',
      hun: 'kereses',
      pol: 'szukaj',
      deu: 'suche',
      fra: 'recherche',
      ukr: 'poshuk',
      rus: 'poisk',
    },
    {
      query: {
        ces: 'dotaz',
        slk: 'dopyt',
        eng: 'query',
        hun: 'kifejezes',
        pol: 'fraza',
        deu: 'begriff',
        fra: 'terme',
        ukr: 'zapyt',
        rus: 'zapros',
      },
    },
  ),
};
