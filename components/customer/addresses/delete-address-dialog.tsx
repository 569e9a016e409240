'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '../confirm-dialog';
import { secondaryButton } from '../query-status';

/** "Delete" of one saved address, confirmed in a dialog. */
export function DeleteAddressDialog({ label, onDelete }: { label: string; onDelete: () => Promise<void> }) {
  const t = useTranslations('addressBook');
  return (
    <ConfirmDialog
      trigger={{ label: t('delete'), className: secondaryButton, ariaLabel: t('deleteLabel', { address: label }) }}
      testId="delete-address-dialog"
      texts={{
        title: t('deleteTitle'),
        description: t('deleteText', { address: label }),
        failed: t('deleteFailed'),
        cancel: t('cancel'),
        confirm: t('deleteConfirm'),
      }}
      onConfirm={onDelete}
    />
  );
}
