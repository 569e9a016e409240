import type { StockStates } from '@contract/entities/product-extras';

/**
 * What the stock line says, before translation:
 * `exact` "12 pcs", `more-than` "20+ pcs" (above max), `fewer-than` "fewer than 5 pcs" (below min),
 * `in` / `out` without a count, `none` nothing at all.
 */
export type StockDisplay =
  | { kind: 'none' }
  | { kind: 'in' }
  | { kind: 'out' }
  | { kind: 'exact'; amount: number }
  | { kind: 'more-than'; amount: number }
  | { kind: 'fewer-than'; amount: number };

/**
 * How to show the stock of a product or variation. Nothing is shown when stock is not tracked,
 * when the availability does not show stock states, or when the shop hides them.
 */
export function stockDisplay(
  states: StockStates | null | undefined,
  availability: { show_stock_states: boolean } | null | undefined,
): StockDisplay {
  if (!states || states.amount === null || !availability?.show_stock_states || states.mode === 'hidden')
    return { kind: 'none' };
  const { amount, mode, min, max } = states;
  if (amount <= 0) return { kind: 'out' };
  if (mode === 'in_or_out') return { kind: 'in' };
  if (mode === 'exact') return { kind: 'exact', amount };
  if (amount > max) return { kind: 'more-than', amount: max };
  if (amount < min) return { kind: 'fewer-than', amount: min };
  return { kind: 'exact', amount };
}
