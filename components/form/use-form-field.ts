'use client';

import { get, useFormContext } from 'react-hook-form';
import { useFieldMessage } from './use-field-message';

/** A field's id in a form of nested paths: `address.phone` → `field-address-phone`. */
export const formFieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/** The id and the translated error of a path of the surrounding form (`FormProvider`). */
export function useFormField(name: string): { id: string; error: string | undefined } {
  const { formState } = useFormContext();
  const localize = useFieldMessage();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return { id: formFieldId(name), error: localize(error?.message) };
}
