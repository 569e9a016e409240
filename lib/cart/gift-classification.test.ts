import { describe, expect, it } from 'vitest';
import { CartItemType, classifyCartItem, type CartItemClass } from './gift-classification';

describe('classifyCartItem', () => {
  const cases: [string, number, number | null | undefined, CartItemClass][] = [
    ['a related gift under its product', CartItemType.relatedGift, 10, 'product_gift'],
    ['a related gift without a parent', CartItemType.relatedGift, null, 'line'],
    ['a gift without a parent', CartItemType.gift, null, 'order_gift'],
    ['a gift without a parent field', CartItemType.gift, undefined, 'order_gift'],
    ['a gift under an item', CartItemType.gift, 10, 'line'],
    ['a package item under its package', CartItemType.packageItem, 10, 'package_item'],
    ['a package item without a parent', CartItemType.packageItem, null, 'line'],
    ['a classic item', CartItemType.classic, null, 'line'],
    ['a no-send gift', CartItemType.noSendGift, null, 'line'],
    ['a flexible package', CartItemType.flexiblePackage, null, 'line'],
    ['a combinable package', CartItemType.combinablePackage, null, 'line'],
    ['parent id 0 is a parent', CartItemType.packageItem, 0, 'package_item'],
  ];

  it.each(cases)('%s', (_name, item_type, parent_id, expected) => {
    expect(classifyCartItem({ item_type, parent_id })).toBe(expected);
  });

  it('knows the seven item types', () => {
    expect(Object.values(CartItemType)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
