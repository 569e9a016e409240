'use client';

import { useLocale, useTranslations } from 'next-intl';
import { maxCartItemAmount } from '@contract/calls/cart';
import { lineName } from '@contract/codes/line-name';
import type { CartChildItem, CartItem } from '@contract/entities/cart';
import type { Locale } from '@contract/locales';
import { ProductImage } from '@/components/catalogue/product-image';
import { lineMaxAmount } from '@/lib/cart/cart-lines';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { AmountStepper } from './amount-stepper';

type PricedItem = Pick<CartItem, 'taxed_unit_price' | 'unit_price' | 'taxed_total_price' | 'total_price'>;

/** The unit and line prices in the shopper's tax preference. */
export function linePrices(item: PricedItem, withTax: boolean) {
  return withTax
    ? { unit: item.taxed_unit_price.formatted, total: item.taxed_total_price.formatted }
    : { unit: item.unit_price.formatted, total: item.total_price.formatted };
}

function ItemName({ item }: { item: CartItem | CartChildItem }) {
  const locale = useLocale() as Locale;
  const href = catalogueHref(locale, item.product_urls);
  return (
    <span className="flex flex-col">
      <a href={href} className="font-medium hover:text-brand-700 hover:underline">
        {lineName(item.name, item.variation_name)}
      </a>
    </span>
  );
}

/** A product gift (or package part) under the line that brought it. */
function ChildLine({ item, withTax }: { item: CartChildItem; withTax: boolean }) {
  const t = useTranslations('cartPage.line');
  return (
    <li className="flex items-center gap-3 text-sm" data-testid="cart-product-gift">
      <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('gift')}</span>
      <ItemName item={item} />
      <span className="ml-auto text-neutral-700">
        {item.amount} × {item.taxed_unit_price.value === 0 ? t('free') : linePrices(item, withTax).unit}
      </span>
    </li>
  );
}

/**
 * One line of the cart: picture, name and variation, unit price, amount stepper (bounded by the
 * API's `max_amount`), line total and remove; a sold-out line is marked and can only be removed.
 * Product gifts follow under it.
 */
export function CartLine({
  item,
  gifts,
  withTax,
  updating,
  onAmount,
  onRemove,
}: {
  item: CartItem;
  gifts: CartChildItem[];
  withTax: boolean;
  updating: boolean;
  onAmount: (amount: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('cartPage.line');
  const prices = linePrices(item, withTax);
  const max = lineMaxAmount(item, maxCartItemAmount);
  return (
    <li
      data-testid="cart-line"
      data-sold-out={item.sold_out || undefined}
      className={`flex flex-col gap-3 border-b border-neutral-200 py-4 ${item.sold_out ? 'bg-red-50/60' : ''}`}
    >
      <div className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-2 sm:grid-cols-[5rem_1fr_auto_auto_auto] sm:items-center">
        <div className="row-span-2 sm:row-span-1">
          <ProductImage url={item.image_url} alt="" sizes="80px" />
        </div>
        <div className="flex flex-col gap-1">
          <ItemName item={item} />
          <span className="text-sm text-neutral-600">
            {t('unitPrice')}: {prices.unit}
          </span>
          {item.sold_out && (
            <p className="text-sm font-semibold text-red-700" data-testid="cart-line-sold-out">
              {t('soldOut')} – <span className="font-normal">{t('soldOutHint')}</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:contents">
          {!item.sold_out && (
            <AmountStepper name={item.name} amount={item.amount} max={max} disabled={updating} onChange={onAmount} />
          )}
          <p className="min-w-24 text-right font-semibold sm:order-none" aria-live="polite">
            <span className="sr-only">{t('lineTotal')}: </span>
            {updating ? <span className="font-normal text-neutral-500">{t('updating')}</span> : prices.total}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('remove', { name: item.name })}
            className="flex size-11 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 hover:text-red-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>
      {gifts.length > 0 && (
        <ul className="ml-[5.5rem] flex flex-col gap-2">
          {gifts.map((gift) => (
            <ChildLine key={gift.id} item={gift} withTax={withTax} />
          ))}
        </ul>
      )}
      {!item.sold_out && item.max_amount !== null && item.max_amount <= item.amount && (
        <p className="text-xs text-neutral-600 sm:ml-24">{t('maxAmount', { count: item.max_amount })}</p>
      )}
    </li>
  );
}

/** The gifts the order earned by rule, apart from the lines. */
export function OrderGifts({ gifts, withTax }: { gifts: CartItem[]; withTax: boolean }) {
  const t = useTranslations('cartPage');
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby="order-gifts-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h2 id="order-gifts-heading" className="font-semibold">
        {t('gifts.heading')}
      </h2>
      <p className="text-sm text-neutral-700">{t('gifts.text')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {gifts.map((gift) => (
          <li key={gift.id} className="flex items-center gap-3" data-testid="cart-order-gift">
            <div className="w-12 shrink-0">
              <ProductImage url={gift.image_url} alt="" sizes="48px" />
            </div>
            <ItemName item={gift} />
            <span className="ml-auto text-sm">
              {gift.amount} × {gift.taxed_unit_price.value === 0 ? t('line.free') : linePrices(gift, withTax).unit}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
