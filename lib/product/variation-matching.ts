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

/** A choice is complete for a variation when it names an attribute for each of the variation's properties. */
const completes = (variation: MatchableVariation, choice: AttributeChoice) =>
  variation.properties.every((p) => choice[p.product_property_id] !== undefined);

/**
 * The variation the shopper has chosen: one whose properties contain every chosen attribute and
 * whose every property is chosen (a purchasable one first, else the first in the given order);
 * null while the choice is partial, empty or matches nothing. A partial choice never picks a
 * variation for the shopper.
 */
export function findVariation<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
): V | null {
  const ids = chosenIds(choice);
  if (ids.length === 0) return null;
  const matching = variations.filter((v) => matchesAttributes(v, ids) && completes(v, choice));
  return matching.find((v) => v.purchasable !== false) ?? matching[0] ?? null;
}

/** Whether some variation (purchasable or not) has every attribute of the choice. */
const exists = (variations: readonly MatchableVariation[], choice: AttributeChoice) =>
  variations.some((v) => matchesAttributes(v, chosenIds(choice)));

/**
 * The shopper picks `attributeId` for `propertyId`. Only what the shopper picked is chosen: the
 * other properties are never filled in. When the new attribute does not combine with an earlier
 * pick (no variation has both), what was just chosen matters most: the earlier picks that do not
 * combine with it are dropped (the shopper picks them again), the others stay. The variation is
 * the one the complete choice names, else null (add to cart waits).
 */
export function chooseAttribute<V extends MatchableVariation>(
  variations: readonly V[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): { choice: AttributeChoice; variation: V | null } {
  let next: Record<number, number> = { [propertyId]: attributeId };
  for (const [property, attribute] of Object.entries(choice)) {
    if (Number(property) === propertyId) continue;
    const widened = { ...next, [property]: attribute };
    if (exists(variations, widened)) next = widened;
  }
  return { choice: next, variation: findVariation(variations, next) };
}

/** The choice that names a variation's attribute for each of its properties. */
function choiceOf(variation: MatchableVariation): AttributeChoice {
  return Object.fromEntries(variation.properties.map((p) => [p.product_property_id, p.product_property_attribute_id]));
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
 * What choosing `attributeId` (with the shopper's other choices kept) leads to: `available` (some
 * purchasable variation), `sold-out` (only variations that cannot be bought) or `unavailable` (no
 * variation has that combination; choosing it drops the other picks it does not combine with).
 */
export type OptionState = 'available' | 'sold-out' | 'unavailable';

export function optionState(
  variations: readonly MatchableVariation[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): OptionState {
  if (attributeAvailable(variations, choice, propertyId, attributeId)) return 'available';
  return exists(variations, { ...choice, [propertyId]: attributeId }) ? 'sold-out' : 'unavailable';
}

/** Whether choosing `attributeId` (with the shopper's other choices kept) leads to a purchasable variation. */
function attributeAvailable(
  variations: readonly MatchableVariation[],
  choice: AttributeChoice,
  propertyId: number,
  attributeId: number,
): boolean {
  const ids = chosenIds({ ...choice, [propertyId]: attributeId });
  return variations.some((v) => v.purchasable !== false && matchesAttributes(v, ids));
}
