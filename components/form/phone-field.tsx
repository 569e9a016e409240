import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';
import { inputClass } from './input-class';

/** A dial code the shopper can choose, labelled with the first country that uses it (`+420 CZ`). */
export interface DialCodeOption {
  code: string;
  label: string;
}

export interface PhoneFieldProps {
  /** The phone input's id; the label points at it. */
  id: string;
  /** The dial code control's id (`<id>-dial-code` when not given). */
  dialCodeId?: string;
  label: string;
  /** The dial code control's name for assistive technology (it has no label of its own). */
  dialCodeLabel: string;
  optional?: string;
  /** The dial codes to choose from; without them the dial code is typed. */
  dialCodes?: readonly DialCodeOption[];
  /** Props of the dial code control (`register('dial_code')`, autocomplete). */
  dialCodeProps: InputHTMLAttributes<HTMLInputElement> & SelectHTMLAttributes<HTMLSelectElement>;
  /** Props of the phone input (`register('phone')`, autocomplete). */
  phoneProps: InputHTMLAttributes<HTMLInputElement>;
  /** The errors of each, already in the page's language. */
  dialCodeError?: string;
  phoneError?: string;
}

/**
 * A phone number with its dial code: one label over the two, the dial code first (a list of the
 * shop's codes, or typed), each control's error under both and announced with its control. The
 * number takes the spaces people type; the contract stores it without them (`contract/rules/phone.ts`).
 */
export function PhoneField({
  id,
  dialCodeId = `${id}-dial-code`,
  label,
  dialCodeLabel,
  optional,
  dialCodes,
  dialCodeProps,
  phoneProps,
  dialCodeError,
  phoneError,
}: PhoneFieldProps) {
  const dial = {
    id: dialCodeId,
    'aria-label': dialCodeLabel,
    'aria-invalid': dialCodeError ? true : undefined,
    'aria-describedby': dialCodeError ? `${dialCodeId}-error` : undefined,
    className: inputClass,
    ...dialCodeProps,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-neutral-600"> {optional}</span>}
      </label>
      <div className="grid grid-cols-[7.5rem_1fr] gap-2">
        {dialCodes ? (
          <select {...dial}>
            {dialCodes.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input {...dial} />
        )}
        <input
          id={id}
          type="tel"
          inputMode="tel"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${id}-error` : undefined}
          className={inputClass}
          {...phoneProps}
        />
      </div>
      <FieldMessage id={`${dialCodeId}-error`} message={dialCodeError} />
      <FieldMessage id={`${id}-error`} message={phoneError} />
    </div>
  );
}
