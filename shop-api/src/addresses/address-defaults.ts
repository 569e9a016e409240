/** Which defaults an address holds: the billing default and the shipping default are one address each. */
export interface DefaultRoles {
  billing: boolean;
  shipping: boolean;
}

/**
 * The roles a new address takes. The first address of a book is both defaults (a book with
 * addresses always has both); a later one takes what it asks for.
 */
export function rolesOfNewAddress(existingCount: number, wanted: Partial<DefaultRoles>): DefaultRoles {
  if (existingCount === 0) return { billing: true, shipping: true };
  return { billing: wanted.billing === true, shipping: wanted.shipping === true };
}

/**
 * The roles an address takes when edited. A default is moved, never switched off: `false` keeps
 * what the address has (the book would otherwise be left without that default).
 */
export function rolesAfterUpdate(current: DefaultRoles, wanted: Partial<DefaultRoles>): DefaultRoles {
  return {
    billing: current.billing || wanted.billing === true,
    shipping: current.shipping || wanted.shipping === true,
  };
}

/**
 * The roles the remaining addresses inherit when one is deleted: the newest remaining address
 * (first of `remainingNewestFirst`) takes each default the deleted one held.
 */
export function heirOfDeletedAddress(
  deleted: DefaultRoles,
  remainingNewestFirst: readonly number[],
): { id: number; roles: DefaultRoles } | null {
  const heir = remainingNewestFirst[0];
  if (heir === undefined || (!deleted.billing && !deleted.shipping)) return null;
  return { id: heir, roles: { billing: deleted.billing, shipping: deleted.shipping } };
}
