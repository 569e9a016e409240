'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { dangerButton, secondaryButton } from './query-status';

export interface ConfirmDialogTexts {
  title: string;
  description: string;
  failed: string;
  cancel: string;
  confirm: string;
  /** Shown on the confirm button while the action runs; `confirm` otherwise. */
  pending?: string;
}

/**
 * A destructive action confirmed in a dialog (Radix: focus stays inside, Escape closes it). The
 * action runs once at a time; when it throws, the dialog stays open with the failure said in an
 * alert, and when it succeeds the dialog closes.
 */
export function ConfirmDialog({
  trigger,
  testId,
  texts,
  onConfirm,
}: {
  trigger: { label: string; className: string; ariaLabel?: string };
  testId: string;
  texts: ConfirmDialogTexts;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={trigger.className} aria-label={trigger.ariaLabel}>
        {trigger.label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 wrap-anywhere shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{texts.title}</Dialog.Title>
          <Dialog.Description className="text-neutral-700">{texts.description}</Dialog.Description>
          {failed && (
            <p role="alert" className="text-red-800">
              {texts.failed}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={secondaryButton}>{texts.cancel}</Dialog.Close>
            <button
              type="button"
              className={dangerButton}
              aria-disabled={pending || undefined}
              onClick={() => void confirm()}
            >
              {pending && texts.pending ? texts.pending : texts.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
