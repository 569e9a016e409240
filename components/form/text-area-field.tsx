import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldDescription, FieldFrame, type FieldFrameProps } from './field-frame';
import { inputClass } from './input-class';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, Omit<FieldFrameProps, 'children' | 'hint'> {}

/** A labelled text area with its error under it (the rest of the props go to the text area). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, optional, error, className, rows = 3, ...textarea },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { error })}
        className={`${inputClass} py-2`}
        {...textarea}
      />
    </FieldFrame>
  );
});
