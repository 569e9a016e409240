import type { ReactNode } from 'react';
import { FieldMessage } from './field-message';

export interface FieldFrameProps {
  /** The control's id: the label points at it; the hint and the error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  /** A word after the label ("optional"), already translated. */
  optional?: string;
  /** A line under the label (a format hint). */
  hint?: ReactNode;
  /** The field's error, already in the page's language. */
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The ids a field's control names in `aria-describedby`: its hint and its error, when shown. */
export function fieldDescription(id: string, { hint, error }: { hint?: unknown; error?: string }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** What every field has around its control: the label, a hint under it, and the error at the bottom. */
export function FieldFrame({ id, label, optional, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-neutral-600"> {optional}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {children}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
