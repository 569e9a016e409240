/**
 * Where the delivery form's draft lives (docs/checkout.md, "What the delivery form remembers"): the
 * tab's session storage under one key. Apart from `delivery-draft-storage.ts` and free of zod, so
 * the sign-out in every page's header can clear the draft without the draft's schema in the page's
 * first JavaScript.
 */
export const deliveryDraftKey = 'lumen.checkout.delivery-draft';

/** The tab's session storage, or null where it cannot be used (private modes, quotas, the server). */
export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function clearDeliveryDraft(): void {
  try {
    draftStorage()?.removeItem(deliveryDraftKey);
  } catch {
    // Nothing to clear where there is no storage.
  }
}
