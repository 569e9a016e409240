import { describe, expect, it } from 'vitest';
import { cartItemTypes } from './cart-item-types';
import { classifyCartItem, type CartItemClass } from './gift-classification';

describe('classifyCartItem (data catalogue section 4)', () => {
  const cases: [string, number, number | null | undefined, CartItemClass][] = [
    ['a related gift under its product', cartItemTypes.relatedGift, 10, 'product_gift'],
    ['a related gift without a parent', cartItemTypes.relatedGift, null, 'line'],
    ['a gift without a parent', cartItemTypes.gift, null, 'order_gift'],
    ['a gift without a parent field', cartItemTypes.gift, undefined, 'order_gift'],
    ['a gift under an item', cartItemTypes.gift, 10, 'line'],
    ['a package item under its package', cartItemTypes.packageItem, 10, 'package_item'],
    ['a package item without a parent', cartItemTypes.packageItem, null, 'line'],
    ['a classic item', cartItemTypes.classic, null, 'line'],
    ['a no-send gift', cartItemTypes.noSendGift, null, 'line'],
    ['a flexible package', cartItemTypes.flexiblePackage, null, 'line'],
    ['a combinable package', cartItemTypes.combinablePackage, null, 'line'],
    ['parent id 0 is a parent', cartItemTypes.packageItem, 0, 'package_item'],
  ];

  it.each(cases)('%s', (_name, item_type, parent_id, expected) => {
    expect(classifyCartItem({ item_type, parent_id })).toBe(expected);
  });

  it('knows the seven item types', () => {
    expect(Object.values(cartItemTypes)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
