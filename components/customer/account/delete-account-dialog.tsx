'use client';

import { useTranslations } from 'next-intl';
import { useAuthActions } from '@/lib/auth/auth-actions';
import { deleteCustomer } from '@/lib/customer/customer-api';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { useRouter } from '@/lib/i18n/navigation';
import { showNotice } from '@/lib/notices/notices';
import { ConfirmDialog } from '../confirm-dialog';
import { dangerButton } from '../query-status';

/**
 * Deleting the account, confirmed in a dialog (Radix: focus stays inside, Escape closes it). The
 * API keeps the orders anonymized and ends every session; the shopper lands home with a notice.
 */
export function DeleteAccountDialog({ customerId }: { customerId: number }) {
  const t = useTranslations('customerArea.deleteAccount');
  const api = useCustomerApi();
  const router = useRouter();
  const { logout } = useAuthActions();
  const deleteAccount = async () => {
    await deleteCustomer(api, customerId);
    // The API already ended the sessions; logging out clears the storefront's cookie and state.
    await logout().catch(() => undefined);
    router.replace('/');
    void showNotice(t('deleted'), undefined, { tone: 'success' });
  };

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-2">
      <h2 id="delete-account-heading" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-neutral-700">{t('text')}</p>
      <ConfirmDialog
        trigger={{ label: t('button'), className: `${dangerButton} self-start` }}
        testId="delete-account-dialog"
        texts={{
          title: t('confirmTitle'),
          description: t('confirmText'),
          failed: t('failed'),
          cancel: t('cancel'),
          confirm: t('confirm'),
          pending: t('deleting'),
        }}
        onConfirm={deleteAccount}
      />
    </section>
  );
}
