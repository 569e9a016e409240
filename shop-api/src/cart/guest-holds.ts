import type { Locale } from '@contract/locale-codes';

/**
 * What a cart without an account may hold of scarce stock, and for how long (docs/cart.md, "Holds of
 * carts without an account"). Carts are free to make, so without these rules one script could hold
 * every unit of any product for as long as it likes.
 */

/** How long carts hold their stock after their last change, and the guests' cap. */
export interface CartHoldRules {
  /** A customer's cart. */
  minutes: number;
  /** A cart without an account (never longer than `minutes`). */
  guestMinutes: number;
  /** The share of a stock row's units on hand that one client's carts without an account may hold together. */
  guestShare: number;
}

/** Whose hold a guest cart's units count in: its client's (the IP it was made from), else its own. */
export interface GuestHold {
  clientIp: string | null;
  share: number;
}

/** The units one client's carts without an account may hold together: a share of the units on hand, at least one. */
export function guestHoldCap(onHand: number, share: number): number {
  return Math.max(1, Math.floor(onHand * share));
}

/** The guest rule a cart follows; null for a customer's cart (an account can be blocked, a cart cannot). */
export function guestHoldOf(cart: { customerId: number | null; clientIp: string | null }, rules: CartHoldRules) {
  return cart.customerId === null ? { clientIp: cart.clientIp, share: rules.guestShare } : null;
}

export function holdMinutes(cart: { customerId: number | null }, rules: CartHoldRules): number {
  return cart.customerId === null ? rules.guestMinutes : rules.minutes;
}

const loopback = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The client a new cart is counted to: the request's address (behind the trusted proxies, the
 * forwarded one). A loopback caller is no client of its own (the storefront's server, a test, a
 * developer): its carts are capped one by one, so a proxy that does not forward addresses cannot
 * make every shopper one client.
 */
export function holdClientIp(requestIp: string): string | null {
  return requestIp === '' || loopback.test(requestIp) ? null : requestIp;
}

const capTexts: Record<Locale, { atMost: (units: number) => string; none: string }> = {
  cs: {
    atMost: (units) =>
      `Bez přihlášení si do košíku odložíte nejvýše ${units} ks tohoto zboží, protože ho zbývá málo. Přihlaste se a koupíte víc.`,
    none: 'Košíky bez přihlášení z vašeho připojení už drží tolik kusů tohoto zboží, kolik dovolujeme, protože ho zbývá málo. Přihlaste se a koupíte ho.',
  },
  sk: {
    atMost: (units) =>
      `Bez prihlásenia si do košíka odložíte najviac ${units} ks tohto tovaru, pretože ho zostáva málo. Prihláste sa a kúpite viac.`,
    none: 'Košíky bez prihlásenia z vášho pripojenia už držia toľko kusov tohto tovaru, koľko dovoľujeme, pretože ho zostáva málo. Prihláste sa a kúpite ho.',
  },
  en: {
    atMost: (units) =>
      `Without signing in, a cart can hold at most ${units} of this product while few are left. Sign in to buy more.`,
    none: 'Carts without an account on your connection already hold as many of this product as we allow while few are left. Sign in to buy it.',
  },
};

/** The field message of an amount over the guest cap, in the shopper's language. */
export function guestCapMessage(locale: Locale, units: number): string {
  const texts = capTexts[locale];
  return units > 0 ? texts.atMost(units) : texts.none;
}
