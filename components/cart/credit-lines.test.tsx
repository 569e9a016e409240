// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { OrderRecap } from '@/components/checkout/order-recap';
import { cart, cartItem, money } from '@/tests/support/cart-fixtures';
import { cartProviders, testQueryClient } from '@/tests/support/cart-hook-wrapper';
import { order } from '@/tests/support/order-fixtures';
import { CartTotals } from './cart-totals';

/** Loyalty credits as their own line in the cart's totals and in an order's recap (docs/cart.md, "Credits"). */

const shirt = cartItem({ id: 1, name: 'Red shirt', amount: 1, taxed_unit_price: money(42.38) });
const withCredits = cart({
  items: [shirt],
  taxed_total_price_without_credits: money(42.38),
  taxed_total_price: money(34.38),
  total_price: money(28.41),
  credits_amount: money(8),
  customer_accounts: [{ customer_account_id: 1, name: 'Lumen points', amount: 200, value: money(8) }],
});

function renderIn(element: ReactElement) {
  const Providers = cartProviders(testQueryClient());
  return render(<Providers>{element}</Providers>);
}

describe('credits in the totals', () => {
  it('the cart lists the total before credits, each kind of credits with its amount, then the total to pay', () => {
    renderIn(<CartTotals cart={withCredits} withTax />);
    expect(screen.getByTestId('cart-total-before-credits')).toHaveTextContent('€42.38');
    const line = screen.getByTestId('cart-credits-line');
    expect(line).toHaveTextContent('−€8.00');
    expect(line.parentElement).toHaveTextContent('Paid with credits: Lumen points (200 credits)');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€34.38');
  });

  it('shows the credit lines also with prices without VAT (credits pay taxed money)', () => {
    renderIn(<CartTotals cart={withCredits} withTax={false} />);
    expect(screen.getByTestId('cart-credits-line')).toHaveTextContent('−€8.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€28.41');
  });

  it('has no credit lines when none are spent', () => {
    renderIn(<CartTotals cart={cart({ items: [shirt] })} withTax />);
    expect(screen.queryByTestId('cart-credit-lines')).not.toBeInTheDocument();
  });

  it('an order’s recap shows what the credits paid before the total to pay', () => {
    renderIn(<OrderRecap order={order({ credits_amount: money(8), taxed_total_price: money(16.2) })} />);
    const row = screen.getByTestId('order-credits');
    expect(within(row).getByText('Paid with credits')).toBeInTheDocument();
    expect(row).toHaveTextContent('−€8.00');
    renderIn(<OrderRecap order={order({ credits_amount: money(0) })} />);
    expect(screen.getAllByTestId('order-credits')).toHaveLength(1);
  });
});
