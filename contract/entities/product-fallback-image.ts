/**
 * Fallback image when a product has none: 1000×1000 with an empty description. A module of its
 * own (no zod) so the browser's product pictures can import it without the contract's schemas.
 */
export const fallbackProductImage = { width: 1000, height: 1000, description: '' } as const;
