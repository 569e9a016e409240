import { describe, expect, it } from 'vitest';
import type { StockStates } from '@contract/entities/product-extras';
import { stockDisplay } from './stock-display';

const shows = { show_stock_states: true };
const bounded = (amount: number | null): StockStates => ({ amount, mode: 'bounded', min: 5, max: 20 });

describe('stockDisplay', () => {
  it('shows the count between the bounds, "max+" above max and "fewer than min" below min', () => {
    expect(stockDisplay(bounded(5), shows)).toEqual({ kind: 'exact', amount: 5 });
    expect(stockDisplay(bounded(20), shows)).toEqual({ kind: 'exact', amount: 20 });
    expect(stockDisplay(bounded(21), shows)).toEqual({ kind: 'more-than', amount: 20 });
    expect(stockDisplay(bounded(4), shows)).toEqual({ kind: 'fewer-than', amount: 5 });
    expect(stockDisplay(bounded(1), shows)).toEqual({ kind: 'fewer-than', amount: 5 });
  });
  it('says out of stock at 0 or below', () => {
    expect(stockDisplay(bounded(0), shows)).toEqual({ kind: 'out' });
    expect(stockDisplay({ ...bounded(-3), mode: 'exact' }, shows)).toEqual({ kind: 'out' });
  });
  it('shows the exact count in exact mode, and only in or out in in_or_out mode', () => {
    expect(stockDisplay({ ...bounded(150), mode: 'exact' }, shows)).toEqual({ kind: 'exact', amount: 150 });
    expect(stockDisplay({ ...bounded(150), mode: 'in_or_out' }, shows)).toEqual({ kind: 'in' });
    expect(stockDisplay({ ...bounded(0), mode: 'in_or_out' }, shows)).toEqual({ kind: 'out' });
  });
  it('shows nothing when hidden, untracked, or the availability does not show stock states', () => {
    expect(stockDisplay({ ...bounded(8), mode: 'hidden' }, shows)).toEqual({ kind: 'none' });
    expect(stockDisplay(bounded(null), shows)).toEqual({ kind: 'none' });
    expect(stockDisplay(bounded(8), { show_stock_states: false })).toEqual({ kind: 'none' });
    expect(stockDisplay(bounded(8), null)).toEqual({ kind: 'none' });
    expect(stockDisplay(undefined, shows)).toEqual({ kind: 'none' });
  });
});
