/** A variation's attribute for one property, as `_embedded.properties` lists them. */
export interface PropertyLink {
  product_property_id: number;
  product_property_attribute_id: number;
}

export interface MatchableVariation {
  id: number;
  properties: readonly PropertyLink[];
  /** False for a variation that cannot be bought now (sold out, discontinued); absent means purchasable. */
  purchasable?: boolean;
}

/** Chosen attribute id per property id. */
export type AttributeChoice = Readonly<Record<number, number>>;

const chosenIds = (choice: AttributeChoice) => Object.values(choice);

/** A variation matches a set of attributes when every attribute appears among its properties. */
export function matchesAttributes(variation: MatchableVariation, attributeIds: readonly number[]): boolean {
  return attributeIds.every((id) => variation.properties.some((p) => p.product_property_attribute_id === id));
}

/**
 * The variation whose properties contain every chosen attribute: a purchasable one first, else the
 * first (in the given order); null when nothing is chosen or none matches.
 */
export function findVariation<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
): V | null {
  const ids = chosenIds(choice);
  if (ids.length === 0) return null;
  const matching = variations.filter((v) => matchesAttributes(v, ids));
  return matching.find((v) => v.purchasable !== false) ?? matching[0] ?? null;
}

/** The choice that names a variation's attribute for each of its properties. */
function choiceOf(variation: MatchableVariation): AttributeChoice {
  return Object.fromEntries(variation.properties.map((p) => [p.product_property_id, p.product_property_attribute_id]));
}

/**
 * The shopper picks `attributeId` for `propertyId`. The variation that has every chosen attribute
 * wins (a purchasable one when several do). If the new attribute does not combine with the others,
 * what was just chosen matters most: a purchasable variation with the new attribute wins, and the
 * choice shows its attributes. Other attributes are never switched to a sold-out variation's: with
 * no purchasable variation to switch to, only the new attribute stays chosen and the shopper picks
 * the rest.
 */
export function chooseAttribute<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): { choice: AttributeChoice; variation: V | null } {
  const wanted = { ...choice, [propertyId]: attributeId };
  const exact = findVariation(variations, wanted);
  if (exact) return { choice: choiceOf(exact), variation: exact };
  const alone = { [propertyId]: attributeId };
  const switched = findVariation(variations, alone);
  if (switched && switched.purchasable !== false) return { choice: choiceOf(switched), variation: switched };
  return { choice: alone, variation: null };
}

/** The choice naming a variation's attributes, or null for an id that is not among the variations. */
export function choiceOfVariation<V extends MatchableVariation>(
  variations: readonly V[],
  id: number,
): { choice: AttributeChoice; variation: V } | null {
  const variation = variations.find((v) => v.id === id);
  return variation ? { choice: choiceOf(variation), variation } : null;
}

/**
 * Whether choosing `attributeId` (with the shopper's other choices kept) leads to a purchasable
 * variation: false marks the option "sold out" in the picker.
 */
export function attributeAvailable(
  variations: readonly MatchableVariation[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): boolean {
  const ids = chosenIds({ ...choice, [propertyId]: attributeId });
  return variations.some((v) => v.purchasable !== false && matchesAttributes(v, ids));
}
