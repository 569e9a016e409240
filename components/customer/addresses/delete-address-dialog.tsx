'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { dangerButton, secondaryButton } from '../query-status';

/** "Delete" of one saved address, confirmed in a dialog. */
export function DeleteAddressDialog({ label, onDelete }: { label: string; onDelete: () => Promise<void> }) {
  const t = useTranslations('addressBook');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondaryButton} aria-label={t('deleteLabel', { address: label })}>
        {t('delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="delete-address-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('deleteTitle')}</Dialog.Title>
          <Dialog.Description className="text-neutral-700">{t('deleteText', { address: label })}</Dialog.Description>
          {failed && (
            <p role="alert" className="text-red-800">
              {t('deleteFailed')}
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
              {t('deleteConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
