import type { Random } from './prng';
import { availabilityIds } from './reference-data';

/** How a product (or variation) is stocked. */
export interface StockPlan {
  productAvailabilityId: number;
  updateStock: boolean;
  stockState: number;
  expectedDays: number | null;
  expectedDateMin: string | null;
  expectedDateMax: string | null;
}

type Scenario = 'inStock' | 'soldOut' | 'onOrder' | 'untracked' | 'preOrder' | 'discontinued';

/** Fixed by the id, so every catalogue size has each case: 2 in 20 sold out, 1 in 20 pre-order … */
export function stockScenario(id: number): Scenario {
  switch (id % 20) {
    case 7:
    case 13:
      return 'soldOut';
    case 4:
      return 'onOrder';
    case 10:
      return 'untracked';
    case 17:
      return 'preOrder';
    case 19:
      return 'discontinued';
    default:
      return 'inStock';
  }
}

function preOrderDates(id: number): [string, string] {
  const start = new Date(Date.UTC(2027, 2, 1 + (id % 60)));
  const end = new Date(start.getTime() + 14 * 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

/** Mostly healthy stock, sometimes only a few pieces left. */
function stockCount(random: Random): number {
  return random.chance(0.2) ? random.int(1, 5) : random.int(6, 150);
}

/** `productId` fixes the pre-order dates, which a product's variations share. */
export function planStock(scenario: Scenario, productId: number, random: Random): StockPlan {
  const base: StockPlan = {
    productAvailabilityId: availabilityIds.inStock,
    updateStock: true,
    stockState: 0,
    expectedDays: null,
    expectedDateMin: null,
    expectedDateMax: null,
  };
  switch (scenario) {
    case 'inStock':
      return { ...base, stockState: stockCount(random) };
    case 'soldOut':
      return { ...base, productAvailabilityId: availabilityIds.soldOut };
    case 'onOrder':
      return { ...base, productAvailabilityId: availabilityIds.onOrder, updateStock: false, expectedDays: 7 };
    case 'untracked':
      return { ...base, updateStock: false };
    case 'preOrder': {
      const [min, max] = preOrderDates(productId);
      return {
        ...base,
        productAvailabilityId: availabilityIds.preOrder,
        updateStock: false,
        expectedDateMin: min,
        expectedDateMax: max,
      };
    }
    case 'discontinued':
      return { ...base, productAvailabilityId: availabilityIds.discontinued };
  }
}

/** A variation of an in-stock product is now and then sold out on its own. */
export function planVariationStock(productScenario: Scenario, productId: number, random: Random): StockPlan {
  if (productScenario === 'inStock' && random.chance(0.2)) return planStock('soldOut', productId, random);
  return planStock(productScenario, productId, random);
}

export type { Scenario as StockScenario };
