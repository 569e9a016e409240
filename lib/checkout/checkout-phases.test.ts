import { describe, expect, it } from 'vitest';
import {
  canEnter,
  hasLatestOrder,
  lastValidPhase,
  missingRequirements,
  resolvePhase,
  type CheckoutPhaseCart,
  type CheckoutPhaseState,
} from './checkout-phases';
import type { CheckoutPhase } from './checkout-steps';

const empty: CheckoutPhaseCart = {
  unique_amount: 0,
  shipping_method: null,
  shipping_option: null,
  payment_method: null,
};
const withItems: CheckoutPhaseCart = { ...empty, unique_amount: 2 };
const courier = { id: 3, has_options: false };
const pickupPoints = { id: 7, has_options: true };
const ready: CheckoutPhaseCart = { ...withItems, shipping_method: courier, payment_method: { id: 1 } };
const readyWithPoint: CheckoutPhaseCart = {
  ...withItems,
  shipping_method: pickupPoints,
  shipping_option: { id: 70 },
  payment_method: { id: 1 },
};

function state(cart: CheckoutPhaseCart | null, latestOrderId: number | null = null): CheckoutPhaseState {
  return { cart, latestOrderId };
}

const phases: CheckoutPhase[] = ['detail', 'shipping_and_payment', 'delivery', 'summary'];

describe('missingRequirements and canEnter', () => {
  // [case, state, the phases that can be entered, what delivery misses]
  const cases: [string, CheckoutPhaseState, CheckoutPhase[], string[]][] = [
    ['no cart', state(null), ['detail'], ['items', 'shipping_method', 'payment_method']],
    ['an empty cart', state(empty), ['detail'], ['items', 'shipping_method', 'payment_method']],
    ['an empty cart that still names its methods', state({ ...ready, unique_amount: 0 }), ['detail'], ['items']],
    ['items only', state(withItems), ['detail', 'shipping_and_payment'], ['shipping_method', 'payment_method']],
    [
      'items and a shipping method',
      state({ ...withItems, shipping_method: courier }),
      ['detail', 'shipping_and_payment'],
      ['payment_method'],
    ],
    [
      'items and a payment method',
      state({ ...withItems, payment_method: { id: 1 } }),
      ['detail', 'shipping_and_payment'],
      ['shipping_method'],
    ],
    ['items and both methods', state(ready), ['detail', 'shipping_and_payment', 'delivery'], []],
    [
      'a method with options and no option chosen',
      state({ ...readyWithPoint, shipping_option: null }),
      ['detail', 'shipping_and_payment'],
      ['shipping_option'],
    ],
    [
      'a method with options, no option and no payment',
      state({ ...readyWithPoint, shipping_option: null, payment_method: null }),
      ['detail', 'shipping_and_payment'],
      ['shipping_option', 'payment_method'],
    ],
    ['a method with options and its option', state(readyWithPoint), ['detail', 'shipping_and_payment', 'delivery'], []],
    [
      'fields left out rather than null',
      state({ unique_amount: 1 }),
      ['detail', 'shipping_and_payment'],
      ['shipping_method', 'payment_method'],
    ],
    [
      'an order and an empty cart',
      state(empty, 42),
      ['detail', 'summary'],
      ['items', 'shipping_method', 'payment_method'],
    ],
    ['an order and a ready cart', state(ready, 42), phases, []],
    ['the spec\'s "no order" id -1', state(ready, -1), ['detail', 'shipping_and_payment', 'delivery'], []],
    ['an order id of 0', state(ready, 0), ['detail', 'shipping_and_payment', 'delivery'], []],
  ];

  it.each(cases)('%s', (_name, given, enterable, deliveryMisses) => {
    expect(phases.filter((phase) => canEnter(phase, given))).toEqual(enterable);
    expect(missingRequirements('delivery', given)).toEqual(deliveryMisses);
  });

  it('names what each phase misses', () => {
    expect(missingRequirements('detail', state(null))).toEqual([]);
    expect(missingRequirements('shipping_and_payment', state(empty))).toEqual(['items']);
    expect(missingRequirements('summary', state(ready))).toEqual(['order']);
    expect(missingRequirements('summary', state(null, 5))).toEqual([]);
  });
});

describe('hasLatestOrder', () => {
  it.each([
    [1, true],
    [42, true],
    [-1, false],
    [0, false],
    [1.5, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (id, expected) => {
    expect(hasLatestOrder(id)).toBe(expected);
  });
});

describe('lastValidPhase', () => {
  const cases: [string, CheckoutPhaseState, CheckoutPhase | undefined, CheckoutPhase][] = [
    ['nothing: the first phase', state(null), undefined, 'detail'],
    ['items', state(withItems), undefined, 'shipping_and_payment'],
    ['a ready cart', state(ready), undefined, 'delivery'],
    ['an order counts without a limit', state(empty, 42), undefined, 'summary'],
    ['an order does not count below the summary', state(empty, 42), 'delivery', 'detail'],
    ['a ready cart up to shipping and payment', state(ready), 'shipping_and_payment', 'shipping_and_payment'],
    ['a ready cart up to the detail', state(ready), 'detail', 'detail'],
    ['up to the summary without an order', state(ready), 'summary', 'delivery'],
  ];

  it.each(cases)('%s', (_name, given, upTo, expected) => {
    expect(lastValidPhase(given, upTo)).toBe(expected);
  });
});

describe('resolvePhase', () => {
  // [case, requested, state, current, phase shown, navigate, clear the latest order]
  const cases: [string, CheckoutPhase, CheckoutPhaseState, CheckoutPhase | null, CheckoutPhase, boolean, boolean][] = [
    ['the detail is always open', 'detail', state(null), null, 'detail', false, false],
    [
      'shipping and payment with items',
      'shipping_and_payment',
      state(withItems),
      null,
      'shipping_and_payment',
      false,
      false,
    ],
    ['shipping and payment with an empty cart', 'shipping_and_payment', state(empty), null, 'detail', true, false],
    ['delivery opened directly with an empty cart', 'delivery', state(empty), null, 'detail', true, false],
    ['delivery without methods', 'delivery', state(withItems), null, 'shipping_and_payment', true, false],
    [
      'delivery after the pickup point was dropped',
      'delivery',
      state({ ...readyWithPoint, shipping_option: null }),
      'delivery',
      'shipping_and_payment',
      true,
      false,
    ],
    ['delivery when ready', 'delivery', state(readyWithPoint), 'shipping_and_payment', 'delivery', false, false],
    ['the summary with an order', 'summary', state(empty, 42), 'delivery', 'summary', false, false],
    ['the summary without an order and a ready cart', 'summary', state(ready), null, 'delivery', true, false],
    ['the summary without an order and no cart', 'summary', state(null, -1), null, 'detail', true, false],
    ['the summary re-checked on the summary', 'summary', state(empty, 42), 'summary', 'summary', false, false],
    ['leaving the summary for the detail', 'detail', state(empty, 42), 'summary', 'detail', false, true],
    ['leaving the summary for a phase it cannot enter', 'delivery', state(empty, 42), 'summary', 'detail', true, true],
    [
      'an order never pulls a later page forward',
      'shipping_and_payment',
      state(empty, 42),
      null,
      'detail',
      true,
      false,
    ],
  ];

  it.each(cases)('%s', (_name, requested, given, current, phase, navigate, clearLatestOrder) => {
    const resolution = resolvePhase(requested, given, current);
    expect(resolution).toEqual({
      phase,
      route: {
        detail: '/cart',
        shipping_and_payment: '/cart/shipping-and-payment',
        delivery: '/cart/delivery',
        summary: '/cart/summary',
      }[phase],
      navigate,
      clearLatestOrder,
    });
  });
});
