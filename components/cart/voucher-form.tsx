'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { CartDiscount } from '@contract/entities/cart';
import { fieldMessage } from '@/lib/cart/cart-action-result';
import { refusalText } from '@/lib/cart/cart-refusal';
import { useAddCartVoucher, useRemoveCartVoucher } from '@/lib/cart/use-cart-mutations';

/**
 * The voucher code field and the applied vouchers. A refused code shows the API's own message on
 * the field (unknown, expired, used up, not applicable: docs/cart.md, "The cart page"), in the
 * shopper's language and alone; only a failure a retry can help says "try again". Cleared when typing.
 */
export function VoucherForm({ discounts }: { discounts: CartDiscount[] }) {
  const t = useTranslations('cartPage.voucher');
  const id = useId();
  const add = useAddCartVoucher();
  const remove = useRemoveCartVoucher();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!code.trim()) {
      setError(t('empty'));
      return;
    }
    const result = await add.run({ code: code.trim() });
    if (result.ok) {
      setCode('');
      setError(null);
    } else setError(fieldMessage(result, 'code') ?? refusalText(result.error) ?? t('failed'));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="font-semibold">
        {t('heading')}
      </h2>
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!add.isPending) void submit();
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm">
            {t('label')}
          </label>
          <input
            id={id}
            name="code"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            className="rounded-md border border-neutral-400 px-3 py-2 uppercase aria-invalid:border-red-700"
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700" data-testid="voucher-error">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          aria-disabled={add.isPending || undefined}
          className="mt-6 min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {add.isPending ? t('applying') : t('apply')}
        </button>
      </form>
      {discounts.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">{t('applied')}</h3>
          <ul className="mt-1 flex flex-col gap-1" data-testid="applied-vouchers">
            {discounts.map((discount) => (
              <li key={discount.id} className="flex items-center gap-2 text-sm">
                <span className="rounded bg-neutral-100 px-2 py-0.5 font-mono">{discount.code}</span>
                <span className="text-neutral-700">
                  {discount.name}
                  {discount.waived_shipping_taxed_amount.value > 0
                    ? `: −${discount.waived_shipping_taxed_amount.formatted}`
                    : discount.free_shipping && ` (${t('freeShippingPending')})`}
                </span>
                <button
                  type="button"
                  className="ml-auto flex size-11 items-center justify-center rounded-md hover:bg-neutral-100"
                  aria-label={t('remove', { code: discount.code })}
                  onClick={() => void remove.run({ discountId: discount.id, code: discount.code })}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
