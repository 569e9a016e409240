import type { Locale } from '@contract/locale-codes';
import { catalogueHref } from '@/lib/routing/catalogue-href';

interface BrandLink {
  name: string;
  slug?: string;
  _embedded?: { urls?: unknown };
}

/** The product's brand as a link to its brand page; plain text when the embed carries no path. */
export function ProductBrand({ brand, locale }: { brand: BrandLink; locale: Locale }) {
  const hasPath = brand._embedded?.urls !== undefined || brand.slug !== undefined;
  if (!hasPath) return <span className="font-medium text-neutral-800">{brand.name}</span>;
  return (
    <a
      href={catalogueHref(locale, brand._embedded?.urls, brand.slug)}
      className="font-medium text-neutral-800 underline hover:text-brand-700 hover:no-underline"
    >
      {brand.name}
    </a>
  );
}
