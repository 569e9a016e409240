import type { SubcategoryKey } from './catalogue-structure';
import type { Localized } from './localized';
import type { MaterialKey, Noun } from './names';

/** A variation property a product can vary by; `shoeSize` uses the shoe sizes of the Size property. */
export type VariationKind = 'size' | 'shoeSize' | 'material' | 'color';

/** What the products of one subcategory are called, cost and vary by. */
export interface ProductFamily {
  nouns: Noun[];
  /** Adjectives (masculine form) that describe the product; never a colour. */
  qualifiers: Localized[];
  /** Taxed price range in CZK. */
  priceCzk: [number, number];
  brandIds: number[];
  /** The property sets a product with variations uses, taken in turn. */
  variationSets: VariationKind[][];
  materials?: MaterialKey[];
  weightKg: number;
}

const adj = (cs: string, sk: string, en: string): Localized => ({ cs, sk, en });
const noun = (cs: Noun['cs'], sk: Noun['sk'], en: string): Noun => ({ cs, sk, en });

export const productFamilies: Record<SubcategoryKey, ProductFamily> = {
  tshirts: {
    nouns: [
      noun(['tričko', 'n'], ['tričko', 'n'], 'T-shirt'),
      noun(['tílko', 'n'], ['tielko', 'n'], 'tank top'),
      noun(['polokošile', 'f'], ['polokošeľa', 'f'], 'polo shirt'),
    ],
    qualifiers: [
      adj('bavlněný', 'bavlnený', 'cotton'),
      adj('lněný', 'ľanový', 'linen'),
      adj('pruhovaný', 'pásikavý', 'striped'),
    ],
    priceCzk: [299, 899],
    brandIds: [1, 2],
    variationSets: [['size'], ['size', 'color']],
    weightKg: 0.2,
  },
  hoodies: {
    nouns: [noun(['mikina', 'f'], ['mikina', 'f'], 'hoodie'), noun(['svetr', 'm'], ['sveter', 'm'], 'sweater')],
    qualifiers: [
      adj('hřejivý', 'hrejivý', 'warm'),
      adj('sportovní', 'športový', 'sporty'),
      adj('klasický', 'klasický', 'classic'),
    ],
    priceCzk: [899, 1990],
    brandIds: [1, 2],
    variationSets: [['size', 'material'], ['size']],
    materials: ['cotton', 'merino', 'polyester'],
    weightKg: 0.6,
  },
  jackets: {
    nouns: [
      noun(['bunda', 'f'], ['bunda', 'f'], 'jacket'),
      noun(['parka', 'f'], ['parka', 'f'], 'parka'),
      noun(['vesta', 'f'], ['vesta', 'f'], 'gilet'),
    ],
    qualifiers: [
      adj('nepromokavý', 'nepremokavý', 'waterproof'),
      adj('zimní', 'zimný', 'winter'),
      adj('lehký', 'ľahký', 'lightweight'),
    ],
    priceCzk: [1990, 4990],
    brandIds: [1, 4],
    variationSets: [['size', 'color'], ['size']],
    weightKg: 0.9,
  },
  sneakers: {
    nouns: [
      noun(['tenisky', 'p'], ['tenisky', 'p'], 'sneakers'),
      noun(['mokasíny', 'p'], ['mokasíny', 'p'], 'loafers'),
    ],
    qualifiers: [
      adj('kožený', 'kožený', 'leather'),
      adj('plátěný', 'plátený', 'canvas'),
      adj('semišový', 'semišový', 'suede'),
    ],
    priceCzk: [1490, 3490],
    brandIds: [4, 1],
    variationSets: [['shoeSize'], ['shoeSize', 'color']],
    weightKg: 0.8,
  },
  boots: {
    nouns: [
      noun(['kotníkové boty', 'p'], ['členkové topánky', 'p'], 'ankle boots'),
      noun(['turistické boty', 'p'], ['turistické topánky', 'p'], 'hiking boots'),
    ],
    qualifiers: [
      adj('kožený', 'kožený', 'leather'),
      adj('semišový', 'semišový', 'suede'),
      adj('zateplený', 'zateplený', 'insulated'),
    ],
    priceCzk: [1990, 4490],
    brandIds: [4, 1],
    variationSets: [['shoeSize']],
    weightKg: 1.3,
  },
  kitchen: {
    nouns: [
      noun(['hrnek', 'm'], ['hrnček', 'm'], 'mug'),
      noun(['mísa', 'f'], ['misa', 'f'], 'bowl'),
      noun(['čajová konvice', 'f'], ['čajová kanvica', 'f'], 'teapot'),
    ],
    qualifiers: [
      adj('keramický', 'keramický', 'ceramic'),
      adj('smaltovaný', 'smaltovaný', 'enamel'),
      adj('ručně malovaný', 'ručne maľovaný', 'hand-painted'),
    ],
    priceCzk: [199, 990],
    brandIds: [3, 6],
    variationSets: [['color']],
    weightKg: 0.5,
  },
  decor: {
    nouns: [
      noun(['váza', 'f'], ['váza', 'f'], 'vase'),
      noun(['svícen', 'm'], ['svietnik', 'm'], 'candle holder'),
      noun(['polštář', 'm'], ['vankúš', 'm'], 'cushion'),
    ],
    qualifiers: [
      adj('dekorativní', 'dekoratívny', 'decorative'),
      adj('ručně vyrobený', 'ručne vyrobený', 'handmade'),
      adj('minimalistický', 'minimalistický', 'minimalist'),
    ],
    priceCzk: [249, 1490],
    brandIds: [3, 6],
    variationSets: [['color']],
    weightKg: 0.7,
  },
  running: {
    nouns: [
      noun(['běžecké tričko', 'n'], ['bežecké tričko', 'n'], 'running shirt'),
      noun(['běžecká bunda', 'f'], ['bežecká bunda', 'f'], 'running jacket'),
      noun(['běžecké legíny', 'p'], ['bežecké legíny', 'p'], 'running tights'),
    ],
    qualifiers: [
      adj('lehký', 'ľahký', 'lightweight'),
      adj('prodyšný', 'priedušný', 'breathable'),
      adj('reflexní', 'reflexný', 'reflective'),
    ],
    priceCzk: [499, 2490],
    brandIds: [5, 2],
    variationSets: [['size'], ['size', 'color']],
    weightKg: 0.25,
  },
  cycling: {
    nouns: [
      noun(['cyklistický dres', 'm'], ['cyklistický dres', 'm'], 'cycling jersey'),
      noun(['cyklistické rukavice', 'p'], ['cyklistické rukavice', 'p'], 'cycling gloves'),
      noun(['cyklistická čepice', 'f'], ['cyklistická čiapka', 'f'], 'cycling cap'),
    ],
    qualifiers: [
      adj('aerodynamický', 'aerodynamický', 'aero'),
      adj('prodyšný', 'priedušný', 'breathable'),
      adj('zateplený', 'zateplený', 'thermal'),
    ],
    priceCzk: [399, 2990],
    brandIds: [5, 2],
    variationSets: [['size', 'color'], ['size']],
    weightKg: 0.2,
  },
  yoga: {
    nouns: [
      noun(['podložka na jógu', 'f'], ['podložka na jogu', 'f'], 'yoga mat'),
      noun(['jógový blok', 'm'], ['jogový blok', 'm'], 'yoga block'),
      noun(['jógové legíny', 'p'], ['jogové legíny', 'p'], 'yoga leggings'),
    ],
    qualifiers: [
      adj('protiskluzový', 'protišmykový', 'non-slip'),
      adj('ekologický', 'ekologický', 'eco-friendly'),
      adj('měkký', 'mäkký', 'soft'),
    ],
    priceCzk: [299, 1990],
    brandIds: [5, 6],
    variationSets: [['color']],
    weightKg: 1.0,
  },
  bags: {
    nouns: [
      noun(['batoh', 'm'], ['batoh', 'm'], 'backpack'),
      noun(['taška přes rameno', 'f'], ['taška cez plece', 'f'], 'shoulder bag'),
      noun(['ledvinka', 'f'], ['ľadvinka', 'f'], 'belt bag'),
    ],
    qualifiers: [
      adj('městský', 'mestský', 'urban'),
      adj('cestovní', 'cestovný', 'travel'),
      adj('voděodolný', 'vodeodolný', 'water-resistant'),
    ],
    priceCzk: [590, 3490],
    brandIds: [4, 6],
    variationSets: [['material', 'color'], ['color']],
    materials: ['leather', 'canvas', 'polyester'],
    weightKg: 0.7,
  },
  caps: {
    nouns: [
      noun(['kšiltovka', 'f'], ['šiltovka', 'f'], 'baseball cap'),
      noun(['čepice', 'f'], ['čiapka', 'f'], 'beanie'),
      noun(['klobouk', 'm'], ['klobúk', 'm'], 'hat'),
    ],
    qualifiers: [
      adj('klasický', 'klasický', 'classic'),
      adj('sportovní', 'športový', 'sport'),
      adj('lehký', 'ľahký', 'light'),
    ],
    priceCzk: [249, 790],
    brandIds: [6, 2],
    variationSets: [['size'], ['color']],
    weightKg: 0.1,
  },
};
