import type { SearchSection } from './search-suggestions';

/**
 * The quick-search sections in the popup's order. A module of its own (no zod) so the header's
 * search box can import it without the answer's schemas.
 */
export const searchSections = [
  'products',
  'categories',
  'brands',
  'articles',
] as const satisfies readonly SearchSection[];
