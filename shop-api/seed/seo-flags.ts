/**
 * Demo products whose SEO flags differ from the defaults, so the sitemap and the robots meta have
 * something to leave out: one listed in the catalogue but not in the sitemap, and one that asks
 * crawlers neither to index it nor to follow its links (and so is not in the sitemap either).
 * Both are near the end of the default 80 products, away from the ones tests and benchmarks open.
 */
export const seoFlagProducts = { notOnSitemap: 78, noIndexNoFollow: 79 } as const;

export function productSeoFlags(id: number): { showOnSitemap: boolean; metaIndex: boolean; metaFollow: boolean } {
  return {
    showOnSitemap: id !== seoFlagProducts.notOnSitemap,
    metaIndex: id !== seoFlagProducts.noIndexNoFollow,
    metaFollow: id !== seoFlagProducts.noIndexNoFollow,
  };
}
