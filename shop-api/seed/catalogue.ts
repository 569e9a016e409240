import { brands, brandTranslations, categories, categoryTranslations } from '../src/db/schema';
import { brandDefs, rootCategories, type CategoryDef } from './catalogue-structure';
import { insertRows, type SeedTx } from './database-writes';
import type { ImageJob } from './image-render';
import { mapLocales, seedLocales, type Localized } from './localized';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';

/** Category pictures take the category's id. */
export const categoryImageId = (categoryId: number) => categoryId;

const shopOnline: Localized = { cs: 'nakupujte online', sk: 'nakupujte online', en: 'shop online' };

interface CategoryRowSource {
  def: CategoryDef<string>;
  parentId: number | null;
  position: number;
  palette: string[];
}

function categorySources(): CategoryRowSource[] {
  return rootCategories
    .flatMap((root, i) => [
      { def: root, parentId: null, position: i, palette: root.palette },
      ...root.children.map((child, j) => ({ def: child, parentId: root.id, position: j, palette: root.palette })),
    ])
    .sort((a, b) => a.def.id - b.def.id);
}

export function categoryImageJobs(): ImageJob[] {
  return categorySources().map(({ def, palette }) => ({
    id: categoryImageId(def.id),
    art: { seedKind: 'category', seedId: def.id, accent: def.color, palette },
  }));
}

async function seedCategories(tx: SeedTx, seo: SeoUrlIndex, withImages: boolean): Promise<void> {
  const sources = categorySources();
  await insertRows(
    tx,
    categories,
    sources.map(({ def, parentId, position }) => ({
      id: def.id,
      parentId,
      position,
      color: def.color,
      imageId: withImages ? categoryImageId(def.id) : null,
    })),
  );
  await insertRows(
    tx,
    categoryTranslations,
    sources.flatMap(({ def }) => {
      const paths = seo.addPage(seoModelTypes.category, def.id, def.name);
      return seedLocales.map((locale) => ({
        categoryId: def.id,
        locale,
        name: def.name[locale],
        description: def.description[locale],
        slug: paths[locale],
        metaTitle: `${def.name[locale]} – ${shopOnline[locale]}`,
        metaDescription: def.description[locale],
      }));
    }),
  );
}

async function seedBrands(tx: SeedTx, seo: SeoUrlIndex): Promise<void> {
  await insertRows(
    tx,
    brands,
    brandDefs.map((b) => ({ id: b.id, position: b.id })),
  );
  await insertRows(
    tx,
    brandTranslations,
    brandDefs.flatMap((b) => {
      const names = mapLocales(() => b.name);
      const paths = seo.addPage(seoModelTypes.brand, b.id, names);
      const titles: Localized = { cs: `Značka ${b.name}`, sk: `Značka ${b.name}`, en: `${b.name} brand` };
      return seedLocales.map((locale) => ({
        brandId: b.id,
        locale,
        name: b.name,
        description: b.description[locale],
        slug: paths[locale],
        metaTitle: titles[locale],
        metaDescription: b.description[locale],
      }));
    }),
  );
}

/** Category tree (five roots, two or three subcategories each) and the brands. */
export async function seedCatalogueStructure(tx: SeedTx, seo: SeoUrlIndex, withImages: boolean): Promise<void> {
  await seedCategories(tx, seo, withImages);
  await seedBrands(tx, seo);
}
