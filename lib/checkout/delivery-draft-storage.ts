import { parseDeliveryDraft, withoutAddresses, type DeliveryDraft, type StoredDraft } from './delivery-draft';
import { deliveryDraftKey, draftStorage as storage } from './delivery-draft-session';

/**
 * The delivery form's draft in the browser's session storage (docs/checkout.md, "What the
 * delivery form remembers"): one tab's, gone when the tab closes, never the local storage that
 * the next user of a shared computer would find. Cleared when the order is placed and at sign-out.
 * A storage that cannot be used (private modes, quotas, the server) reads as no draft. The key and the
 * clearing are in `delivery-draft-session.ts`, which the header's sign-out imports without zod.
 */
export function readDeliveryDraft(): StoredDraft | null {
  try {
    return parseDeliveryDraft(storage()?.getItem(deliveryDraftKey) ?? null);
  } catch {
    return null;
  }
}

function write(draft: StoredDraft) {
  try {
    storage()?.setItem(deliveryDraftKey, JSON.stringify(draft));
  } catch {
    // A full or refused storage: the form works without its memory.
  }
}

export function saveDeliveryDraft(draft: DeliveryDraft): void {
  write(draft);
}

/** A saved address was written to the cart: the form starts from it, so the typed addresses go. */
export function forgetDraftAddresses(): void {
  const draft = readDeliveryDraft();
  if (draft) write(withoutAddresses(draft));
}
