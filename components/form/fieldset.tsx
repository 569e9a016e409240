import type { ReactNode } from 'react';

/** A group of fields under a legend (an address, the contact details), named by the legend for assistive technology. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
