import * as Dialog from '@radix-ui/react-dialog';

/**
 * The title row of a drawer or sheet (Radix Dialog): its title and a 44 px close button with an
 * X icon and a spoken label. Imported only by the lazily loaded dialogs, so it stays in their chunks.
 */
export function DialogHeader({
  title,
  closeLabel,
  className,
}: {
  title: string;
  closeLabel: string;
  className: string;
}) {
  return (
    <div className={`flex items-center justify-between border-b border-neutral-200 px-4 ${className}`}>
      <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
      <Dialog.Close className="flex size-11 items-center justify-center rounded-md hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{closeLabel}</span>
      </Dialog.Close>
    </div>
  );
}
