import { forwardRef, type InputHTMLAttributes } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
}

/** A checkbox with its label beside it (the rest of the props go to the input). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, ...input },
  ref,
) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input ref={ref} id={id} type="checkbox" className="size-5 accent-brand-700" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
});
