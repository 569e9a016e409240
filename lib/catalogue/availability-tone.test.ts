import { describe, expect, it } from 'vitest';
import { availabilityTone } from './availability-tone';

describe('availabilityTone', () => {
  it('tells stock from later shipping and from what cannot be bought', () => {
    expect(availabilityTone({ can_purchase: true, for_refilled_stock: true, show_stock_states: true })).toBe(
      'in-stock',
    );
    expect(availabilityTone({ can_purchase: true, for_refilled_stock: false, show_stock_states: false })).toBe('later');
    expect(availabilityTone({ can_purchase: false, for_refilled_stock: true, show_stock_states: true })).toBe(
      'unavailable',
    );
  });
});
