import type { ReactNode } from 'react';
import { primaryButtonClass } from './button-classes';

export interface SubmitButtonProps {
  /** The form is being sent: the button says so (`pendingLabel`) and takes no second submit. */
  pending: boolean;
  pendingLabel: ReactNode;
  /** Nothing may be sent now for another reason (a 429's wait). */
  blocked?: boolean;
  /**
   * How the button refuses while pending or blocked: `disabled` (the default), or `aria-disabled`
   * for a form whose submit handler ignores a second submit itself (`useSubmitOnce`): the button
   * keeps the focus and is still announced, as unavailable.
   */
  refuse?: 'disabled' | 'aria-disabled';
  className?: string;
  /** The id of a text that describes what pressing the button means (the order's terms). */
  describedBy?: string;
  children: ReactNode;
}

/** A form's submit button with its pending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  blocked = false,
  refuse = 'disabled',
  className = primaryButtonClass,
  describedBy,
  children,
}: SubmitButtonProps) {
  const unavailable = pending || blocked;
  return (
    <button
      type="submit"
      disabled={refuse === 'disabled' ? unavailable : undefined}
      aria-disabled={refuse === 'aria-disabled' ? unavailable || undefined : undefined}
      aria-describedby={describedBy}
      className={className}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
