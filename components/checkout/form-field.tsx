'use client';

import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldMessage } from './use-field-message';

export const inputClass =
  'min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A field's error, translated, under the field; its id is what the field's `aria-describedby` names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The error of a form path, translated, with the ids its field points at. */
export function useFieldError(name: string): { message: string | undefined; errorId: string; fieldId: string } {
  const { formState } = useFormContext();
  const localize = useFieldMessage();
  const fieldId = `field-${name.replace(/\./g, '-')}`;
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return { message: localize(error?.message), errorId: `${fieldId}-error`, fieldId };
}

export interface TextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: Path<T>;
  label: string;
  /** A line under the label (a format hint). */
  hint?: ReactNode;
  optional?: string;
}

/** A labelled text input registered in the surrounding form; its error shows under it and is announced with it. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  ...input
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { message, errorId, fieldId } = useFieldError(name);
  const hintId = `${fieldId}-hint`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-neutral-600"> {optional}</span>}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
        {...register(name)}
      />
      <FieldError id={errorId} message={message} />
    </div>
  );
}

/** A checkbox registered in the surrounding form, its label beside it. */
export function CheckboxField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { register } = useFormContext<T>();
  const fieldId = `field-${name.replace(/\./g, '-')}`;
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={fieldId} type="checkbox" className="size-5 accent-brand-700" {...register(name)} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}

/** A labelled text area registered in the surrounding form, with its error under it. */
export function TextAreaField<T extends FieldValues>({
  name,
  label,
  optional,
}: {
  name: Path<T>;
  label: string;
  optional?: string;
}) {
  const { register } = useFormContext<T>();
  const { message, errorId, fieldId } = useFieldError(name);
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-neutral-600"> {optional}</span>}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={`${inputClass} py-2`}
        {...register(name)}
      />
      <FieldError id={errorId} message={message} />
    </div>
  );
}
