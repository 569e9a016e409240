import type { Locale } from '@contract';
import { brandDefs } from './catalogue-structure';
import { mapLocales, type Localized } from './localized';
import { inflect } from './names';
import type { Random } from './prng';
import type { ProductPlan } from './product-naming';

export interface ProductTexts {
  shortDescription: Localized;
  description: Localized;
  metaTitle: Localized;
  metaDescription: Localized;
}

const taglines: Localized[] = [
  {
    cs: 'Navrženo s důrazem na pohodlí a dlouhou životnost.',
    sk: 'Navrhnuté s dôrazom na pohodlie a dlhú životnosť.',
    en: 'Designed for comfort and a long life.',
  },
  {
    cs: 'Poctivé zpracování a materiály, které vydrží každodenní používání.',
    sk: 'Poctivé spracovanie a materiály, ktoré vydržia každodenné používanie.',
    en: 'Honest workmanship and materials that stand up to daily use.',
  },
  {
    cs: 'Nadčasový design, který nikdy nevyjde z módy.',
    sk: 'Nadčasový dizajn, ktorý nikdy nevyjde z módy.',
    en: 'A timeless design that never goes out of style.',
  },
  {
    cs: 'Oblíbená volba našich zákazníků za rozumnou cenu.',
    sk: 'Obľúbená voľba našich zákazníkov za rozumnú cenu.',
    en: 'A customer favorite at a fair price.',
  },
  {
    cs: 'Vyrobeno v malých sériích s ohledem na životní prostředí.',
    sk: 'Vyrobené v malých sériách s ohľadom na životné prostredie.',
    en: 'Made in small batches with care for the environment.',
  },
  {
    cs: 'Praktický pomocník, který vás nezklame.',
    sk: 'Praktický pomocník, ktorý vás nesklame.',
    en: 'A practical companion that will not let you down.',
  },
];

const closings: Localized[] = [
  {
    cs: 'Pečujte o výrobek podle pokynů na etiketě a vydrží vám déle.',
    sk: 'Starajte sa o výrobok podľa pokynov na etikete a vydrží vám dlhšie.',
    en: 'Care for it as the label says and it will last longer.',
  },
  {
    cs: 'Pokud vám nebude vyhovovat, můžete nepoužité zboží vrátit do 30 dnů od převzetí.',
    sk: 'Ak vám nebude vyhovovať, môžete nepoužitý tovar vrátiť do 30 dní od prevzatia.',
    en: 'If it does not suit you, you can return it unused within 30 days of delivery.',
  },
  {
    cs: 'Objednávky odesíláme obvykle do druhého pracovního dne.',
    sk: 'Objednávky odosielame zvyčajne do druhého pracovného dňa.',
    en: 'We usually ship orders by the next working day.',
  },
];

const labels = {
  brand: { cs: 'Značka', sk: 'Značka', en: 'Brand' },
  code: { cs: 'Kód produktu', sk: 'Kód produktu', en: 'Product code' },
  category: { cs: 'Kategorie', sk: 'Kategória', en: 'Category' },
  color: { cs: 'Barva', sk: 'Farba', en: 'Color' },
  madeBy: { cs: 'Za výrobkem stojí značka', sk: 'Za výrobkom stojí značka', en: 'Made by' },
} satisfies Record<string, Localized>;

function brandName(plan: ProductPlan): string {
  return brandDefs.find((b) => b.id === plan.brandId)?.name ?? '';
}

function colorWord(plan: ProductPlan, locale: Locale): string {
  return locale === 'en' ? plan.color.adjective.en : inflect(plan.color.adjective[locale], 'f');
}

function detailsList(plan: ProductPlan, code: string, locale: Locale): string {
  const items = [
    [labels.brand[locale], brandName(plan)],
    [labels.code[locale], code],
    [labels.category[locale], plan.subcategory.name[locale]],
  ];
  if (!plan.variationKinds?.includes('color')) items.push([labels.color[locale], colorWord(plan, locale)]);
  return `<ul>${items.map(([label, value]) => `<li>${label}: ${value}</li>`).join('')}</ul>`;
}

/** Short and long descriptions (HTML paragraphs, a list for every third product) and meta texts. */
export function productTexts(plan: ProductPlan, names: Localized, code: string, random: Random): ProductTexts {
  const tagline = random.pick(taglines);
  const closing = random.pick(closings);
  const withList = plan.id % 3 === 0;
  const brand = brandName(plan);
  const description = mapLocales((locale) =>
    [
      `<p>${plan.subcategory.description[locale]} ${tagline[locale]}</p>`,
      `<p>${labels.madeBy[locale]} ${brand}. ${closing[locale]}</p>`,
      withList ? detailsList(plan, code, locale) : '',
    ].join(''),
  );
  return {
    shortDescription: tagline,
    description,
    metaTitle: mapLocales((locale) => `${names[locale]} | ${brand}`),
    metaDescription: mapLocales((locale) => `${names[locale]}: ${tagline[locale]}`),
  };
}
