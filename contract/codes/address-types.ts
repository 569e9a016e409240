/** The two addresses of a cart, an order or an address book entry. */
export const addressTypes = ['billing', 'shipping'] as const;
export type AddressType = (typeof addressTypes)[number];

/** Address types as the data catalogue numbers them (the database column); the API spells them out. */
export const addressTypeCodes = { shipping: 1, billing: 2 } as const satisfies Record<AddressType, number>;
