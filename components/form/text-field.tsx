import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldDescription, FieldFrame, type FieldFrameProps } from './field-frame';
import { inputClass } from './input-class';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Omit<FieldFrameProps, 'children'> {}

/**
 * A labelled input whose error shows under it and is announced with it (`aria-describedby`). The
 * rest of the props go to the input, so `register(name)` of react-hook-form can be spread in.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, optional, hint, error, className, ...input },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error })}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
});
