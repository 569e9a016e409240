import {
  productProperties,
  productPropertyAttributes,
  productPropertyAttributeTranslations,
  productPropertyTranslations,
} from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { capitalize, mapLocales, seedLocales, type Localized } from './localized';
import { clothingSizes, colors, inflect, materials, shoeSizes, type MaterialKey } from './names';
import { slugify } from './slugify';

/** Variation property ids and their types (1 select, 2 radio, 3 color). */
export const propertyIds = { size: 1, material: 2, color: 3 } as const;

interface AttributeDef {
  id: number;
  propertyId: number;
  key: string;
  name: Localized;
  value: string | null;
}

const sameEverywhere = (text: string): Localized => mapLocales(() => text);

function buildAttributes(): AttributeDef[] {
  const defs: Omit<AttributeDef, 'id'>[] = [
    ...[...clothingSizes, ...shoeSizes].map((size) => ({
      propertyId: propertyIds.size,
      key: size,
      name: sameEverywhere(size),
      value: size,
    })),
    ...materials.map((m) => ({ propertyId: propertyIds.material, key: m.key, name: m.name, value: null })),
    ...colors.map((c) => ({
      propertyId: propertyIds.color,
      key: c.key,
      name: mapLocales((locale) => capitalize(locale === 'en' ? c.adjective.en : inflect(c.adjective[locale], 'f'))),
      value: c.hex,
    })),
  ];
  return defs.map((def, index) => ({ ...def, id: index + 1 }));
}

export const propertyAttributes: AttributeDef[] = buildAttributes();

function attributeId(propertyId: number, key: string): number {
  const found = propertyAttributes.find((a) => a.propertyId === propertyId && a.key === key);
  if (!found) throw new Error(`No attribute ${key} of property ${propertyId}.`);
  return found.id;
}

export const attributeIds = {
  size: (size: string) => attributeId(propertyIds.size, size),
  material: (key: MaterialKey) => attributeId(propertyIds.material, key),
  color: (key: string) => attributeId(propertyIds.color, key),
};

export function attributeById(id: number): AttributeDef {
  const found = propertyAttributes[id - 1];
  if (!found) throw new Error(`No attribute ${id}.`);
  return found;
}

function positionInProperty(attribute: AttributeDef): number {
  return propertyAttributes.filter((a) => a.propertyId === attribute.propertyId).indexOf(attribute);
}

const propertyDefs = [
  {
    id: propertyIds.size,
    type: 1,
    name: { cs: 'Velikost', sk: 'Veľkosť', en: 'Size' },
    description: {
      cs: 'Velikost podle tabulky velikostí.',
      sk: 'Veľkosť podľa tabuľky veľkostí.',
      en: 'Size according to the size chart.',
    },
  },
  {
    id: propertyIds.material,
    type: 2,
    name: { cs: 'Materiál', sk: 'Materiál', en: 'Material' },
    description: {
      cs: 'Hlavní materiál výrobku.',
      sk: 'Hlavný materiál výrobku.',
      en: 'The main material of the product.',
    },
  },
  {
    id: propertyIds.color,
    type: 3,
    name: { cs: 'Barva', sk: 'Farba', en: 'Color' },
    description: { cs: 'Barva výrobku.', sk: 'Farba výrobku.', en: 'The color of the product.' },
  },
];

/** Size (select), Material (radio) and Color (color) with their attributes. */
export async function seedVariationProperties(tx: SeedTx): Promise<void> {
  await insertRows(
    tx,
    productProperties,
    propertyDefs.map((p) => ({ id: p.id, type: p.type, position: p.id })),
  );
  await insertRows(
    tx,
    productPropertyTranslations,
    propertyDefs.flatMap((p) =>
      seedLocales.map((locale) => ({
        productPropertyId: p.id,
        locale,
        name: p.name[locale],
        description: p.description[locale],
        slug: slugify(p.name[locale]),
      })),
    ),
  );
  await insertRows(
    tx,
    productPropertyAttributes,
    propertyAttributes.map((a) => ({
      id: a.id,
      productPropertyId: a.propertyId,
      position: positionInProperty(a),
      value: a.value,
    })),
  );
  await insertRows(
    tx,
    productPropertyAttributeTranslations,
    propertyAttributes.flatMap((a) =>
      seedLocales.map((locale) => ({
        productPropertyAttributeId: a.id,
        locale,
        name: a.name[locale],
        slug: slugify(a.name[locale]),
      })),
    ),
  );
}
