'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser-api';
import { batchErrorMessage } from '@/lib/cart/batch-errors';
import { batchItem, quickOrderLines, resolveProductCodes, type QuickOrderRow } from '@/lib/cart/quick-order';
import { useCartScope } from '@/lib/cart/use-cart-scope';
import { useBatchAddCartItems } from '@/lib/cart/use-cart-mutations';
import { useCartNotifier } from '@/lib/cart/use-cart-notifier';

const emptyRow = (): QuickOrderRow => ({ code: '', amount: '1' });
const initialRows = 3;

/**
 * Quick order: rows of a product code (its number or SKU) and an amount, added in one
 * `POST /carts/{id}/items/batch`. Each skipped row shows the first message the API gave for it
 * (docs/cart.md, "The cart page"); the rows that were added are cleared, the refused ones stay to
 * be corrected.
 */
export function QuickOrderForm() {
  const t = useTranslations('cartPage.quickOrder');
  const id = useId();
  const scope = useCartScope();
  const batch = useBatchAddCartItems();
  const notify = useCartNotifier();
  const [rows, setRows] = useState<QuickOrderRow[]>(() => Array.from({ length: initialRows }, emptyRow));
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  function update(index: number, change: Partial<QuickOrderRow>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setErrors((current) => {
      if (!current.has(index)) return current;
      const next = new Map(current);
      next.delete(index);
      return next;
    });
  }

  async function submit() {
    const lines = quickOrderLines(rows);
    if (lines.length === 0) {
      setStatus(t('nothing'));
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const found = await resolveProductCodes(
        getBrowserApi(scope.locale),
        lines.map((line) => line.code),
      );
      const rowErrors = new Map<number, string>();
      const sent = lines.filter((line) => {
        if (found.has(line.code)) return true;
        rowErrors.set(line.row, t('unknownCode', { code: line.code }));
        return false;
      });
      if (sent.length > 0) {
        const result = await batch.run(sent.map((line) => batchItem(line, found.get(line.code) ?? 0)));
        if (!result.ok) {
          setErrors(rowErrors);
          return;
        }
        sent.forEach((line, index) => {
          const message = batchErrorMessage(result.errors, index);
          if (message) rowErrors.set(line.row, message);
        });
        const added = sent.filter((line) => !rowErrors.has(line.row)).length;
        setStatus(t('added', { count: added }));
        if (added > 0) notify.success(t('added', { count: added }));
      }
      setErrors(rowErrors);
      // Added rows are done; refused ones stay for the shopper to correct.
      setRows((current) => {
        const kept = current.map((row, index) =>
          rowErrors.has(index) || !lines.some((line) => line.row === index) ? row : emptyRow(),
        );
        return kept;
      });
    } catch {
      notify.error('add_cart_item_fail');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
      <h2 id={`${id}-heading`} className="font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <ol className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const error = errors.get(index);
            const rowId = `${id}-row-${index}`;
            return (
              <li key={index} data-testid="quick-order-row" className="flex flex-col gap-1">
                <div className="flex flex-wrap items-end gap-2">
                  <div className="flex min-w-40 flex-1 flex-col gap-1">
                    <label htmlFor={`${rowId}-code`} className="text-xs text-neutral-700">
                      {t('code', { row: index + 1 })}
                    </label>
                    <input
                      id={`${rowId}-code`}
                      value={row.code}
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${rowId}-error` : undefined}
                      onChange={(event) => update(index, { code: event.target.value })}
                      className="rounded-md border border-neutral-400 px-3 py-2 aria-invalid:border-red-700"
                    />
                  </div>
                  <div className="flex w-24 flex-col gap-1">
                    <label htmlFor={`${rowId}-amount`} className="text-xs text-neutral-700">
                      {t('amount', { row: index + 1 })}
                    </label>
                    <input
                      id={`${rowId}-amount`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={row.amount}
                      onChange={(event) => update(index, { amount: event.target.value })}
                      className="rounded-md border border-neutral-400 px-3 py-2"
                    />
                  </div>
                  {rows.length > 1 && (
                    <button
                      type="button"
                      aria-label={t('removeRow', { row: index + 1 })}
                      className="flex size-11 items-center justify-center rounded-md hover:bg-neutral-100"
                      onClick={() => {
                        setRows((current) => current.filter((_, i) => i !== index));
                        setErrors(new Map());
                      }}
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
                  )}
                </div>
                {error && (
                  <p id={`${rowId}-error`} className="text-sm text-red-700" data-testid="quick-order-error">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="min-h-11 rounded-md border border-neutral-400 px-4 text-sm hover:bg-neutral-100"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            {t('addRow')}
          </button>
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900"
          >
            {busy ? t('submitting') : t('submit')}
          </button>
        </div>
        <p role="status" className="text-sm text-neutral-700" data-testid="quick-order-status">
          {status}
        </p>
      </form>
    </section>
  );
}
