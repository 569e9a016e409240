// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Cart, CartDiscount } from '@contract/entities/cart';
import { OrderRecap } from '@/components/checkout/order-recap';
import { cart, cartItem, money } from '@/tests/support/cart-fixtures';
import { cartProviders, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { order } from '@/tests/support/order-fixtures';
import { CartTotals } from './cart-totals';
import { VoucherForm } from './voucher-form';

/** FREESHIP says what it saved, the same amount in the cart, the checkout and the order (docs/cart.md, "Free shipping"). */

const freeShip: CartDiscount = {
  id: 7,
  discount_id: 5,
  name: 'Free shipping',
  code: 'FREESHIP',
  percents: null,
  free_shipping: true,
  discounted_amount: money(0),
  discounted_taxed_amount: money(0),
  waived_shipping_amount: money(4.05),
  waived_shipping_taxed_amount: money(4.9),
};
const shirt = cartItem({ id: 1, name: 'Red shirt', amount: 1, taxed_unit_price: money(24.2) });
const shipped = cart({
  items: [shirt],
  discounts: [freeShip],
  has_free_shipping: true,
  shipping_method: { name: 'DPD courier' } as Cart['shipping_method'],
});

function renderIn(element: ReactElement) {
  const Providers = cartProviders(testQueryClient());
  return render(<Providers>{element}</Providers>);
}

describe('a free-shipping voucher', () => {
  it('the cart’s and the checkout’s totals show the shipping it waived and the voucher taking it off', () => {
    renderIn(<CartTotals cart={shipped} withTax />);
    expect(screen.getByText('DPD courier').nextSibling).toHaveTextContent('€4.90');
    const waiver = screen.getByTestId('cart-shipping-waiver');
    expect(waiver).toHaveTextContent('−€4.90');
    expect(waiver.parentElement).toHaveTextContent('Free shipping (FREESHIP)');
  });

  it('the applied voucher says what it saved, not "Free shipping (free shipping)"', () => {
    renderIn(<VoucherForm discounts={[freeShip]} />);
    const applied = screen.getByTestId('applied-vouchers');
    expect(applied).toHaveTextContent('Free shipping: −€4.90');
    expect(applied).not.toHaveTextContent('(free shipping)');
  });

  it('before a method is chosen it says that shipping will be free', () => {
    const pending = { ...freeShip, waived_shipping_amount: money(0), waived_shipping_taxed_amount: money(0) };
    renderIn(<VoucherForm discounts={[pending]} />);
    expect(screen.getByTestId('applied-vouchers')).toHaveTextContent('Free shipping (shipping will be free)');
  });

  it('the order’s recap (confirmation page and the customer’s order) shows the same amount', () => {
    const placed = order({
      shipping: { ...order().shipping, price: money(0), taxed_price: money(0) },
      discounts: [
        {
          id: 3,
          name: 'Free shipping',
          code: 'FREESHIP',
          discounted_amount: money(0),
          discounted_taxed_amount: money(0),
          waived_shipping_amount: money(4.05),
          waived_shipping_taxed_amount: money(4.9),
          is_for_purchase: true,
        },
      ],
    });
    renderIn(<OrderRecap order={placed} />);
    const waiver = screen.getByTestId('order-shipping-waiver');
    expect(waiver).toHaveTextContent('Free shipping (FREESHIP)');
    expect(waiver).toHaveTextContent('−€4.90');
    expect(screen.getByText('DPD courier').nextSibling).toHaveTextContent('€4.90');
  });
});
