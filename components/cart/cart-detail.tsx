'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CartSkeleton } from '@/components/skeletons/cart-skeleton';
import { cartHasItems } from '@contract/codes/cart-has-items';
import { cartLines } from '@/lib/cart/cart-lines';
import { useCart } from '@/lib/cart/use-cart';
import { usePrefetchCheckoutMethods } from '@/lib/cart/use-cart-choices';
import { useChangeCartItemAmount, useRemoveCartItem } from '@/lib/cart/use-cart-mutations';
import { usePricesWithTax } from '@/lib/cart/use-cart-scope';
import { useLiveCart } from '@/lib/cart/use-live-cart';
import { Link } from '@/lib/i18n/navigation';
import { CartLine, OrderGifts } from './cart-line';
import { CartTotals } from './cart-totals';
import { ClearCartDialog } from './clear-cart-dialog';
import { EmptyCart } from './empty-cart';
import { FreeShippingProgress } from './free-shipping-progress';
import { QuickOrderForm } from './quick-order-form';
import { VoucherForm } from './voucher-form';
import { CartCredits } from '@/components/customer/credits/cart-credits';

/**
 * The cart page's detail phase (a client island: the cart is the visitor's own, never rendered on
 * the server). Loads the cart as docs/cart.md, "Loading" says (a cart that cannot be loaded nor
 * replaced goes to the error boundary), listens to its live notices, and shows the lines, gifts,
 * vouchers, free-shipping progress, totals, quick order and the way on.
 */
export function CartDetail() {
  const t = useTranslations('cartPage');
  const tc = useTranslations('cart');
  const { cart, isLoading, error, refetch, scope } = useCart();
  const withTax = usePricesWithTax();
  const changeAmount = useChangeCartItemAmount();
  const removeItem = useRemoveCartItem();
  const [updating, setUpdating] = useState<ReadonlySet<number>>(new Set());
  useLiveCart(cart?.id ?? null);
  usePrefetchCheckoutMethods(
    cart && cartHasItems(cart) ? cart.id : null,
    scope,
    cart?.discounted_taxed_items_price.value,
  );

  if (isLoading) return <CartSkeleton />;
  if (!cart && error)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p>{tc('errors.cart_items_load_error')}</p>
        <button type="button" onClick={() => void refetch()} className="min-h-11 rounded-md border px-4">
          {t('page.retry')}
        </button>
      </div>
    );

  // Under the page's heading (rendered by the page itself, so it is there before the cart loads).
  const count =
    cart && cartHasItems(cart) ? (
      <p className="-mt-4 text-neutral-600" data-testid="cart-count">
        {t('page.itemsCount', { count: cart.amount })}
      </p>
    ) : null;
  // The quick order keeps its place (and what was typed into it) when its batch fills an empty cart.
  if (!cart || !cartHasItems(cart))
    return (
      <div className="flex flex-col gap-6">
        {count}
        <EmptyCart />
        <QuickOrderForm />
      </div>
    );

  const { lines, orderGifts } = cartLines(cart);
  const soldOut = cart.items.some((item) => item.sold_out);
  async function changeLine(itemId: number, amount: number) {
    setUpdating((current) => new Set(current).add(itemId));
    await changeAmount.run({ itemId, amount });
    setUpdating((current) => {
      const next = new Set(current);
      next.delete(itemId);
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-6">
      {count}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ul aria-label={t('line.items')} className="border-t border-neutral-200" data-testid="cart-lines">
            {lines.map(({ item, children }) => (
              <CartLine
                key={item.id}
                item={item}
                gifts={children}
                withTax={withTax}
                updating={updating.has(item.id)}
                onAmount={(amount) => void changeLine(item.id, amount)}
                onRemove={() => void removeItem.run({ itemId: item.id })}
              />
            ))}
          </ul>
          <OrderGifts gifts={orderGifts} withTax={withTax} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link href="/" className="min-h-11 content-center text-sm text-brand-700 underline">
              {t('page.keepShopping')}
            </Link>
            <ClearCartDialog />
          </div>
        </div>
        <aside className="flex flex-col gap-6 rounded-lg border border-neutral-200 p-4 lg:self-start">
          <FreeShippingProgress cart={cart} />
          <VoucherForm discounts={cart.discounts} />
          <CartCredits cart={cart} />
          <CartTotals cart={cart} withTax={withTax} />
          {soldOut ? (
            <p className="text-sm font-medium text-red-700" role="status">
              {t('page.soldOutBlocks')}
            </p>
          ) : (
            <Link
              href="/cart/shipping-and-payment"
              data-testid="continue-to-shipping"
              className="flex min-h-12 items-center justify-center rounded-md bg-brand-700 px-4 text-center font-semibold text-white hover:bg-brand-900"
            >
              {t('page.continue')}
            </Link>
          )}
        </aside>
      </div>
      <QuickOrderForm />
    </div>
  );
}
