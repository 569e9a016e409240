import type { ReactNode } from 'react';

export interface MethodRadioProps {
  name: string;
  value: number;
  checked: boolean;
  onChange: () => void;
  label: string;
  /** The price as shown (formatted, or "Free"). */
  price: string;
  /** Lines under the name: delivery time, description, the chosen pickup point. */
  details?: ReactNode;
  /** Something to act on beside the choice (the pickup point button); outside the label. */
  after?: ReactNode;
}

/** One shipping or payment method of a radio group: the name and details as its label, the price at the side. */
export function MethodRadio({ name, value, checked, onChange, label, price, details, after }: MethodRadioProps) {
  const id = `${name}-${value}`;
  return (
    <li
      className={`rounded-lg border p-3 ${checked ? 'border-brand-700 bg-brand-50' : 'border-neutral-300'}`}
      data-testid={id}
    >
      <div className="flex items-start gap-3">
        <input
          type="radio"
          id={id}
          name={name}
          value={value}
          checked={checked}
          onChange={onChange}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-wrap justify-between gap-x-4">
          <span className="min-w-0">
            <span className="block font-semibold">{label}</span>
            {details && <span className="block text-sm text-neutral-700">{details}</span>}
          </span>
          <span className="font-semibold whitespace-nowrap">{price}</span>
        </label>
      </div>
      {after && <div className="mt-2 pl-8">{after}</div>}
    </li>
  );
}
