/** A variation's attribute for one property, as `_embedded.properties` lists them. */
export interface PropertyLink {
  product_property_id: number;
  product_property_attribute_id: number;
}

export interface MatchableVariation {
  id: number;
  properties: readonly PropertyLink[];
}

/** Chosen attribute id per property id. */
export type AttributeChoice = Readonly<Record<number, number>>;

const chosenIds = (choice: AttributeChoice) => Object.values(choice);

/** A variation matches a set of attributes when every attribute appears among its properties. */
export function matchesAttributes(variation: MatchableVariation, attributeIds: readonly number[]): boolean {
  return attributeIds.every((id) => variation.properties.some((p) => p.product_property_attribute_id === id));
}

/** The first variation (in the given order) whose properties contain every chosen attribute; null when nothing is chosen or none matches. */
export function findVariation<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
): V | null {
  const ids = chosenIds(choice);
  if (ids.length === 0) return null;
  return variations.find((v) => matchesAttributes(v, ids)) ?? null;
}

/** The choice that names a variation's attribute for each of its properties. */
function choiceOf(variation: MatchableVariation): AttributeChoice {
  return Object.fromEntries(variation.properties.map((p) => [p.product_property_id, p.product_property_attribute_id]));
}

/**
 * The shopper picks `attributeId` for `propertyId`. The variation that has every chosen attribute
 * wins; if the new attribute does not combine with the others, the first variation with the new
 * attribute wins instead (what was just chosen matters most). The choice then shows that
 * variation's attributes, so the controls never show a combination that does not exist.
 */
export function chooseAttribute<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): { choice: AttributeChoice; variation: V | null } {
  const wanted = { ...choice, [propertyId]: attributeId };
  const variation = findVariation(variations, wanted) ?? findVariation(variations, { [propertyId]: attributeId });
  return variation ? { choice: choiceOf(variation), variation } : { choice: wanted, variation: null };
}
