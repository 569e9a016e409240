import type { Localized } from './localized';

export type RootCategoryKey = 'clothing' | 'shoes' | 'home' | 'sport' | 'accessories';
export type SubcategoryKey =
  | 'tshirts'
  | 'hoodies'
  | 'jackets'
  | 'sneakers'
  | 'boots'
  | 'kitchen'
  | 'decor'
  | 'running'
  | 'cycling'
  | 'yoga'
  | 'bags'
  | 'caps';

export interface CategoryDef<K extends string> {
  id: number;
  key: K;
  color: string;
  name: Localized;
  description: Localized;
}

export interface RootCategoryDef extends CategoryDef<RootCategoryKey> {
  /** Colours the generated images of this part of the shop are drawn in. */
  palette: string[];
  children: CategoryDef<SubcategoryKey>[];
}

export const rootCategories: RootCategoryDef[] = [
  {
    id: 1,
    key: 'clothing',
    color: '#B5533C',
    palette: ['#B5533C', '#E9A178', '#4F6D7A', '#F4E3C1'],
    name: { cs: 'Oblečení', sk: 'Oblečenie', en: 'Clothing' },
    description: {
      cs: 'Trička, mikiny a bundy z kvalitních materiálů pro každý den i na výlety.',
      sk: 'Tričká, mikiny a bundy z kvalitných materiálov na každý deň aj na výlety.',
      en: 'T-shirts, hoodies and jackets made from quality materials for everyday wear and trips.',
    },
    children: [
      {
        id: 6,
        key: 'tshirts',
        color: '#D9643F',
        name: { cs: 'Trička', sk: 'Tričká', en: 'T-shirts' },
        description: {
          cs: 'Bavlněná a lněná trička, která příjemně sedí celý den.',
          sk: 'Bavlnené a ľanové tričká, ktoré príjemne sedia celý deň.',
          en: 'Cotton and linen T-shirts that feel good all day.',
        },
      },
      {
        id: 7,
        key: 'hoodies',
        color: '#8C4A3B',
        name: { cs: 'Mikiny', sk: 'Mikiny', en: 'Hoodies' },
        description: {
          cs: 'Hřejivé mikiny na chladnější dny i do města.',
          sk: 'Hrejivé mikiny na chladnejšie dni aj do mesta.',
          en: 'Warm hoodies for cooler days and city streets.',
        },
      },
      {
        id: 8,
        key: 'jackets',
        color: '#3E5C6B',
        name: { cs: 'Bundy', sk: 'Bundy', en: 'Jackets' },
        description: {
          cs: 'Lehké i zimní bundy, které vás ochrání před větrem a deštěm.',
          sk: 'Ľahké aj zimné bundy, ktoré vás ochránia pred vetrom a dažďom.',
          en: 'Light and winter jackets that keep out wind and rain.',
        },
      },
    ],
  },
  {
    id: 2,
    key: 'shoes',
    color: '#6B4E3D',
    palette: ['#6B4E3D', '#C89F7A', '#2F3E46', '#E6D5C3'],
    name: { cs: 'Obuv', sk: 'Obuv', en: 'Shoes' },
    description: {
      cs: 'Pohodlná obuv pro město, přírodu i sport.',
      sk: 'Pohodlná obuv do mesta, do prírody aj na šport.',
      en: 'Comfortable footwear for the city, the outdoors and sport.',
    },
    children: [
      {
        id: 9,
        key: 'sneakers',
        color: '#A0785A',
        name: { cs: 'Tenisky', sk: 'Tenisky', en: 'Sneakers' },
        description: {
          cs: 'Kožené, plátěné i semišové tenisky na každý den.',
          sk: 'Kožené, plátené aj semišové tenisky na každý deň.',
          en: 'Leather, canvas and suede sneakers for every day.',
        },
      },
      {
        id: 10,
        key: 'boots',
        color: '#4A3426',
        name: { cs: 'Kotníkové boty', sk: 'Členkové topánky', en: 'Boots' },
        description: {
          cs: 'Pevné kotníkové boty do nepohody i na podzimní procházky.',
          sk: 'Pevné členkové topánky do nepohody aj na jesenné prechádzky.',
          en: 'Sturdy boots for bad weather and autumn walks.',
        },
      },
    ],
  },
  {
    id: 3,
    key: 'home',
    color: '#7A9E7E',
    palette: ['#7A9E7E', '#E7C8A0', '#F6F1E7', '#B56576'],
    name: { cs: 'Domov', sk: 'Domov', en: 'Home' },
    description: {
      cs: 'Doplňky do kuchyně a dekorace, které udělají domov útulnějším.',
      sk: 'Doplnky do kuchyne a dekorácie, vďaka ktorým bude domov útulnejší.',
      en: 'Kitchenware and decorations that make a home cosier.',
    },
    children: [
      {
        id: 11,
        key: 'kitchen',
        color: '#5E8C61',
        name: { cs: 'Kuchyně', sk: 'Kuchyňa', en: 'Kitchen' },
        description: {
          cs: 'Hrnky, mísy a konvice pro každodenní vaření i stolování.',
          sk: 'Hrnčeky, misy a kanvice na každodenné varenie aj stolovanie.',
          en: 'Mugs, bowls and teapots for everyday cooking and dining.',
        },
      },
      {
        id: 12,
        key: 'decor',
        color: '#B56576',
        name: { cs: 'Dekorace', sk: 'Dekorácie', en: 'Decor' },
        description: {
          cs: 'Vázy, svícny a polštáře, které dodají interiéru charakter.',
          sk: 'Vázy, svietniky a vankúše, ktoré dodajú interiéru charakter.',
          en: 'Vases, candle holders and cushions that give a room character.',
        },
      },
    ],
  },
  {
    id: 4,
    key: 'sport',
    color: '#2F80ED',
    palette: ['#2F80ED', '#56CCF2', '#F2C94C', '#1B2A41'],
    name: { cs: 'Sport', sk: 'Šport', en: 'Sport' },
    description: {
      cs: 'Vybavení a oblečení pro běh, cyklistiku a jógu.',
      sk: 'Vybavenie a oblečenie na beh, cyklistiku a jogu.',
      en: 'Gear and clothing for running, cycling and yoga.',
    },
    children: [
      {
        id: 13,
        key: 'running',
        color: '#EB5757',
        name: { cs: 'Běh', sk: 'Beh', en: 'Running' },
        description: {
          cs: 'Prodyšné oblečení pro tréninky i závody.',
          sk: 'Priedušné oblečenie na tréningy aj preteky.',
          en: 'Breathable clothing for training and races.',
        },
      },
      {
        id: 14,
        key: 'cycling',
        color: '#27AE60',
        name: { cs: 'Cyklistika', sk: 'Cyklistika', en: 'Cycling' },
        description: {
          cs: 'Dresy, rukavice a čepice pro silnici i terén.',
          sk: 'Dresy, rukavice a čiapky na cestu aj do terénu.',
          en: 'Jerseys, gloves and caps for road and trail.',
        },
      },
      {
        id: 15,
        key: 'yoga',
        color: '#9B51E0',
        name: { cs: 'Jóga', sk: 'Joga', en: 'Yoga' },
        description: {
          cs: 'Podložky, bloky a legíny pro klidné i dynamické cvičení.',
          sk: 'Podložky, bloky a legíny na pokojné aj dynamické cvičenie.',
          en: 'Mats, blocks and leggings for calm and dynamic practice.',
        },
      },
    ],
  },
  {
    id: 5,
    key: 'accessories',
    color: '#8E6C8A',
    palette: ['#8E6C8A', '#D4A5A5', '#392F5A', '#F0E6EF'],
    name: { cs: 'Doplňky', sk: 'Doplnky', en: 'Accessories' },
    description: {
      cs: 'Tašky, batohy a čepice, které doladí každý outfit.',
      sk: 'Tašky, batohy a čiapky, ktoré doladia každý outfit.',
      en: 'Bags, backpacks and caps to finish any outfit.',
    },
    children: [
      {
        id: 16,
        key: 'bags',
        color: '#6D597A',
        name: { cs: 'Tašky a batohy', sk: 'Tašky a batohy', en: 'Bags' },
        description: {
          cs: 'Městské batohy, tašky přes rameno a ledvinky.',
          sk: 'Mestské batohy, tašky cez plece a ľadvinky.',
          en: 'City backpacks, shoulder bags and belt bags.',
        },
      },
      {
        id: 17,
        key: 'caps',
        color: '#E56B6F',
        name: { cs: 'Čepice a kšiltovky', sk: 'Čiapky a šiltovky', en: 'Caps and hats' },
        description: {
          cs: 'Kšiltovky, čepice a klobouky pro každé roční období.',
          sk: 'Šiltovky, čiapky a klobúky na každé ročné obdobie.',
          en: 'Baseball caps, beanies and hats for every season.',
        },
      },
    ],
  },
];

/** Subcategories in the order products are dealt out to them. */
export const subcategories = rootCategories.flatMap((root) => root.children.map((child) => ({ ...child, root })));
export type Subcategory = (typeof subcategories)[number];

export interface BrandDef {
  id: number;
  name: string;
  description: Localized;
}

export const brandDefs: BrandDef[] = [
  {
    id: 1,
    name: 'Nordvik',
    description: {
      cs: 'Severský minimalismus: jednoduché střihy, odolné materiály a barvy inspirované fjordy.',
      sk: 'Severský minimalizmus: jednoduché strihy, odolné materiály a farby inšpirované fjordmi.',
      en: 'Nordic minimalism: simple cuts, durable materials and colours inspired by the fjords.',
    },
  },
  {
    id: 2,
    name: 'Lumera',
    description: {
      cs: 'Lehké a prodyšné oblečení pro aktivní dny ve městě i v přírodě.',
      sk: 'Ľahké a priedušné oblečenie na aktívne dni v meste aj v prírode.',
      en: 'Light, breathable clothing for active days in the city and outdoors.',
    },
  },
  {
    id: 3,
    name: 'Velora',
    description: {
      cs: 'Keramika a bytové doplňky vyráběné v malých sériích.',
      sk: 'Keramika a bytové doplnky vyrábané v malých sériách.',
      en: 'Ceramics and home accessories made in small batches.',
    },
  },
  {
    id: 4,
    name: 'Sylvan Fox',
    description: {
      cs: 'Obuv a batohy pro toulky lesem i dlouhé dny na cestách.',
      sk: 'Obuv a batohy na túlanie sa lesom aj dlhé dni na cestách.',
      en: 'Shoes and backpacks for forest wanderings and long days on the road.',
    },
  },
  {
    id: 5,
    name: 'Modrý jelen',
    description: {
      cs: 'Česká značka sportovního vybavení s důrazem na poctivé řemeslo.',
      sk: 'Česká značka športového vybavenia s dôrazom na poctivé remeslo.',
      en: 'A Czech sports-gear brand with a focus on honest craftsmanship.',
    },
  },
  {
    id: 6,
    name: 'Pěnkava',
    description: {
      cs: 'Doplňky a čepice z přírodních materiálů, navržené s lehkostí.',
      sk: 'Doplnky a čiapky z prírodných materiálov, navrhnuté s ľahkosťou.',
      en: 'Accessories and hats from natural materials, designed with a light touch.',
    },
  },
];
