import { getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { getBrandTree } from '@/lib/data/brands';
import { secondaryRead } from '@/lib/data/secondary-read';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { BrandTreeNode } from '@contract/entities/brand';
import type { Locale } from '@contract/locales';
import { FooterColumn, FooterLink } from './footer-column';

/** Brands in tree order, each product line right after its brand. */
function flatten(nodes: BrandTreeNode[]): BrandTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Every brand page, so each is a click away from any page (the brand tree the brand pages read too). */
export async function FooterBrands({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const tUnavailable = await getTranslations('unavailable');
  const tree = await secondaryRead({ resource: 'brands/tree', section: 'footer' }, () => getBrandTree({ locale }));
  return (
    <FooterColumn id="footer-brands" heading={t('brands')}>
      {tree.ok ? (
        <ul className="flex flex-col gap-1">
          {flatten(tree.data).map((brand) => (
            <li key={brand.id}>
              <FooterLink href={catalogueHref(locale, brand._embedded?.urls, brand.slug)}>{brand.name}</FooterLink>
            </li>
          ))}
        </ul>
      ) : (
        <SectionUnavailable message={tUnavailable('footerBrands')} />
      )}
    </FooterColumn>
  );
}
