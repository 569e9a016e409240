'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useClearCart } from '@/lib/cart/use-cart-mutations';

/**
 * "Empty cart" with a confirmation dialog (Radix Dialog: focus stays inside while it is open,
 * Escape or "keep my items" closes it, focus returns to the button).
 */
export function ClearCartDialog() {
  const t = useTranslations('cartPage.clear');
  const clear = useClearCart();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="min-h-11 rounded-md px-3 text-sm text-neutral-700 underline hover:text-red-700">
        {t('button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="clear-cart-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
          <Dialog.Description className="text-neutral-700">{t('text')}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className="min-h-11 rounded-md border border-neutral-400 px-4 font-medium hover:bg-neutral-100">
              {t('cancel')}
            </Dialog.Close>
            <button
              type="button"
              aria-disabled={clear.isPending || undefined}
              className="min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
              onClick={async () => {
                if (clear.isPending) return;
                const result = await clear.run();
                if (result.ok) setOpen(false);
              }}
            >
              {clear.isPending ? t('clearing') : t('confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
