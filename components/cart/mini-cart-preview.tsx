'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { MouseEvent, RefObject } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { cartHasItems } from '@contract/codes/cart-has-items';
import { cartLines } from '@/lib/cart/cart-lines';
import { usePricesWithTax } from '@/lib/cart/use-cart-scope';
import { useCart } from '@/lib/cart/use-cart';
import { Link } from '@/lib/i18n/navigation';
import { withQueryProvider } from '@/lib/query/query-provider';

interface PreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's cart link: focus goes back to it when the preview closes. */
  returnFocusTo: RefObject<HTMLAnchorElement | null>;
}

const wayOnClass = 'flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-center font-semibold';

/** The lines of the cart: picture, name (and variation), amount and price, in the shopper's tax preference. */
function PreviewLines({ cart }: { cart: NonNullable<ReturnType<typeof useCart>['cart']> }) {
  const withTax = usePricesWithTax();
  const { lines } = cartLines(cart);
  return (
    <ul className="flex flex-col divide-y divide-neutral-200">
      {lines.map(({ item }) => (
        <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
          <span className="relative size-12 shrink-0 overflow-hidden rounded bg-neutral-100">
            <ProductImage url={item.image_url} alt="" sizes="48px" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{item.name}</span>
            {item.variation_name && <span className="block text-neutral-600">{item.variation_name}</span>}
          </span>
          <span className="shrink-0 text-neutral-700">{item.amount}×</span>
          <span className="shrink-0 font-medium whitespace-nowrap">
            {(withTax ? item.taxed_total_price : item.total_price).formatted}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The mini-cart's preview (a Radix Dialog by the header's cart link, loaded on its first click):
 * the cart's lines, the subtotal of the items, and the ways on ("Go to cart", "Checkout" when the
 * cart has items). It reads the cart the mini-cart's live half loaded (the page's query cache).
 */
function Preview({ open, onOpenChange, returnFocusTo }: PreviewProps) {
  const t = useTranslations('cart.preview');
  const withTax = usePricesWithTax();
  const { cart, isLoading } = useCart({ throwOnFatal: false });
  const filled = cart && cartHasItems(cart) ? cart : null;

  // A link followed from inside leaves the page: close at once.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/30" />
        <Dialog.Content
          onClick={onClick}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          data-testid="mini-cart-preview"
          className="fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col overflow-y-auto bg-white shadow-xl focus:outline-none sm:inset-x-auto sm:top-16 sm:right-4 sm:w-96 sm:rounded-lg"
        >
          <DialogHeader title={t('title')} closeLabel={t('close')} className="py-1" />
          <div className="flex flex-col gap-3 px-4 py-3">
            {filled ? (
              <>
                <PreviewLines cart={filled} />
                <p className="flex justify-between border-t border-neutral-300 pt-3 font-semibold">
                  <span>{t('subtotal')}</span>
                  <span data-testid="mini-cart-subtotal">
                    {(withTax ? filled.taxed_items_price : filled.items_price).formatted}
                  </span>
                </p>
              </>
            ) : (
              <p role="status" className="text-neutral-700">
                {isLoading ? t('loading') : t('empty')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Link href="/cart" className={`${wayOnClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
                {t('goToCart')}
              </Link>
              {filled && (
                <Link
                  href="/cart/shipping-and-payment"
                  className={`${wayOnClass} bg-brand-700 text-white hover:bg-brand-800`}
                >
                  {t('checkout')}
                </Link>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const MiniCartPreview = withQueryProvider(Preview);
