'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuthActions } from '@/lib/auth/auth-actions';
import { deleteCustomer } from '@/lib/customer/customer-api';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { useRouter } from '@/lib/i18n/navigation';
import { showNotice } from '@/lib/notices/notices';
import { dangerButton, secondaryButton } from '../query-status';

/**
 * Deleting the account, confirmed in a dialog (Radix: focus stays inside, Escape closes it). The
 * API keeps the orders anonymized and ends every session; the shopper lands home with a notice.
 */
export function DeleteAccountDialog({ customerId }: { customerId: number }) {
  const t = useTranslations('customerArea.deleteAccount');
  const api = useCustomerApi();
  const router = useRouter();
  const { logout } = useAuthActions();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      await deleteCustomer(api, customerId);
    } catch {
      setPending(false);
      setFailed(true);
      return;
    }
    // The API already ended the sessions; logging out clears the storefront's cookie and state.
    await logout().catch(() => undefined);
    setOpen(false);
    router.replace('/');
    void showNotice(t('deleted'), undefined, { tone: 'success' });
  };

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-2">
      <h2 id="delete-account-heading" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-neutral-700">{t('text')}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={`${dangerButton} self-start`}>{t('button')}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            data-testid="delete-account-dialog"
            className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="text-lg font-semibold">{t('confirmTitle')}</Dialog.Title>
            <Dialog.Description className="text-neutral-700">{t('confirmText')}</Dialog.Description>
            {failed && (
              <p role="alert" className="text-red-800">
                {t('failed')}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={secondaryButton}>{t('cancel')}</Dialog.Close>
              <button
                type="button"
                className={dangerButton}
                aria-disabled={pending || undefined}
                onClick={() => void confirm()}
              >
                {pending ? t('deleting') : t('confirm')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
