import type { ReactNode } from 'react';

/**
 * What a control that works only with JavaScript says to a browser without it, instead of failing
 * silently (docs/seo-and-errors.md, "Without JavaScript"). Browsers running scripts never show it.
 */
export function ScriptRequiredNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">{children}</p>
    </noscript>
  );
}
