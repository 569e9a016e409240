'use client';

import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { PhoneField, type DialCodeOption } from './phone-field';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';
import { TextField, type TextFieldProps } from './text-field';
import { formFieldId, useFormField } from './use-form-field';

/*
 * The fields of a form that shares itself through react-hook-form's `FormProvider` (the checkout,
 * the account page, the address book): each is named by its path, registers itself and shows its
 * path's error, translated.
 */

type Bound<P, T extends FieldValues> = Omit<P, 'id' | 'name' | 'error'> & { name: Path<T> };

export function FormTextField<T extends FieldValues>({ name, ...props }: Bound<TextFieldProps, T>) {
  const { register } = useFormContext<T>();
  const { id, error } = useFormField(name);
  return <TextField id={id} error={error} {...props} {...register(name)} />;
}

export function FormTextAreaField<T extends FieldValues>({ name, ...props }: Bound<TextAreaFieldProps, T>) {
  const { register } = useFormContext<T>();
  const { id, error } = useFormField(name);
  return <TextAreaField id={id} error={error} {...props} {...register(name)} />;
}

export function FormCheckboxField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { register } = useFormContext<T>();
  return <CheckboxField id={formFieldId(name)} label={label} {...register(name)} />;
}

export interface FormPhoneFieldProps<T extends FieldValues> {
  /** The phone's path, and the dial code's. */
  name: Path<T>;
  dialCodeName: Path<T>;
  label: string;
  dialCodeLabel: string;
  optional?: string;
  dialCodes?: readonly DialCodeOption[];
  autoComplete: { dialCode: string; phone: string };
}

export function FormPhoneField<T extends FieldValues>({
  name,
  dialCodeName,
  autoComplete,
  ...props
}: FormPhoneFieldProps<T>) {
  const { register } = useFormContext<T>();
  const phone = useFormField(name);
  const dialCode = useFormField(dialCodeName);
  return (
    <PhoneField
      id={phone.id}
      dialCodeId={dialCode.id}
      dialCodeProps={{ autoComplete: autoComplete.dialCode, ...register(dialCodeName) }}
      phoneProps={{ autoComplete: autoComplete.phone, ...register(name) }}
      dialCodeError={dialCode.error}
      phoneError={phone.error}
      {...props}
    />
  );
}
